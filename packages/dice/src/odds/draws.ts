import { type ComparePoint, type DiceNode, facesOf, matches } from '../grammar/ast.js';
import { LIMITS } from '../limits.js';

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
  const all = facesOf(node.die);
  const n = all.length;
  const tally = new Map<number, number>();
  for (const f of all) tally.set(f, (tally.get(f) ?? 0) + 1);
  const base = [...tally].map(([natural, c]) => ({ natural, c }));
  const reroll = node.mods.reroll;
  if (!reroll) {
    return {
      faces: base.map(({ natural, c }) => ({ natural, p: c / n, count: BigInt(c) })),
      total: BigInt(n),
    };
  }
  const isMatch = (f: number) => matches(reroll.at, f);
  const m = base.filter((b) => isMatch(b.natural)).reduce((t, b) => t + b.c, 0);
  const pm = m / n;
  if (reroll.once) {
    // Kept first (not matching), or matched and rerolled to anything: c * n + m * c over n^2.
    return {
      faces: base.map(({ natural, c }) => ({
        natural,
        p: (isMatch(natural) ? 0 : c / n) + pm * (c / n),
        count: (isMatch(natural) ? 0n : BigInt(c * n)) + BigInt(m * c),
      })),
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
