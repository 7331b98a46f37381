import type { OddsResult, Outcome } from '@verdict/core';
import { createTray, seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { diceInput } from './dice-schema.js';
import { diceTest } from './dice-test.js';
import { valueInput } from './value-schema.js';
import { valueTest } from './value-test.js';

/** Runs `resolve` on seeded dice and checks every label's frequency within 4 standard errors of the odds. */
function simulate(
  odds: OddsResult,
  resolve: (dice: ReturnType<typeof createTray>) => Outcome,
  runs: number,
  seed: string,
): void {
  const tray = createTray({ source: seededSource(seed), maxDice: Number.MAX_SAFE_INTEGER });
  const counts = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const { label } = resolve(tray);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  for (const label of counts.keys()) expect(odds.outcomes.map((o) => o.label)).toContain(label);
  for (const { label, probability } of odds.outcomes) {
    const se = Math.sqrt((probability * (1 - probability)) / runs);
    expect(Math.abs((counts.get(label) ?? 0) / runs - probability), label).toBeLessThanOrEqual(
      4 * se + 1e-12,
    );
  }
}

describe('seeded simulation agrees with the exact odds', () => {
  it('value, percentage mode with every option (20,000 runs)', () => {
    const input = valueInput().parse({
      tested: { facet: 'Zeal', contributions: [{ boon: 13 }] },
      opposing: { facet: 'Inertia', contributions: [{ boon: 18 }] },
      mode: 'percentage',
      doubles: true,
      multiples: true,
      numerology: true,
      geometry: 'Desi',
    });
    simulate(
      valueTest.odds(input),
      (dice) => valueTest.resolve(input, { dice }).outcome,
      20_000,
      't13-value',
    );
  });

  it('dice, with a Descendant, 3d6 Proficiency Dice and every option (20,000 runs)', () => {
    const input = diceInput().parse({
      facet: 'Craft',
      trump: 'Zeal',
      main: { boon: 18 },
      descendant: { dice: '1d4' },
      proficiencies: 3,
      aptProficiencies: 1,
      difficulty: 12,
      doubles: true,
      multiples: true,
      numerology: true,
      geometry: 3,
    });
    const odds = diceTest.odds(input);
    expect(odds.outcomes.map((o) => o.label)).toContain('Automatic Stalemate');
    simulate(odds, (dice) => diceTest.resolve(input, { dice }).outcome, 20_000, 't13-dice');
  });
});
