// Issue 38 (N5, earlier 8): a test's odds fit the terminal. Every example of every test of every bundled system
// (srd52 included) is laid out at 80 and at 200 columns: no line is wider than the terminal (so the terminal never
// wraps one, mid-word or not), and no word is split: every word shown (one cut short ends in '…') is a word of the
// same odds laid out at no limit (a pipe's).
import { oddsTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { createPalette } from './colour.js';
import { formatOdds } from './odds-text.js';

const registry = createAppRegistry();
const palette = createPalette(false);
const cases = registry.systems.flatMap((system) =>
  Object.entries(system.tests).flatMap(([testId, test]) =>
    test.examples.map((example, index) => ({
      name: `${system.id}/${testId} example ${index + 1}`,
      odds: () => oddsTest(registry, { system: system.id, test: testId, input: example.input }),
      labels: test.labels,
    })),
  ),
);

// Bars are drawn to the width: they are not words.
const words = (text: string) =>
  text.split(/\s+/).filter((word) => word !== '' && !/^[█▏▎▍▌▋▊▉]+$/.test(word));

describe('odds fit the terminal', () => {
  it('covers every system, srd52 included', () => {
    expect(new Set(cases.map((c) => c.name.split('/')[0]))).toContain('srd52');
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('$name: no line over 80 or 200 columns, no word split', ({ odds, labels }) => {
    const computed = odds();
    const whole = new Set(words(formatOdds(computed, palette, Number.POSITIVE_INFINITY, labels)));
    for (const width of [80, 200]) {
      const text = formatOdds(computed, palette, width, labels);
      const over = text.split('\n').filter((line) => [...line].length > width);
      expect(over, `${width} columns:\n${text}`).toEqual([]);
      const split = words(text).filter((word) => !word.endsWith('…') && !whole.has(word));
      expect(split, `${width} columns:\n${text}`).toEqual([]);
    }
  });
});
