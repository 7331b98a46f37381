// Two samples of times compared as distributions, whatever the machine's speed: the Mann–Whitney U test
// (ranks only, so scaling every time by the same factor changes nothing) and the accuracy of the best
// one-sample classifier (a threshold on one time: how often one answer tells which sample it came from).
// Used by the hidden-answer timing test and by the bench (bench/hidden-timing.mjs).

/**
 * The Mann–Whitney U test of `a` against `b`: `z` (normal approximation, ties averaged and corrected for)
 * and its two-sided p-value. Negative `z`: `a` tends to be smaller.
 *
 * @example
 * mannWhitney([1, 2, 3], [4, 5, 6]).z; // about -1.96
 */
export function mannWhitney(a, b) {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const ranks = new Array(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].v === all[i].v) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[k] = rank;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    i = j + 1;
  }
  let rankSumA = 0;
  for (let k = 0; k < all.length; k++) if (all[k].g === 0) rankSumA += ranks[k];
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  const z = variance > 0 ? (u - mean) / Math.sqrt(variance) : 0;
  return { z, p: 2 * normalTail(Math.abs(z)) };
}

/**
 * The best accuracy of telling `a` from `b` by one value and a threshold (either direction), with the two
 * samples weighed equally: 0.5 is chance.
 *
 * @example
 * classifierAccuracy([1, 2], [3, 4]); // 1
 */
export function classifierAccuracy(a, b) {
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  let belowA = 0;
  let belowB = 0;
  let best = 0.5;
  for (let i = 0; i < all.length; i++) {
    if (all[i].g === 0) belowA++;
    else belowB++;
    if (i + 1 < all.length && all[i + 1].v === all[i].v) continue;
    // "a when at or below the threshold", and its opposite.
    const accuracy = (belowA / a.length + (1 - belowB / b.length)) / 2;
    best = Math.max(best, accuracy, 1 - accuracy);
  }
  return best;
}

/** The median of `values`. */
export function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** P(Z > z) for a standard normal Z (Abramowitz–Stegun 7.1.26 on erfc; error under 1.5e-7). */
function normalTail(z) {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return 0.5 * poly * Math.exp(-x * x);
}

/**
 * The Wilcoxon signed-rank test of paired samples (`a[i]` was taken beside `b[i]`, under the same load): `z`
 * (normal approximation; zero differences dropped, tied ranks averaged) and its two-sided p-value. Negative
 * `z`: `a` tends to be smaller.
 *
 * @example
 * signedRank([1, 2, 3], [2, 3, 4]).z; // negative
 */
export function signedRank(a, b) {
  const d = a.map((v, i) => v - b[i]).filter((x) => x !== 0);
  const sorted = d.map((x) => ({ x, abs: Math.abs(x) })).sort((p, q) => p.abs - q.abs);
  let positive = 0;
  let tieTerm = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1].abs === sorted[i].abs) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (sorted[k].x > 0) positive += rank;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    i = j + 1;
  }
  const n = sorted.length;
  const mean = (n * (n + 1)) / 4;
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48;
  const z = variance > 0 ? (positive - mean) / Math.sqrt(variance) : 0;
  return { z, p: 2 * normalTail(Math.abs(z)) };
}
