import { countEntries, countSteps } from './meter.js';

/** One family of identical dice for {@link keepSupport}: how many, and which values one die can show. */
export interface SupportFamily {
  readonly count: number;
  readonly values: ReadonlySet<number>;
}

/**
 * The totals keeping the `k` most preferred dice of a pool can make (issue 37: `700dFkh2`'s -2, all 700 dice on -1,
 * is 3^-700 likely and underflows in any float; the support must be exact all the same). The same walk as
 * `keepFamilies` over the values in order of preference, with a yes or no for each sum in place of a probability:
 * at a value, each family puts some of its remaining dice there (none where it cannot show it, all where it can show
 * nothing less preferred) and keeps the rest for later values. A family of more than k dice has the same totals as
 * one of k (its dice beyond the kept ones can always show the value kept last or less), so counts are capped at k
 * and the walk is as small as the float one's at its smallest.
 *
 * @example
 * keepSupport([{ count: 700, values: new Set([-1, 0, 1]) }], 2, true, (v) => v); // { min: -2, possible: [1,1,1,1,1] }
 */
export function keepSupport(
  families: readonly SupportFamily[],
  k: number,
  highest: boolean,
  contribution: (value: number) => number,
): { min: number; possible: Uint8Array } {
  const live = families.filter((f) => f.count > 0 && f.values.size > 0);
  const counts = live.map((f) => Math.min(f.count, k));
  k = Math.min(
    k,
    counts.reduce((a, b) => a + b, 0),
  );
  const valueSet = new Set<number>();
  for (const f of live) for (const v of f.values) valueSet.add(v);
  const values = [...valueSet].sort((a, b) => (highest ? b - a : a - b));
  const g = values.map(contribution);
  const lo = Math.min(0, ...g);
  const hi = Math.max(0, ...g);
  const base = k * lo;
  const width = k * (hi - lo) + 1;
  countEntries(width);
  const done = new Uint8Array(width);
  if (k <= 0) {
    done[-base] = 1;
    return trimmed(base, done);
  }
  // Whether family i can show value j, and whether it can show one less preferred.
  const at = live.map((f) => values.map((v) => f.values.has(v)));
  const below = at.map((row) => row.map((_, j) => row.slice(j + 1).includes(true)));
  // States: how many of each family's dice are placed (fewer than k in all), each with the sums it reaches.
  let rows = new Map<string, { placed: number[]; sums: Uint8Array }>();
  const start = new Uint8Array(width);
  start[-base] = 1;
  rows.set(new Array(live.length).fill(0).join(','), { placed: new Array(live.length).fill(0), sums: start });
  for (let j = 0; j < values.length && rows.size > 0; j++) {
    const next = new Map<string, { placed: number[]; sums: Uint8Array }>();
    for (const { placed, sums } of rows.values()) {
      const need = k - placed.reduce((a, b) => a + b, 0);
      // How many of each family's remaining dice may stand on this value (more than `need` counts as `need`).
      const choices = placed.map((m, i) => {
        const r = counts[i]! - m;
        const out = new Set<number>();
        for (let x = 0; x <= r; x++) {
          if (x > 0 && !at[i]![j]) break;
          if (x < r && !below[i]![j]) continue;
          out.add(Math.min(x, need));
        }
        return [...out];
      });
      const visit = (i: number, xs: number[], sum: number) => {
        if (i === live.length) {
          countSteps(width);
          const shift = Math.min(sum, need) * g[j]!;
          if (sum >= need) {
            for (let s = 0; s < width; s++) if (sums[s]) done[s + shift] = 1;
            return;
          }
          const target = xs.map((x, t) => x + placed[t]!);
          const key = target.join(',');
          let row = next.get(key);
          if (!row) {
            countEntries(width);
            row = { placed: target, sums: new Uint8Array(width) };
            next.set(key, row);
          }
          for (let s = 0; s < width; s++) if (sums[s]) row.sums[s + shift] = 1;
          return;
        }
        for (const x of choices[i]!) {
          xs.push(x);
          visit(i + 1, xs, sum + x);
          xs.pop();
        }
      };
      visit(0, [], 0);
    }
    rows = next;
  }
  return trimmed(base, done);
}

function trimmed(base: number, done: Uint8Array): { min: number; possible: Uint8Array } {
  let a = 0;
  let b = done.length - 1;
  while (a < b && !done[a]) a++;
  while (b > a && !done[b]) b--;
  return { min: base + a, possible: done.slice(a, b + 1) };
}
