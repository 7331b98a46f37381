// Issue 25: the Dice Test's cost model against the work its odds really do, on generated inputs that include large
// single dice (`1d50000` alone took several times longer per estimated step than other forms). The work is counted
// by `@verdict/dice`'s meter where the loops run (loop iterations and entries allocated, floats and bigints), never
// timed: every counted step is weighed at least one step in the estimate, and a refusal comes before any work.
import { createRegistry, estimateCost, oddsTest } from '@verdict/core';
import { createMeter, MeterLimitError, metered } from '@verdict/dice';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t13 } from './index.js';

const registry = createRegistry([t13]);
/** The most entries of one distribution `@verdict/dice` allocates (its `maxDistributionEntries`). */
const MAX_ENTRIES = 1_000_000;

const large = fc.constantFrom(
  '1d20000',
  '1d35000',
  '1d50000',
  '1d60000',
  '1d100000',
  '2d20000',
  '1d30000kh1',
);
const small = fc
  .tuple(fc.integer({ min: 1, max: 30 }), fc.constantFrom(2, 4, 6, 10, 20, 100, 1000))
  .map(([n, s]) => `${n}d${s}`);
const spec = fc.oneof(large, small, small).map((dice) => ({ dice }));
const input = fc.record(
  {
    main: spec,
    descendant: spec,
    extra: fc.array(
      small.map((dice) => ({ dice })),
      { maxLength: 2 },
    ),
    proficiencies: fc.integer({ min: 0, max: 4 }),
    difficulty: fc.integer({ min: 1, max: 3000 }),
    multiples: fc.boolean(),
  },
  { requiredKeys: ['main', 'proficiencies', 'difficulty'] },
);

describe('the Dice Test estimate covers the odds work (property, large single dice included)', () => {
  it('refuses before any work, or counts no more steps than it estimated, within the entries limit', () => {
    let answered = 0;
    let largeAnswered = 0;
    fc.assert(
      fc.property(input, (given) => {
        const request = { system: 't13', test: 'dice', input: given };
        const cost = estimateCost(registry, request, 'odds');
        const meter = createMeter(cost.work);
        if (cost.issues.length > 0) {
          expect(() => metered(meter, () => oddsTest(registry, request))).toThrow(/maxWork|maxOutput/);
          expect(meter.steps).toBe(0);
          return;
        }
        try {
          metered(meter, () => oddsTest(registry, request));
        } catch (error) {
          if (error instanceof MeterLimitError)
            throw new Error(`${JSON.stringify(given)}: ${error.message}, estimated ${cost.work}`);
          throw error;
        }
        expect(meter.largest).toBeLessThanOrEqual(MAX_ENTRIES);
        answered++;
        if (/^[12]d[1-9]\d{4,}/.test(given.main.dice ?? '')) largeAnswered++;
      }),
      { numRuns: 60, seed: 25 },
    );
    expect(answered).toBeGreaterThan(10);
    expect(largeAnswered).toBeGreaterThan(0);
  }, 300_000);
});
