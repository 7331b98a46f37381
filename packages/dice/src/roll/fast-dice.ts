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
  const natural = faces
    ? (): number => {
        let word = source.nextUint32();
        while (word >= limit) word = source.nextUint32();
        return faces[word % sides]!;
      }
    : (): number => {
        let word = source.nextUint32();
        while (word >= limit) word = source.nextUint32();
        return (word % sides) + 1;
      };
  const rerollOn = reroll?.at.op === '=' ? reroll.at.value : undefined;
  const draw =
    rerollOn !== undefined
      ? (): number => {
          // The common `r1`: compared inline.
          let f = natural();
          for (let r = 0; r < maxRerolls && f === rerollOn; r++) f = natural();
          return f;
        }
      : rerolls
        ? (): number => {
            let f = natural();
            for (let r = 0; r < maxRerolls && rerolls(f); r++) f = natural();
            return f;
          }
        : natural;
  const counted = clamp ? (f: number) => Math.min(hi, Math.max(lo, f)) : (f: number) => f;
  const add = hits ? (v: number) => (hits(v) ? 1 : misses?.(v) ? -1 : 0) : (v: number) => v;
  /** Rolls one die with its explosions; `each` gets every die of the pool it makes (one when compounding). */
  const rollOne = (each: (value: number) => void) => {
    let f = draw();
    let value = counted(f);
    if (explodes) {
      for (let n = 0; n < LIMITS.maxRepeatsPerDie && explodes(f); n++) {
        f = draw();
        const extra = penetrate ? counted(f) - 1 : counted(f);
        if (compound) value += extra;
        else {
          each(value);
          value = extra;
        }
      }
    }
    each(value);
  };
  let total = 0;
  const sum = (v: number) => {
    total += add(v);
  };
  if (!keep) {
    // No pool needed: each die adds its value (or its success) as it is drawn.
    if (!explodes && !clamp && !hits) {
      return (given) => {
        source = given;
        let t = 0;
        for (let i = 0; i < count; i++) t += draw();
        return t;
      };
    }
    return (given) => {
      source = given;
      total = 0;
      for (let i = 0; i < count; i++) rollOne(sum);
      return total;
    };
  }
  const kept = (size: number) =>
    keep.mode === 'keep' ? Math.min(keep.count, size) : Math.max(0, size - keep.count);
  const highest = (keep.mode === 'keep') === (keep.which === 'highest');
  return (given) => {
    source = given;
    size = 0;
    if (explodes) for (let i = 0; i < count; i++) rollOne(push);
    else {
      // A pool that cannot grow: its dice straight into the array.
      for (let i = 0; i < count; i++) pool[i] = counted(draw());
      size = count;
    }
    // Sorted ascending in place (insertion sort for the handful of dice most pools have); which of equal
    // dice is kept does not change the total.
    if (size <= 32) {
      for (let i = 1; i < size; i++) {
        const v = pool[i]!;
        let j = i - 1;
        while (j >= 0 && pool[j]! > v) {
          pool[j + 1] = pool[j]!;
          j--;
        }
        pool[j + 1] = v;
      }
    } else pool.subarray(0, size).sort();
    const k = kept(size);
    const from = highest ? size - k : 0;
    const to = highest ? size : k;
    let t = 0;
    if (hits) for (let i = from; i < to; i++) t += add(pool[i]!);
    else for (let i = from; i < to; i++) t += pool[i]!;
    return t;
  };
}
