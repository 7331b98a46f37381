import { constant, convolve, type Distribution, shift } from '../distribution.js';
import { extremesOf } from './extremes.js';
import type { Family } from './keep-families.js';
import { lnFactorial } from './keep-families.js';
import { countEntries, countSteps } from './meter.js';
import { power } from './ops.js';

function binomialPmf(r: number, c: number, p: number): number {
  if (p <= 0) return c === 0 ? 1 : 0;
  if (p >= 1) return c === r ? 1 : 0;
  return Math.exp(
    lnFactorial(r) - lnFactorial(c) - lnFactorial(r - c) + c * Math.log(p) + (r - c) * Math.log1p(-p),
  );
}

/**
 * Dropping the d least preferred dice of a pool of families (lowest first for `dl`, highest first for `dh`)
 * and summing `contribution` over the rest, for pools whose kept count is large (a pool that grows with its
 * explosions). Values are visited in the order dice are dropped, tracking only how many of each family are
 * dropped (fewer than d); once d are dropped, the kept dice are the extra ones on that value and every die
 * past it, whose sum is a convolution power of each family's distribution past the value:
 * P(kept = s) = P(all r at or past v, sum s + need·g(v)) − Σ over fewer than `need` on v.
 *
 * @example
 * dropFamilies([{ count: 4, dist: uniformDie(6) }], 1, true, (v) => v); // 4d6dl1
 */
export function dropFamilies(
  families: readonly Family[],
  d: number,
  lowestFirst: boolean,
  contribution: (value: number) => number,
): Distribution {
  const live = families.filter((f) => f.count > 0);
  const totalDice = live.reduce((t, f) => t + f.count, 0);
  if (d >= totalDice) return constant(0);
  const F = live.length;
  const valueSet = new Set<number>();
  for (const f of live) {
    f.dist.probabilities.forEach((p, i) => {
      if (p > 0) valueSet.add(f.dist.min + i);
    });
  }
  const values = [...valueSet].sort((a, b) => (lowestFirst ? a - b : b - a));
  const at = live.map((f) => values.map((v) => f.dist.probabilities[v - f.dist.min] ?? 0));
  const after = at.map((row) => {
    const out = new Array<number>(row.length).fill(0);
    for (let j = row.length - 2; j >= 0; j--) out[j] = out[j + 1]! + row[j + 1]!;
    return out;
  });
  const powerOf = (i: number, j: number, strictly: boolean, r: number): Distribution | undefined =>
    r === 0
      ? constant(0)
      : conditionedPower(live[i]!.dist, values[j]!, strictly, lowestFirst, r, contribution);
  const states: number[][] = [];
  const index = new Map<string, number>();
  const enumerate = (prefix: number[], left: number) => {
    if (prefix.length === F) {
      index.set(prefix.join(','), states.length);
      states.push(prefix.slice());
      return;
    }
    for (let c = 0; c <= Math.min(left, live[prefix.length]!.count); c++) enumerate([...prefix, c], left - c);
  };
  enumerate([], d - 1);
  let weights = new Float64Array(states.length);
  weights[index.get(new Array(F).fill(0).join(','))!] = 1;
  const parts: Distribution[] = [];
  const partWeights: number[] = [];
  for (let j = 0; j < values.length; j++) {
    const g = contribution(values[j]!);
    countEntries(states.length);
    const next = new Float64Array(states.length);
    for (let s = 0; s < states.length; s++) {
      const w = weights[s]!;
      if (w === 0) continue;
      const dropped = states[s]!;
      const need = d - dropped.reduce((a, b) => a + b, 0);
      const remaining = dropped.map((m, i) => live[i]!.count - m);
      const pAt = remaining.map((_, i) => {
        const here = at[i]![j]! + after[i]![j]!;
        return here > 0 ? at[i]![j]! / here : 0;
      });
      // Everything at or past v, then take away the ways with fewer than `need` on v.
      let all: Distribution | undefined = constant(0);
      for (let i = 0; i < F && all; i++) {
        const p = powerOf(i, j, false, remaining[i]!);
        all = p ? convolve(all, p) : remaining[i] === 0 ? all : undefined;
      }
      if (!all) continue;
      let absorbed = shift(all, -need * g);
      let stay = 0;
      const visit = (i: number, c: number[], p: number, sum: number) => {
        if (p === 0) return;
        if (i === F) {
          stay += p;
          const t = index.get(c.map((x, k) => x + dropped[k]!).join(','))!;
          next[t]! += w * p;
          let rest: Distribution | undefined = constant(0);
          for (let k = 0; k < F && rest; k++) {
            const q = powerOf(k, j, true, remaining[k]! - c[k]!);
            rest = q ? convolve(rest, q) : remaining[k]! - c[k]! === 0 ? rest : undefined;
          }
          if (rest) absorbed = subtract(absorbed, scaled(shift(rest, (sum - need) * g), p));
          return;
        }
        for (let x = 0; x <= remaining[i]! && sum + x < need; x++) {
          c.push(x);
          visit(i + 1, c, p * binomialPmf(remaining[i]!, x, pAt[i]!), sum + x);
          c.pop();
        }
      };
      visit(0, [], 1, 0);
      if (1 - stay > 0) {
        parts.push(absorbed);
        partWeights.push(w);
      }
    }
    weights = next;
  }
  return sumParts(parts, partWeights);
}

/** Powers of each family's distribution past a value, kept across the options of a mixture (same families). */
const powerCache = new WeakMap<
  Distribution,
  WeakMap<(v: number) => number, Map<string, Distribution | undefined>>
>();

/** The sum of r dice of `dist`, each conditioned past `value` (in drop order), in contribution space. */
function conditionedPower(
  dist: Distribution,
  value: number,
  strictly: boolean,
  lowestFirst: boolean,
  r: number,
  contribution: (value: number) => number,
): Distribution | undefined {
  let byContribution = powerCache.get(dist);
  if (!byContribution) {
    byContribution = new WeakMap();
    powerCache.set(dist, byContribution);
  }
  let byKey = byContribution.get(contribution);
  if (!byKey) {
    byKey = new Map();
    byContribution.set(contribution, byKey);
  }
  const key = `${value},${strictly},${lowestFirst},${r}`;
  if (byKey.has(key)) return byKey.get(key);
  const entries = new Map<number, number>();
  let mass = 0;
  dist.probabilities.forEach((p, i) => {
    const v = dist.min + i;
    const past = lowestFirst
      ? v > value || (!strictly && v === value)
      : v < value || (!strictly && v === value);
    if (p > 0 && past) {
      const g = contribution(v);
      entries.set(g, (entries.get(g) ?? 0) + p);
      mass += p;
    }
  });
  let result: Distribution | undefined;
  if (mass > 0) {
    const { lo, hi } = extremesOf(entries.keys());
    countEntries(hi - lo + 1);
    const probabilities = new Float64Array(hi - lo + 1);
    for (const [g, p] of entries) probabilities[g - lo] = p / mass;
    result = power({ min: lo, probabilities }, r);
  }
  byKey.set(key, result);
  return result;
}

function scaled(d: Distribution, by: number): Distribution {
  countEntries(d.probabilities.length);
  return { min: d.min, probabilities: d.probabilities.map((p) => p * by) };
}

function subtract(a: Distribution, b: Distribution): Distribution {
  const lo = Math.min(a.min, b.min);
  const hi = Math.max(a.min + a.probabilities.length, b.min + b.probabilities.length);
  countEntries(hi - lo);
  countSteps(a.probabilities.length + b.probabilities.length);
  const out = new Float64Array(hi - lo);
  a.probabilities.forEach((p, i) => {
    out[a.min - lo + i]! += p;
  });
  b.probabilities.forEach((p, i) => {
    out[b.min - lo + i]! -= p;
  });
  return { min: lo, probabilities: out };
}

function sumParts(parts: readonly Distribution[], weights: readonly number[]): Distribution {
  if (parts.length === 0) return constant(0);
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of parts) {
    lo = Math.min(lo, p.min);
    hi = Math.max(hi, p.min + p.probabilities.length);
  }
  countEntries(2 * (hi - lo));
  countSteps(parts.reduce((t, p) => t + p.probabilities.length, 0));
  const out = new Float64Array(hi - lo);
  parts.forEach((p, k) => {
    const w = weights[k]!;
    p.probabilities.forEach((q, i) => {
      out[p.min - lo + i]! += w * q;
    });
  });
  // Differences of nearly equal sums can leave -1e-17 where 0 is meant.
  for (let i = 0; i < out.length; i++) if (out[i]! < 0) out[i] = 0;
  let a = 0;
  let b = out.length - 1;
  while (a < b && out[a] === 0) a++;
  while (b > a && out[b] === 0) b--;
  return { min: lo + a, probabilities: out.slice(a, b + 1) };
}
