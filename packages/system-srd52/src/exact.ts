import { formatFraction } from '@verdict/dice';

/**
 * An exact distribution over the integers `min .. min + counts.length - 1`: value `min + i` has probability
 * `counts[i] / total`. Every odds figure of this system is built from these, so every fraction is exact.
 */
export interface Exact {
  readonly min: number;
  readonly counts: readonly bigint[];
  readonly total: bigint;
}

/** The distribution that is always `value`. */
export function sure(value: number): Exact {
  return { min: value, counts: [1n], total: 1n };
}

/**
 * Adds one die with faces 1..sides to a distribution, by a running sum (each value's count is the sum of the
 * `sides` counts below it), so a die costs one pass over the values, not `sides` passes.
 *
 * @example
 * addDie(sure(0), 4).counts; // [1n, 1n, 1n, 1n] (min 1)
 */
export function addDie(d: Exact, sides: number): Exact {
  const n = d.counts.length;
  const out: bigint[] = new Array(n + sides - 1);
  let window = 0n;
  for (let i = 0; i < n + sides - 1; i++) {
    if (i < n) window += d.counts[i]!;
    if (i - sides >= 0) window -= d.counts[i - sides]!;
    out[i] = window;
  }
  return { min: d.min + 1, counts: out, total: d.total * BigInt(sides) };
}

/** The sum of `count` dice of `sides` sides. */
export function sumOfDice(count: number, sides: number): Exact {
  let d = sure(0);
  for (let i = 0; i < count; i++) d = addDie(d, sides);
  return d;
}

/** X + Y for independent X and Y. */
export function add(a: Exact, b: Exact): Exact {
  const out: bigint[] = new Array(a.counts.length + b.counts.length - 1).fill(0n);
  a.counts.forEach((x, i) => {
    if (x === 0n) return;
    b.counts.forEach((y, j) => {
      out[i + j] = out[i + j]! + x * y;
    });
  });
  return { min: a.min + b.min, counts: out, total: a.total * b.total };
}

/** -X. */
export function negate(d: Exact): Exact {
  return { min: -(d.min + d.counts.length - 1), counts: [...d.counts].reverse(), total: d.total };
}

/** X + k. */
export function shift(d: Exact, k: number): Exact {
  return { ...d, min: d.min + k };
}

/** f(X), for any integer function f. */
export function map(d: Exact, f: (value: number) => number): Exact {
  const by = new Map<number, bigint>();
  d.counts.forEach((count, i) => {
    if (count === 0n) return;
    const v = f(d.min + i);
    by.set(v, (by.get(v) ?? 0n) + count);
  });
  const values = [...by.keys()];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const counts: bigint[] = new Array(max - min + 1).fill(0n);
  for (const [v, c] of by) counts[v - min] = c;
  return { min, counts, total: d.total };
}

/** A mixture: `weights[i] / total` of `parts[i]` (weights summing to `total`). */
export function mix(parts: readonly { weight: bigint; d: Exact }[], total: bigint): Exact {
  const live = parts.filter((p) => p.weight > 0n);
  const denominator = live.reduce((acc, p) => acc * p.d.total, 1n);
  const min = Math.min(...live.map((p) => p.d.min));
  const max = Math.max(...live.map((p) => p.d.min + p.d.counts.length - 1));
  const counts: bigint[] = new Array(max - min + 1).fill(0n);
  for (const p of live) {
    const scale = (p.weight * denominator) / p.d.total;
    p.d.counts.forEach((c, i) => {
      counts[p.d.min + i - min] = counts[p.d.min + i - min]! + c * scale;
    });
  }
  return { min, counts, total: total * denominator };
}

/** P(X >= value) as a count over `d.total`. */
export function atLeast(d: Exact, value: number): bigint {
  let sum = 0n;
  d.counts.forEach((c, i) => {
    if (d.min + i >= value) sum += c;
  });
  return sum;
}

/** The exact mean as a fraction `[numerator, denominator]`. */
export function mean(d: Exact): [bigint, bigint] {
  let sum = 0n;
  d.counts.forEach((c, i) => {
    sum += c * BigInt(d.min + i);
  });
  return [sum, d.total];
}

/** A probability (count / total) as the odds' number and fraction. */
export function probability(count: bigint, total: bigint): { probability: number; fraction: string } {
  return { probability: ratio(count, total), fraction: formatFraction(count, total) };
}

/** count / total as a float, exact to the float's precision even when both are huge. */
export function ratio(count: bigint, total: bigint): number {
  if (count === 0n) return 0;
  if (count === total) return 1;
  // Within 2^-62 of the exact value, however large the two are.
  return Number((count << 62n) / total) / 2 ** 62;
}

/** The value list of a distribution for the odds tables: `{ value, probability, fraction }`, zero counts left out. */
export function table(d: Exact, key = 'value'): Record<string, number | string>[] {
  const rows: Record<string, number | string>[] = [];
  d.counts.forEach((c, i) => {
    if (c === 0n) return;
    rows.push({ [key]: d.min + i, ...probability(c, d.total) });
  });
  return rows;
}
