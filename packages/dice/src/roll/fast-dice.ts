import { type ComparePoint, type DiceNode, faceCount, faceValue } from '../grammar/ast.js';
import { LIMITS } from '../limits.js';
import type { RandomSource } from '../random-source.js';

/** A compare point as a test of a value. */
function matcher(at: ComparePoint): (v: number) => boolean {
  const x = at.value;
  switch (at.op) {
    case '=':
      return (v) => v === x;
    case '>':
      return (v) => v > x;
    case '>=':
      return (v) => v >= x;
    case '<':
      return (v) => v < x;
    default:
      return (v) => v <= x;
  }
}

/**
 * A group of dice compiled for bulk rolling: the same draws in the same order as the recording roller
 * (each die, its rerolls, then its explosions), straight from the source into a typed array, with no
 * record of any die. Totals are the same as {@link drawPool} and `poolTotal` give.
 */
export function compileFastDice(node: DiceNode): (source: RandomSource) => number {
  const sides = faceCount(node.die);
  const limit = 2 ** 32 - (2 ** 32 % sides);
  const faces =
    node.die.kind === 'standard'
      ? undefined
      : Float64Array.from({ length: sides }, (_, i) => faceValue(node.die, i + 1));
  const { reroll, explode, keep, success, failure, min, max } = node.mods;
  const rerolls = reroll ? matcher(reroll.at) : undefined;
  const maxRerolls = reroll?.once ? 1 : LIMITS.maxRepeatsPerDie;
  const explodes = explode ? matcher(explode.at) : undefined;
  const compound = explode?.style === 'compound' || explode?.style === 'compound-penetrate';
  const penetrate = explode?.style === 'penetrate' || explode?.style === 'compound-penetrate';
  const hits = success ? matcher(success) : undefined;
  const misses = failure ? matcher(failure) : undefined;
  const clamp = min !== undefined || max !== undefined;
  const lo = min ?? -Infinity;
  const hi = max ?? Infinity;
  const count = node.count;
  let pool = new Float64Array(Math.max(16, count));
  let size = 0;
  const push = (v: number) => {
    if (size === pool.length) {
      const bigger = new Float64Array(pool.length * 2);
      bigger.set(pool);
      pool = bigger;
    }
    pool[size++] = v;
  };
  let source: RandomSource;
  const natural = (): number => {
    let word = source.nextUint32();
    while (word >= limit) word = source.nextUint32();
    return faces ? faces[word % sides]! : (word % sides) + 1;
  };
  const draw = (): number => {
    let f = natural();
    if (rerolls) for (let r = 0; r < maxRerolls && rerolls(f); r++) f = natural();
    return f;
  };
  const counted = (f: number) => (clamp ? Math.min(hi, Math.max(lo, f)) : f);
  return (given) => {
    source = given;
    size = 0;
    for (let i = 0; i < count; i++) {
      let f = draw();
      let value = counted(f);
      if (explodes) {
        for (let n = 0; n < LIMITS.maxRepeatsPerDie && explodes(f); n++) {
          f = draw();
          const extra = penetrate ? counted(f) - 1 : counted(f);
          if (compound) value += extra;
          else {
            push(value);
            value = extra;
          }
        }
      }
      push(value);
    }
    let from = 0;
    let to = size;
    if (keep) {
      const kept = keep.mode === 'keep' ? Math.min(keep.count, size) : Math.max(0, size - keep.count);
      const highest = (keep.mode === 'keep') === (keep.which === 'highest');
      // Sorted in place; which of equal dice is kept does not change the total.
      pool.subarray(0, size).sort();
      from = highest ? size - kept : 0;
      to = highest ? size : kept;
    }
    let total = 0;
    for (let i = from; i < to; i++) {
      const v = pool[i]!;
      if (hits) total += hits(v) ? 1 : misses?.(v) ? -1 : 0;
      else total += v;
    }
    return total;
  };
}
