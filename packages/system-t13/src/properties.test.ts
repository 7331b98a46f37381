import { createRegistry, type OddsResult, oddsTest, resolveTest } from '@verdict/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACET_NAMES } from './facets.js';
import { t13 } from './index.js';

const registry = createRegistry([t13]);

const facet = fc.option(fc.constantFrom(...FACET_NAMES), { nil: undefined });
const geometry = fc.oneof(
  fc.integer({ min: 1, max: 13 }),
  fc.constantFrom('Desi', 'Thomas', 'Ashby', 'Olaf'),
);
const options = fc.record({
  doubles: fc.boolean(),
  multiples: fc.boolean(),
  numerology: fc.boolean(),
  geometry,
});

const contribution = fc.oneof(
  fc.record({ boon: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ label: fc.constant('Helper'), value: fc.integer({ min: 0, max: 500 }) }),
);
const side = fc.record({ facet, contributions: fc.array(contribution, { minLength: 1, maxLength: 3 }) });
const valueInput = fc
  .record({
    tested: side,
    opposing: fc.oneof(side, fc.record({ difficulty: fc.integer({ min: 1, max: 20 }) })),
    trump: facet,
    mode: fc.constantFrom('direct', 'percentage'),
    rollFor: fc.constantFrom('smaller', 'tested', 'opposing'),
    options,
  })
  .map(({ options: o, ...rest }) => ({ ...rest, ...o }));

const diceSpec = fc.oneof(
  fc.record({ boon: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ dice: fc.constantFrom('1d6', '2d4-3', '3d6kh2', '1d20+2', '1d2-5', '4d2') }),
);
const diceInput = fc
  .record({
    facet,
    trump: facet,
    main: diceSpec,
    descendant: fc.option(diceSpec, { nil: undefined }),
    extra: fc.array(diceSpec, { maxLength: 2 }),
    proficiencies: fc.integer({ min: 0, max: 5 }),
    apt: fc.integer({ min: 0, max: 5 }),
    difficulty: fc.integer({ min: 1, max: 40 }),
    tie: fc.constantFrom('borderline', 'stalemate'),
    options,
  })
  .map(({ options: o, apt, ...rest }) => ({
    ...rest,
    aptProficiencies: Math.min(apt, rest.proficiencies),
    ...o,
  }));

const seed = fc.string({ minLength: 1, maxLength: 12 });

describe.each([
  ['value', valueInput],
  ['dice', diceInput],
] as const)('%s: properties', (test, input) => {
  const request = (i: unknown) => ({ system: 't13', test, input: i });

  it('odds sum to 1 and list the label every seeded resolution gives', () => {
    fc.assert(
      fc.property(input, seed, (i, s) => {
        const odds: OddsResult = oddsTest(registry, request(i));
        const sum = odds.outcomes.reduce((t, o) => t + o.probability, 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
        const { outcome } = resolveTest(registry, { ...request(i), seed: s });
        const listed = odds.outcomes.find((o) => o.label === outcome.label);
        expect(listed?.probability).toBeGreaterThan(0);
        expect(listed?.tier).toBe(outcome.tier);
        expect(listed?.result).toBe(outcome.result);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same outcome for the same seed, and for its dice entered back', () => {
    fc.assert(
      fc.property(input, seed, (i, s) => {
        const first = resolveTest(registry, { ...request(i), seed: s });
        const again = resolveTest(registry, { ...request(i), seed: s });
        expect(again).toEqual(first);
        const entered = resolveTest(registry, { ...request(i), dice: first.dice.map((d) => d.face) });
        expect(entered.outcome).toEqual(first.outcome);
        expect(entered.steps).toEqual(first.steps);
      }),
      { numRuns: 200 },
    );
  });
});
