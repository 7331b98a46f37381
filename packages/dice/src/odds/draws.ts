import {
  type ComparePoint,
  type DiceNode,
  type DieKind,
  faceCount,
  facesOf,
  matches,
} from '../grammar/ast.js';
import { LIMITS } from '../limits.js';
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
}

/**
 * The distribution of one draw's natural face: each face equally likely (custom faces may repeat), then
 * `ro` (one reroll: exact) or `r` (rerolls while it matches, at most 1,000 times: exact in floats, the last
 * reroll stands as the peers do).
 *
 * @example
 * drawModel(parseNotation('1d6ro1').expr as DiceNode).faces[0]; // { natural: 1, p: 1/36, count: 1n }
 */
export function drawModel(node: DiceNode): DrawModel {
  const base = tallied(node.die);
  const n = faceCount(node.die);
  countSteps(OBJECT_STEPS * base.length);
  const reroll = node.mods.reroll;
  if (!reroll) {
    const one = 1n;
    return {
      faces: base.map(({ natural, c }) => ({ natural, p: c / n, count: c === 1 ? one : BigInt(c) })),
      total: BigInt(n),
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
    };
  }
  const cap = LIMITS.maxRepeatsPerDie;
  // The first of the 1,001 draws that does not match, or the last one when all match.
  const series = pm === 0 ? 1 : (1 - pm ** (cap + 1)) / (1 - pm);
  return {
    faces: base.map(({ natural, c }) => ({
      natural,
      p: isMatch(natural) ? pm ** cap * (c / n) : (c / n) * series,
    })),
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
