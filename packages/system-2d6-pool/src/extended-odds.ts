import type { OddsResult } from '@verdict/core';
import { extendedHeadline } from './extended-headline.js';
import type { ExtendedInput, Participant } from './extended-input.js';
import { keepTwoDistribution, MIN_RESULT } from './keep-two.js';
import { buildPool } from './pool.js';

/** The chance of finishing on a given turn, and on or before it. */
export interface TurnOdds {
  readonly turn: number;
  /** Finishing on exactly this turn. */
  readonly probability: number;
  /** Finishing on this turn or before. */
  readonly within: number;
}

/** The probabilities of a 2d6 result, 2 to 12, with 2d6 + rating for a flat roll starting at 2 + rating. */
function resultOdds(input: ExtendedInput, p: Participant): { min: number; probabilities: readonly number[] } {
  if (input.roll === 'flat') {
    const probabilities = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((ways) => ways / 36);
    return { min: MIN_RESULT + p.rating, probabilities };
  }
  const pool = buildPool(p);
  return { min: MIN_RESULT, probabilities: keepTwoDistribution(pool.dice, pool.keep).probabilities };
}

/**
 * The party's progress in one turn, as probabilities by gain, with every gain of `cap` or more lumped at
 * `cap` (it finishes the test from anywhere, so nothing beyond it matters). Each participant adds at
 * most 11 distinct gains, so the convolution costs 11 steps per gain kept so far.
 */
function turnGain(input: ExtendedInput, cap: number): { gain: Float64Array; mean: number } {
  let gain: Float64Array = Float64Array.of(1);
  let mean = 0;
  for (const p of input.participants) {
    const { min, probabilities } = resultOdds(input, p);
    const own = new Map<number, number>();
    probabilities.forEach((q, i) => {
      const g = Math.max(0, min + i - input.difficulty);
      mean += q * g;
      own.set(Math.min(cap, g), (own.get(Math.min(cap, g)) ?? 0) + q);
    });
    const top = Math.max(...own.keys());
    const out = new Float64Array(Math.min(cap + 1, gain.length + top));
    for (let i = 0; i < gain.length; i++) {
      const q = gain[i]!;
      if (q === 0) continue;
      for (const [g, r] of own) out[Math.min(cap, i + g)]! += q * r;
    }
    gain = trimZeros(out);
  }
  // Rounding leaves the sum a few ulps off 1; over thousands of turns that drift would add up.
  let sum = 0;
  for (const q of gain) sum += q;
  return { gain: gain.map((q) => q / sum), mean };
}

function trimZeros(a: Float64Array): Float64Array {
  let end = a.length;
  while (end > 1 && a[end - 1] === 0) end--;
  return end === a.length ? a : a.slice(0, end);
}

/**
 * The exact odds of an extended test, by a Markov chain over the party's progress (from the progress already
 * made to progressRequired - 1, then done): the chance of finishing within the turns, of being left unresolved,
 * of finishing on each turn, and the expected number of turns (both capped at maxTurns and without a cap); the
 * expected and median turns are its headline.
 *
 * @example
 * extendedOdds(input).turns[2].within; // the chance of finishing within 3 turns
 */
export function extendedOdds(input: ExtendedInput): OddsResult & {
  readonly turns: readonly TurnOdds[];
  readonly expectedTurns: number;
  readonly expectedTurnsUnlimited: number | null;
  readonly meanProgressPerTurn: number;
} {
  const required = input.progressRequired;
  // Its cost (`extendedCost`) was checked against the engine's budget before: no limit is needed here.
  const { gain, mean } = turnGain(input, required);
  const width = gain.length;
  const start = input.progressMade;
  const expectedTurnsUnlimited = expectedUnlimited(gain, required, start);

  // tail[k]: the chance that one turn's gain is k or more (it finishes from progress required - k).
  const tail = new Float64Array(required + 2);
  for (let k = width - 1; k >= 0; k--) tail[k] = tail[k + 1]! + gain[k]!;
  // live[p]: the chance of being at progress p, not yet done; only lo..hi can be non-zero.
  let live = new Float64Array(required);
  let next = new Float64Array(required);
  live[start] = 1;
  let [lo, hi] = [start, start];
  const turns: TurnOdds[] = [];
  let within = 0;
  let expectedTurns = 0;
  for (let turn = 1; turn <= input.maxTurns; turn++) {
    let finishing = 0;
    if (lo <= hi) {
      const top = Math.min(required - 1, hi + width - 1);
      next.fill(0, lo, top + 1);
      for (let p = lo; p <= hi; p++) {
        const q = live[p]!;
        if (q === 0) continue;
        expectedTurns += q;
        const left = required - p;
        finishing += q * (left < width ? tail[left]! : 0);
        const reach = Math.min(width, left);
        for (let g = 0; g < reach; g++) next[p + g]! += q * gain[g]!;
      }
      [live, next] = [next, live];
      // Once everything has finished (or underflowed to 0), every later turn has probability 0.
      hi = top;
      while (lo <= hi && live[lo] === 0) lo++;
      while (hi >= lo && live[hi] === 0) hi--;
    }
    within += finishing;
    turns.push({ turn, probability: finishing, within });
  }
  let unresolved = 0;
  for (let p = lo; p <= hi; p++) unresolved += live[p]!;
  // The same gain table every turn makes rounding systematic: over 10,000 turns the total could drift
  // by 1e-12. Scaling by the total (1 within that drift) makes the outcomes sum to 1 again.
  const total = within + unresolved;
  const normalised = turns.map((t) => ({
    turn: t.turn,
    probability: t.probability / total,
    within: t.within / total,
  }));
  return {
    headline: extendedHeadline({
      turns: normalised,
      expectedTurns,
      unresolved: unresolved / total,
      timescale: input.timescale,
      maxTurns: input.maxTurns,
    }),
    outcomes: [
      { label: 'Success', result: 'success', tier: 1, probability: within / total },
      { label: 'Unresolved', result: 'unresolved', tier: 0, probability: unresolved / total },
    ],
    turns: normalised,
    expectedTurns,
    expectedTurnsUnlimited,
    meanProgressPerTurn: mean,
  };
}

/**
 * The expected number of turns to finish with no turn limit: E[p] = (1 + sum over g >= 1 of
 * P(g) E[p + g]) / (1 - P(0)), from the last state back; null when no turn can ever make progress.
 */
function expectedUnlimited(gain: Float64Array, required: number, start: number): number | null {
  const stay = gain[0]!;
  if (stay >= 1) return null;
  const expected = new Float64Array(required + 1);
  for (let p = required - 1; p >= start; p--) {
    let sum = 1;
    const top = Math.min(gain.length, required - p);
    for (let g = 1; g < top; g++) sum += gain[g]! * expected[p + g]!;
    expected[p] = sum / (1 - stay);
  }
  return expected[start]!;
}
