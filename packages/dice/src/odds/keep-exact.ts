import type { Distribution } from '../distribution.js';
import { extremesOf } from './extremes.js';
import { fromFraction } from './float-error.js';
import { countEntries, countSteps } from './meter.js';

/** Exact counts are worth their cost while the denominator total^n has at most this many bits... */
const MAX_EXACT_BITS = 256;
/** ...and the bigint steps stay this few. */
const MAX_EXACT_STEPS = 500_000;

function binomial(n: number, k: number): bigint {
  let value = 1n;
  for (let i = 0; i < k; i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
}

/**
 * The exact counts of keeping the k most preferred of n identical dice with any faces (Fate, custom, after
 * rerolls or `min`/`max`), summing `contribution(v)`: the order statistics of `keepHighest`, in bigint over
 * total^n. Placements at a value are counted as C(r, c) · count(v)^c, the rest deferred to lower values; a
 * state is absorbed once k are placed, by all ways its remaining dice can sit at or below the value with at
 * least the number still needed on it. `undefined` when the counts would be too large to be worth it.
 *
 * @example
 * keepExact(4, fate, 2, true, (v) => v); // 4dFkh2, with fractions
 */
export function keepExact(
  n: number,
  dist: Distribution,
  k: number,
  highest: boolean,
  contribution: (value: number) => number,
): Distribution | undefined {
  const { counts, total } = dist;
  if (!counts || total === undefined || k <= 0 || k >= n) return undefined;
  if (n * Math.log2(Math.max(2, Number(total))) > MAX_EXACT_BITS) return undefined;
  const entries = counts.map((c, i) => ({ value: dist.min + i, count: c })).filter((e) => e.count > 0n);
  entries.sort((a, b) => (highest ? b.value - a.value : a.value - b.value));
  const g = entries.map((e) => contribution(e.value));
  const { lo: gLo, hi: gHi } = extremesOf(g, 0);
  const base = k * gLo;
  const width = k * (gHi - gLo) + 1;
  if (entries.length * k * k * width > MAX_EXACT_STEPS) return undefined;
  // below[j]: the count of faces less preferred than entry j.
  const below = new Array<bigint>(entries.length).fill(0n);
  for (let j = entries.length - 2; j >= 0; j--) below[j] = below[j + 1]! + entries[j + 1]!.count;
  let rows: (bigint[] | undefined)[] = new Array(k);
  countEntries(2 * width);
  rows[0] = new Array<bigint>(width).fill(0n);
  rows[0][-base] = 1n;
  const done = new Array<bigint>(width).fill(0n);
  for (let j = 0; j < entries.length; j++) {
    const at = entries[j]!.count;
    const under = below[j]!;
    const next: (bigint[] | undefined)[] = new Array(k);
    for (let m = 0; m < k; m++) {
      const row = rows[m];
      if (!row) continue;
      const r = n - m;
      const need = k - m;
      const ways: bigint[] = [];
      let fewer = 0n;
      for (let c = 0; c < need && c <= r; c++) {
        const w = binomial(r, c) * at ** BigInt(c);
        ways.push(w);
        fewer += w * under ** BigInt(r - c);
      }
      const absorbed = (at + under) ** BigInt(r) - fewer;
      countSteps(width * (ways.length + 1));
      for (let s = 0; s < width; s++) {
        const q = row[s]!;
        if (q === 0n) continue;
        if (absorbed !== 0n) done[s + need * g[j]!]! += q * absorbed;
        for (let c = 0; c < ways.length; c++) {
          if (ways[c] === 0n) continue;
          let out = next[m + c];
          if (!out) {
            countEntries(width);
            out = new Array<bigint>(width).fill(0n);
            next[m + c] = out;
          }
          out[s + c * g[j]!]! += q * ways[c]!;
        }
      }
    }
    rows = next;
  }
  const all = total ** BigInt(n);
  let lo = 0;
  let hi = width - 1;
  while (lo < hi && done[lo] === 0n) lo++;
  while (hi > lo && done[hi] === 0n) hi--;
  const kept = done.slice(lo, hi + 1);
  return {
    min: base + lo,
    probabilities: Float64Array.from(kept, (c) => ratio(c, all)),
    counts: kept,
    total: all,
    error: fromFraction(all),
  };
}

/** c / d as a float, exact to rounding even when both exceed 2^1024. */
/** `ratio` of each count over one total, the total's shift found once. */
export function ratios(counts: readonly bigint[], total: bigint): Float64Array {
  countSteps(counts.length * (20 + total.toString(2).length));
  const shift = BigInt(Math.max(0, total.toString(2).length - 1000));
  const d = Number(total >> shift);
  return Float64Array.from(counts, (c) => (c === 0n ? 0 : Number(c >> shift) / d));
}

export function ratio(c: bigint, d: bigint): number {
  if (c === 0n) return 0;
  const shift = BigInt(Math.max(0, d.toString(2).length - 1000));
  return Number(c >> shift) / Number(d >> shift);
}
