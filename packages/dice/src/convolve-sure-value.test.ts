// Issue 25: a T13 Dice Test's odds with one large main die and no Proficiency Dice (`1d50000`) took several times
// longer per estimated step than the other forms: its exact counts (50,000 bigints) were convolved with the sure
// value 0 twice, each time allocating them anew. Adding a sure value is a shift: counted, not timed.
import { describe, expect, it } from 'vitest';
import { constant, convolve, uniformDie } from './distribution.js';
import { sumOfDice } from './keep.js';
import { createMeter, metered } from './odds/meter.js';

describe('adding a sure value to a distribution', () => {
  it('computes and allocates nothing: it shifts the distribution', () => {
    const die = sumOfDice(1, 50_000);
    const meter = createMeter();
    const sum = metered(meter, () => convolve(constant(3), die));
    expect(meter).toMatchObject({ steps: 0, entries: 0 });
    expect(sum.min).toBe(die.min + 3);
    expect(sum.counts).toEqual(die.counts);
    expect(sum.total).toBe(die.total);
    expect([...sum.probabilities]).toEqual([...die.probabilities]);
    // Either order.
    expect(metered(meter, () => convolve(die, constant(0)))).toMatchObject({ min: 1, total: 50_000n });
    expect(meter.entries).toBe(0);
  });

  it('gives what the convolution gives, exactly, for small dice', () => {
    for (const d of [uniformDie(6), sumOfDice(3, 4), constant(7)]) {
      // The sure value -1, once as itself and once padded with zeros (which the convolution computes).
      const shifted = convolve(constant(-1), d);
      const spread = convolve(
        { min: -2, probabilities: Float64Array.of(0, 1, 0), counts: [0n, 1n, 0n], total: 1n },
        d,
      );
      // The shift keeps its input's rounding bound; the convolution adds its own (issue 37): compare the rest.
      const { error: kept, ...rest } = shifted;
      expect(kept).toEqual(d.error);
      expect(rest).toEqual(spread);
    }
  });

  it('still convolves a value that is not sure, or whose count is not its total', () => {
    const die = uniformDie(6);
    const meter = createMeter();
    metered(meter, () =>
      convolve({ min: 0, probabilities: Float64Array.of(1 / 6), counts: [1n], total: 6n }, die),
    );
    expect(meter.steps).toBeGreaterThan(0);
  });
});
