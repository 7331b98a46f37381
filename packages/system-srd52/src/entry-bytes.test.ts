// Issue 39: what a roll records in a room (its outcome and every die) is bounded from its input before any die is
// drawn (`maxEntryBytes`): never below the real size, on every example and on large inputs with labels and names
// of 100 characters that JSON escapes at 6 bytes each.
import { createRegistry, maxEntryBytes, resolveTest } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { srd52 } from './index.js';

const registry = createRegistry([srd52]);
const encoder = new TextEncoder();
const long = '\u0001'.repeat(100);

/** The bytes of the outcome and dice of a resolve (every die: these draw fewer than the 1,000 listed). */
function recorded(test: string, input: unknown, from: { seed: string } | { dice: number[] }): number {
  const response = resolveTest(registry, { system: 'srd52', test, input, ...from });
  expect(response.diceSummary).toBeUndefined();
  return encoder.encode(JSON.stringify({ outcome: response.outcome, dice: response.dice })).byteLength;
}

const riders = Array.from({ length: 4 }, () => ({ label: long, count: 4, sides: 20 }));
const parts = (count: number) =>
  ['Acid', 'Cold', 'Fire', 'Force', 'Lightning', 'Necrotic'].map((type) => ({
    label: long,
    count,
    sides: 20,
    type,
  }));
const side = { name: long, abilityModifier: 5, dice: riders };
const LARGE: [string, unknown][] = [
  ['check', { ...side, guidance: true, dc: 15, advantage: [long], heroicInspiration: true }],
  [
    'attack',
    { ...side, bless: true, bane: true, ac: 2, critOn: 18, heroicInspiration: true, damage: parts(5) },
  ],
  ['save', { ...side, bless: true, dc: 40, heroicInspiration: true, damage: parts(10) }],
  ['damage', { parts: parts(5), critical: true }],
  ['contest', { opposer: { ...side, guidance: true }, actor: { ...side, guidance: true } }],
  [
    'group',
    { dc: 15, members: Array.from({ length: 20 }, () => ({ ...side, guidance: true, advantage: ['x'] })) },
  ],
  ['death-saves', { name: long, dice: riders, heroicInspiration: true }],
];

describe('a roll records no more than its maxEntryBytes', () => {
  it('on every example, with its own dice and with generated ones', () => {
    for (const [test, definition] of Object.entries(srd52.tests)) {
      for (const example of definition.examples) {
        const most = maxEntryBytes(registry, { system: 'srd52', test, input: example.input });
        if (test === 'passive') {
          expect(most).toBeUndefined();
          continue;
        }
        expect(most, `${test}: ${example.title}`).toBeGreaterThan(0);
        if (example.dice)
          expect(recorded(test, example.input, { dice: [...example.dice] })).toBeLessThanOrEqual(most!);
        for (const seed of ['a', 'b', 'c'])
          expect(recorded(test, example.input, { seed }), `${test}: ${example.title}`).toBeLessThanOrEqual(
            most!,
          );
      }
    }
  });

  it.each(LARGE)('on a large %s with long names and labels, over 40 seeds', (test, input) => {
    const most = maxEntryBytes(registry, { system: 'srd52', test, input })!;
    let largest = 0;
    for (let i = 0; i < 40; i++) largest = Math.max(largest, recorded(test, input, { seed: `s${i}` }));
    expect(largest).toBeLessThanOrEqual(most);
    // And near it: the bound is the dice's own records, not a guess.
    expect(most).toBeLessThanOrEqual(3 * largest + 5_000);
  });
});
