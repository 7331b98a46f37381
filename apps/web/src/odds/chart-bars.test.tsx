import { describe, expect, it } from 'vitest';
import { chartBars, TAIL } from './chart-bars.js';

const points = (probabilities: readonly number[]) =>
  probabilities.map((probability, index) => ({ label: String(index + 1), probability }));

describe('chartBars', () => {
  it('draws a short distribution one bar per value, untouched', () => {
    const plan = chartBars(points([0.25, 0.5, 0.25]));
    expect(plan.bars).toEqual([
      { label: '1', probability: 0.25 },
      { label: '2', probability: 0.5 },
      { label: '3', probability: 0.25 },
    ]);
    expect(plan.cutProbability).toBe(0);
  });

  it('draws 10,000 turns in at most 60 bars, losing only tails under 0.05% each', () => {
    // A geometric distribution of turns: half finish each turn, cut at 10,000.
    const probabilities = Array.from({ length: 10_000 }, (_, i) => 0.5 ** (i + 1));
    const plan = chartBars(points(probabilities));
    expect(plan.bars.length).toBeLessThanOrEqual(60);
    expect(plan.cutBelow).toBeUndefined();
    // Everything from turn 12 on (0.5^11 = 0.049% together) is under the tail: drawn are turns 1 to 11.
    expect(plan.cutAbove).toBe('12');
    expect(plan.bars.map((b) => b.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(plan.cutProbability).toBeLessThan(TAIL);
    const drawn = plan.bars.reduce((sum, b) => sum + b.probability, 0);
    expect(drawn + plan.cutProbability).toBeCloseTo(1, 12);
  });

  it('sums neighbouring values into runs when the middle is wider than the bars', () => {
    const plan = chartBars(points(Array.from({ length: 1000 }, () => 1 / 1000)), 50);
    expect(plan.bars).toHaveLength(50);
    expect(plan.bars[0]).toEqual({ label: '1–20', probability: expect.closeTo(0.02, 12) });
    expect(plan.bars.at(-1)!.label).toBe('981–1000');
    expect(plan.cutProbability).toBe(0);
  });
});
