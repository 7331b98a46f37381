import {
  type ComparePoint,
  type DiceNode,
  type DieKind,
  faceCount,
  facesOf,
  matches,
} from '../grammar/ast.js';
import { LIMITS } from '../limits.js';
import { boundedRatio, RATIO_ABSOLUTE, RATIO_RELATIVE } from './bounded-ratio.js';
import { type FloatError, SLACK, U } from './float-error.js';
import { countSteps, OBJECT_STEPS } from './meter.js';

/** One natural face of a draw, after rerolls: its probability, and its exact count over `total` when known. */
export interface FaceWeight {
  readonly natural: number;
  readonly p: number;
  readonly count?: bigint;
}

/** The faces one draw of a dice group ends on, rerolls included. */
export interface DrawModel {
  readonly faces: readonly FaceWeight[];
  /** The exact denominator of the counts, when they are exact. */
  readonly total?: bigint;
  /** A bound on the rounding of every face's `p` (issue 37). */
  readonly error: FloatError;
}

/** γ(m): the relative error of m roundings of non-negative terms. */
const gamma = (m: number) => (m * U) / (1 - m * U);

/**
 * The distribution of one draw's natural face: each face equally likely (custom faces may repeat), then
 * `ro` (one reroll: exact) or `r` (rerolls while it matches, at most 1,000 times, the last reroll standing as
 * the peers do: its floats from the exact fractions, with their bound).
 *
 * @example
 * drawModel(parseNotation('1d6ro1').expr as DiceNode).faces[0]; // { natural: 1, p: 1/36, count: 1n }
 */
export function drawModel(node: DiceNode): DrawModel {
  const base = tallied(node.die);
  const n = faceCount(node.die);
  countSteps(OBJECT_STEPS * base.length);
  const reroll = node.mods.reroll;
  // The least likely face is at least 1/n (one rounding of two integers below 2^53), 1/n^2 after `ro`.
  const log2n = Math.log2(n) * (1 + 2 ** -40);
  if (!reroll) {
    const one = 1n;
    return {
      faces: base.map(({ natural, c }) => ({ natural, p: c / n, count: c === 1 ? one : BigInt(c) })),
      total: BigInt(n),
      error: { relative: U * SLACK, absolute: 0, log2Smallest: -log2n },
    };
  }
  const isMatch = (f: number) => matches(reroll.at, f);
  const m = base.filter((b) => isMatch(b.natural)).reduce((t, b) => t + b.c, 0);
  const pm = m / n;
  if (reroll.once) {
    // Kept first (not matching), or matched and rerolled to anything: c * n + m * c over n^2.
    const count = (matched: boolean, c: number) => (matched ? 0n : BigInt(c * n)) + BigInt(m * c);
    // A standard die's faces are each there once: two counts in all, made once.
    const once = { matched: count(true, 1), other: count(false, 1) };
    return {
      faces: base.map(({ natural, c }) => {
        const matched = isMatch(natural);
        return {
          natural,
          p: (matched ? 0 : c / n) + pm * (c / n),
          count: c === 1 ? (matched ? once.matched : once.other) : count(matched, c),
        };
      }),
      total: BigInt(n) * BigInt(n),
      // c/n, m/n, their product and a sum: four roundings of non-negative terms.
      error: { relative: gamma(4) * SLACK, absolute: 0, log2Smallest: -2 * log2n },
    };
  }
  return rerolledUntil(base, n, isMatch, m);
}

type Fraction = { readonly num: bigint; readonly den: bigint };

/** `r`'s face probabilities by n, m, whether it matches and its copies: the same dice recur, their bigints do not. */
const rerolledFaces = new Map<string, number>();

/** The fractions of one copy of a face that does not match, and of one that does, out of n faces with m matching. */
function rerolledFractions(n: number, m: number): { other: Fraction; matched: Fraction } {
  const cap = BigInt(LIMITS.maxRepeatsPerDie);
  const N = BigInt(n) ** (cap + 1n);
  const M = BigInt(m) ** cap;
  return { other: { num: N - M * BigInt(m), den: N * BigInt(n - m) }, matched: { num: M, den: N } };
}

/**
 * `r`: the first of the 1,001 draws that does not match, or the last one when all match. A face that does not
 * match: c (n^1001 - m^1001) / (n^1001 (n - m)); one that matches: c m^1000 / n^1001, from exact bigints (issue 37:
 * the floats' 1 - pm^1001 cancelled, and `**` rounds as it likes). These fractions are too large to carry as counts.
 */
function rerolledUntil(
  base: readonly { natural: number; c: number }[],
  n: number,
  isMatch: (f: number) => boolean,
  m: number,
): DrawModel {
  countSteps(OBJECT_STEPS * base.length);
  let fractions: { other: Fraction; matched: Fraction } | undefined;
  // A standard die's faces are each there once: two probabilities in all, looked up once each.
  const local = new Map<number, number>();
  const pOf = (match: boolean, c: number) => {
    const here = local.get(match ? -c : c);
    if (here !== undefined) return here;
    const key = `${n}:${m}:${match}:${c}`;
    let p = rerolledFaces.get(key);
    if (p === undefined) {
      fractions ??= rerolledFractions(n, m);
      const f = match ? fractions.matched : fractions.other;
      p = boundedRatio(BigInt(c) * f.num, f.den);
      if (rerolledFaces.size >= 1024) rerolledFaces.clear();
      rerolledFaces.set(key, p);
    }
    local.set(match ? -c : c, p);
    return p;
  };
  const faces = base.map(({ natural, c }) => ({ natural, p: pOf(isMatch(natural), c) }));
  // A matching face is at least m^1000 / n^1001 likely (m >= 1 when any face matches).
  const log2Smallest =
    (m === 0 ? -Math.log2(n) : LIMITS.maxRepeatsPerDie * Math.log2(m / n) - Math.log2(n)) * (1 + 2 ** -40) -
    1;
  return {
    faces,
    error: {
      relative: RATIO_RELATIVE,
      absolute: log2Smallest < -1020 ? RATIO_ABSOLUTE : 0,
      log2Smallest,
    },
  };
}

/** Each distinct face with how many times it is on the die (a standard die's faces once each, without a map). */
function tallied(die: DieKind): { natural: number; c: number }[] {
  if (die.kind === 'standard') return Array.from({ length: die.sides }, (_, i) => ({ natural: i + 1, c: 1 }));
  const tally = new Map<number, number>();
  for (const f of facesOf(die)) tally.set(f, (tally.get(f) ?? 0) + 1);
  return [...tally].map(([natural, c]) => ({ natural, c }));
}

/** The probability that a draw's natural face matches a compare point. */
export function matchProbability(model: DrawModel, at: ComparePoint): number {
  return model.faces.reduce((t, f) => (matches(at, f.natural) ? t + f.p : t), 0);
}

/** What a natural face counts as after `min`/`max`. */
export function clampOf(node: DiceNode): (natural: number) => number {
  const { min, max } = node.mods;
  return (v) => {
    let x = v;
    if (min !== undefined && x < min) x = min;
    if (max !== undefined && x > max) x = max;
    return x;
  };
}

/** What a counted value adds: itself, or +1 / -1 / 0 when counting successes and failures. */
export function contributionOf(rules: {
  readonly success?: ComparePoint | undefined;
  readonly failure?: ComparePoint | undefined;
}): (value: number) => number {
  const { success, failure } = rules;
  if (!success) return (v) => v;
  return (v) => (matches(success, v) ? 1 : failure && matches(failure, v) ? -1 : 0);
}
