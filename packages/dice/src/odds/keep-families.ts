import type { Distribution } from '../distribution.js';
import { countEstimate } from './estimate-meter.js';
import { extremesOf } from './extremes.js';
import { countEntries, countSteps, VISIT_STEPS } from './meter.js';

/** Identical, independent dice: how many, and the distribution of one (by value). */
export interface Family {
  readonly count: number;
  readonly dist: Distribution;
}

const lnFactorials: number[] = [0];
/** ln(n!), from a table grown as needed. */
export function lnFactorial(n: number): number {
  for (let i = lnFactorials.length; i <= n; i++) lnFactorials.push(lnFactorials[i - 1]! + Math.log(i));
  return lnFactorials[n]!;
}

/** P(exactly c of r dice at a value) given all r are at or below it: at = P(at) / P(at or below). */
function binomialPmf(r: number, c: number, at: number): number {
  if (at <= 0) return c === 0 ? 1 : 0;
  if (at >= 1) return c === r ? 1 : 0;
  return Math.exp(
    lnFactorial(r) - lnFactorial(c) - lnFactorial(r - c) + c * Math.log(at) + (r - c) * Math.log1p(-at),
  );
}

/**
 * Steps of {@link keepFamilies}, for the cost estimate: values x states x (ways to place dice at a value x sums, and
 * {@link VISIT_STEPS} of each state's own work). States are the placements of fewer than k dice among the families;
 * at one value, a state moves in about k ways (the families that can show it; mostly one, as when the exploding
 * faces are apart from the others).
 *
 * @example
 * keepFamiliesWork(6, 3, 2, 18); // 6 * 6 * (3 * 18 + 200)
 */
export function keepFamiliesWork(values: number, k: number, families: number, width: number): number {
  countEstimate(families);
  let states = 1;
  for (let i = 0; i < families; i++) states = (states * (k + i)) / (i + 1);
  return values * states * (k * width + VISIT_STEPS);
}

/**
 * The distribution of the sum of `contribution(v)` over the `k` most preferred dice of a pool made of
 * families of independent dice (highest values first, or lowest), by dynamic programming over order
 * statistics: values are visited in order of preference, tracking how many dice of each family are placed
 * (while fewer than k) and the sum so far; once k are placed the rest cannot matter. Faces are never enumerated.
 * Among equal values which die is kept does not change the sum.
 *
 * @example
 * keepFamilies([{ count: 4, dist: uniformDie(6) }], 3, true, (v) => v); // 4d6kh3
 */
export function keepFamilies(
  families: readonly Family[],
  k: number,
  highest: boolean,
  contribution: (value: number) => number,
): Distribution {
  const live = families.filter((f) => f.count > 0);
  const totalDice = live.reduce((t, f) => t + f.count, 0);
  k = Math.min(k, totalDice);
  if (k <= 0) return { min: 0, probabilities: Float64Array.of(1) };
  // The values any family can show, in order of preference.
  const valueSet = new Set<number>();
  for (const f of live) {
    f.dist.probabilities.forEach((p, i) => {
      if (p > 0) valueSet.add(f.dist.min + i);
    });
  }
  const values = [...valueSet].sort((a, b) => (highest ? b - a : a - b));
  const F = live.length;
  // at[i][j]: P(family i shows value j); below[i][j]: P(it shows a value less preferred than j).
  const at = live.map((f) => values.map((v) => f.dist.probabilities[v - f.dist.min] ?? 0));
  const below = at.map((row) => {
    const out = new Array<number>(row.length).fill(0);
    for (let j = row.length - 2; j >= 0; j--) out[j] = out[j + 1]! + row[j + 1]!;
    return out;
  });
  const contributions = values.map(contribution);
  const { lo: gLo, hi: gHi } = extremesOf(contributions, 0);
  const base = k * gLo;
  const width = k * (gHi - gLo) + 1;
  // States: how many dice of each family are placed, fewer than k in all.
  const states: number[][] = [];
  const index = new Map<string, number>();
  const enumerate = (prefix: number[], left: number) => {
    if (prefix.length === F) {
      index.set(prefix.join(','), states.length);
      states.push(prefix.slice());
      return;
    }
    const cap = Math.min(left, live[prefix.length]!.count);
    for (let c = 0; c <= cap; c++) enumerate([...prefix, c], left - c);
  };
  enumerate([], k - 1);
  let rows: (Float64Array | undefined)[] = new Array(states.length);
  rows[index.get(new Array(F).fill(0).join(','))!] = (() => {
    const r = new Float64Array(width);
    r[-base] = 1;
    return r;
  })();
  countEntries(2 * width);
  const done = new Float64Array(width);
  for (let j = 0; j < values.length; j++) {
    countSteps(VISIT_STEPS * states.length);
    const g = contributions[j]!;
    const next: (Float64Array | undefined)[] = new Array(states.length);
    for (let s = 0; s < states.length; s++) {
      const row = rows[s];
      if (!row) continue;
      const placed = states[s]!;
      const need = k - placed.reduce((a, b) => a + b, 0);
      // Per family: P(c of its remaining dice at this value | all at or below it), c < need.
      const pmfs = placed.map((m, i) => {
        const r = live[i]!.count - m;
        const atOrBelow = at[i]![j]! + below[i]![j]!;
        const p = atOrBelow > 0 ? at[i]![j]! / atOrBelow : 0;
        const list: number[] = [];
        for (let c = 0; c < need && c <= r; c++)
          list.push(r === 0 ? (c === 0 ? 1 : 0) : binomialPmf(r, c, p));
        return list;
      });
      let stay = 0;
      const visit = (i: number, c: number[], weight: number, sum: number) => {
        if (weight === 0) return;
        if (i === F) {
          stay += weight;
          const target = c.map((x, t) => x + placed[t]!);
          const t = index.get(target.join(','))!;
          let out = next[t];
          if (!out) {
            countEntries(width);
            out = new Float64Array(width);
            next[t] = out;
          }
          countSteps(width);
          const shift = sum * g;
          for (let x = 0; x < width; x++) {
            const q = row[x]!;
            if (q !== 0) out[x + shift]! += q * weight;
          }
          return;
        }
        const pmf = pmfs[i]!;
        for (let x = 0; x < pmf.length && sum + x < need; x++) {
          c.push(x);
          visit(i + 1, c, weight * pmf[x]!, sum + x);
          c.pop();
        }
      };
      visit(0, [], 1, 0);
      const absorbed = Math.max(0, 1 - stay);
      if (absorbed > 0) {
        countSteps(width);
        const shift = need * g;
        for (let x = 0; x < width; x++) {
          const q = row[x]!;
          if (q !== 0) done[x + shift]! += q * absorbed;
        }
      }
    }
    rows = next;
  }
  return trimFloat(base, done);
}

function trimFloat(min: number, p: Float64Array): Distribution {
  let lo = 0;
  let hi = p.length - 1;
  while (lo < hi && p[lo] === 0) lo++;
  while (hi > lo && p[hi] === 0) hi--;
  return { min: min + lo, probabilities: p.slice(lo, hi + 1) };
}
