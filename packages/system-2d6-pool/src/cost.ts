import type { CostKind, TestCost } from '@verdict/core';
import { LIMITS } from '@verdict/dice';
import { diceOf, type ExtendedInput } from './extended-input.js';
import { keepTwoDistribution, MIN_RESULT } from './keep-two.js';
import { buildPool, type PoolInput } from './pool.js';

/**
 * Steps (about a nanosecond each, see `TestCost.work`) of the loops of this system, measured by `bench/index.mjs`:
 * one die drawn and recorded (a die of a pool is sorted to find the two that count, and costs three times as much),
 * one participant's roll judged and written as a step, one state of the extended
 * test's Markov chain times one gain, one turn's line in the odds.
 */
export const STEPS = Object.freeze({ die: 1_000, poolDie: 3_000, roll: 1_000, chain: 4, turnOdds: 5_000 });

/** Bytes of JSON per step (a name of up to 100 characters and the faces) and per die record shown. */
const STEP_BYTES = 300;
const DIE_BYTES = 80;

/** The most progress one participant can make in a turn: a 12 against the Difficulty. */
function bestGain(input: ExtendedInput, p: ExtendedInput['participants'][number]): number {
  return Math.max(0, 12 + (input.roll === 'flat' ? p.rating : 0) - input.difficulty);
}

/**
 * The cost of an extended test. Odds: the Markov chain over progress, every turn through every reachable state and
 * gain, for the turns before every path has finished or fallen below float range. Resolve: every turn played, each
 * participant's dice (at most the dice one request may draw), with the steps summarised past 500. A step: one turn.
 *
 * @example
 * extendedCost(input, 'odds').work; // 10,000 turns x 500 states x 500 gains x 4 for 100 participants towards 500
 */
export function extendedCost(input: ExtendedInput, kind: CostKind): TestCost {
  const participants = input.participants.length;
  const perTurn = input.participants.reduce((sum, p) => sum + diceOf(input, p), 0);
  const dieSteps = input.roll === 'pool' ? STEPS.poolDie : STEPS.die;
  const turnSteps = participants + 3;
  if (kind === 'step') {
    return {
      work: perTurn * dieSteps + participants * STEPS.roll,
      output: 2_000 + turnSteps * STEP_BYTES + Math.min(perTurn, 1_000) * DIE_BYTES + participants * 100,
      path: ['participants'],
    };
  }
  if (kind === 'resolve') {
    const dice = Math.min(perTurn * input.maxTurns, LIMITS.maxDicePerRequest + perTurn);
    const turns = Math.min(input.maxTurns, Math.ceil(dice / Math.max(1, perTurn)));
    const steps = Math.min(turns * turnSteps, 500 + 2 * turnSteps);
    return {
      work: dice * dieSteps + turns * participants * STEPS.roll,
      output: 2_000 + steps * STEP_BYTES + Math.min(dice, 1_000) * DIE_BYTES + participants * 100,
      path: ['maxTurns'],
      hint: 'fewer turns or participants, or play it turn by turn',
    };
  }
  const required = input.progressRequired;
  const width =
    Math.min(
      required,
      input.participants.reduce((sum, p) => sum + bestGain(input, p), 0),
    ) + 1;
  // The one-turn gain: each participant's 11 results convolved into it; then the expected turns without a limit.
  let work = participants * width * 11 + required * width;
  const turns = Math.min(input.maxTurns, turnsUntilSettled(input));
  for (let turn = 1; turn <= turns; turn++) {
    work += Math.min(required, turn * (width - 1) + 1) * Math.min(width, required);
  }
  return {
    // Each turn's odds are listed in the answer, whether or not the chain still walks.
    work: work * STEPS.chain + input.maxTurns * STEPS.turnOdds,
    output: 2_000 + input.maxTurns * 80,
    path: ['progressRequired'],
    hint: 'lower progressRequired or maxTurns (the exact odds follow every progress on every turn)',
  };
}

/**
 * A bound on the turns the Markov chain really walks: once the chance of not having finished is below the smallest
 * float (about 1e-323), every state holds 0 and later turns cost nothing. Bernstein's inequality bounds that chance
 * for the sum of t turns' gains (independent, each participant's in [0, b]): P(S < R) <= exp(-(tμ - R)^2 / (2 (tσ^2 +
 * b (tμ - R) / 3))). Found by doubling and bisection: about 30 evaluations.
 */
function turnsUntilSettled(input: ExtendedInput): number {
  let mean = 0;
  let variance = 0;
  let range = 0;
  for (const p of input.participants) {
    const probabilities =
      input.roll === 'flat'
        ? [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((ways) => ways / 36)
        : keepTwoDistribution(buildPool(p).dice, buildPool(p).keep).probabilities;
    const offset = MIN_RESULT + (input.roll === 'flat' ? p.rating : 0) - input.difficulty;
    let m = 0;
    let m2 = 0;
    probabilities.forEach((q, i) => {
      const gain = Math.max(0, offset + i);
      m += q * gain;
      m2 += q * gain * gain;
    });
    mean += m;
    variance += Math.max(0, m2 - m * m);
    range = Math.max(range, bestGain(input, p));
  }
  if (mean <= 0) return input.maxTurns;
  // ln(4.9e-324): the smallest positive float.
  const UNDERFLOW = 744;
  const settled = (t: number) => {
    const excess = t * mean - input.progressRequired;
    return excess > 0 && (excess * excess) / (2 * (t * variance + (range * excess) / 3)) > UNDERFLOW;
  };
  let hi = 1;
  while (hi < input.maxTurns && !settled(hi)) hi *= 2;
  if (hi >= input.maxTurns) return input.maxTurns;
  let lo = Math.floor(hi / 2);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (settled(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The cost of a check: the odds are 21 terms whatever the pool (exact while it has at most 100 dice); resolving
 * draws the pool.
 *
 * @example
 * checkCost({ rating: 998 }, 'resolve').work; // 1,000 dice
 */
export function checkCost(input: PoolInput, kind: CostKind): TestCost {
  const dice = buildPool(input).dice;
  if (kind === 'odds') return { work: 50_000, output: 4_000 };
  return {
    work: dice * STEPS.die + STEPS.roll,
    output: 3_000 + Math.min(dice, 1_000) * DIE_BYTES,
    path: ['rating'],
  };
}
