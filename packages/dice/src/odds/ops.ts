import {
  combineTruncated,
  constant,
  convolve,
  type Distribution,
  holesOnly,
  isPossible,
  possibleMask,
} from '../distribution.js';
import { ETA, type FloatError, productError, SLACK, sumError, U } from './float-error.js';
import { countEntries, countSteps, OBJECT_STEPS } from './meter.js';

/** Exact counts are carried through a combination while it takes at most this many products. */
const MAX_EXACT_PAIRS = 4_000_000;

/**
 * The distribution of `n` independent copies summed, by squaring (about log2(n) convolutions).
 *
 * @example
 * power(uniformDie(6), 3); // 3d6
 */
export function power(d: Distribution, n: number): Distribution {
  let result = constant(0);
  // Exact fractions while the denominator total^n stays within 256 bits, as for sums of plain dice.
  const exact = d.counts && d.total !== undefined && n * Math.log2(Math.max(2, Number(d.total))) <= 256;
  let base: Distribution = exact
    ? d
    : {
        min: d.min,
        probabilities: d.probabilities,
        ...(d.truncated ? { truncated: d.truncated } : {}),
        ...(d.cutFrom === undefined ? {} : { cutFrom: d.cutFrom }),
        ...(d.cutTo === undefined ? {} : { cutTo: d.cutTo }),
        ...(d.error ? { error: d.error } : {}),
        ...holesOnly(possibleMask(d)),
      };
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = convolve(result, base);
    if (k > 1) base = convolve(base, base);
  }
  return result;
}

/** A distribution from values and weights (floats, with exact counts over `total` when given). */
export function fromEntries(
  entries: readonly { value: number; p: number; count?: bigint }[],
  total?: bigint,
  truncated?: number,
  error?: FloatError,
): Distribution {
  // Nothing left (every path was cut): no mass at all, and all of it reported as truncated.
  if (entries.length === 0) return { min: 0, probabilities: Float64Array.of(0), truncated: truncated ?? 1 };
  let lo = Infinity;
  let hi = -Infinity;
  for (const e of entries) {
    if (e.value < lo) lo = e.value;
    if (e.value > hi) hi = e.value;
  }
  const exact = total !== undefined && entries.every((e) => e.count !== undefined);
  countSteps(entries.length);
  countEntries(exact ? 2 * (hi - lo + 1) : hi - lo + 1);
  const probabilities = new Float64Array(hi - lo + 1);
  const counts = exact ? new Array<bigint>(hi - lo + 1).fill(0n) : undefined;
  // Without counts, the totals the entries make are kept: every entry is a possible total, whatever its float.
  const possible = counts ? undefined : new Uint8Array(hi - lo + 1);
  for (const e of entries) {
    probabilities[e.value - lo]! += e.p;
    if (counts) counts[e.value - lo]! += e.count!;
    if (possible) possible[e.value - lo] = 1;
  }
  return {
    min: lo,
    probabilities,
    ...(counts ? { counts, total } : {}),
    ...(truncated ? { truncated } : {}),
    ...(error ? { error } : {}),
    ...holesOnly(possible),
  };
}

/** The distribution of f(X). */
export function mapValues(d: Distribution, f: (value: number) => number): Distribution {
  const entries: { value: number; p: number; count?: bigint }[] = [];
  countEntries(d.probabilities.length);
  countSteps(OBJECT_STEPS * d.probabilities.length);
  d.probabilities.forEach((p, i) => {
    const count = d.counts?.[i];
    // A zero that may be an underflowed possible total is mapped too; a total no outcome makes is not.
    if (!isPossible(d, i)) return;
    entries.push(count === undefined ? { value: f(d.min + i), p } : { value: f(d.min + i), p, count });
  });
  const error = d.error ? sumError(d.error, entries.length) : undefined;
  return fromEntries(entries, d.counts ? d.total : undefined, d.truncated, error);
}

/** The distribution of f(X, Y) for independent X and Y, over their joint values (two passes: the range, then the sums). */
export function combine(a: Distribution, b: Distribution, f: (x: number, y: number) => number): Distribution {
  const exact = a.counts && b.counts && a.probabilities.length * b.probabilities.length <= MAX_EXACT_PAIRS;
  const pa = a.probabilities;
  const pb = b.probabilities;
  let lo = Infinity;
  let hi = -Infinity;
  countSteps(2 * pa.length * pb.length);
  // Zeros that may be underflowed possible values are combined too: the lowest and highest stay exact.
  const ma = possibleMask(a);
  const mb = possibleMask(b);
  const possibleA = (i: number) => !ma || ma[i] === 1;
  const possibleB = (j: number) => !mb || mb[j] === 1;
  for (let i = 0; i < pa.length; i++) {
    if (!possibleA(i)) continue;
    for (let j = 0; j < pb.length; j++) {
      if (!possibleB(j)) continue;
      const v = f(a.min + i, b.min + j);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (lo === Infinity) return constant(0);
  countEntries(exact ? 2 * (hi - lo + 1) : hi - lo + 1);
  const probabilities = new Float64Array(hi - lo + 1);
  const counts = exact ? new Array<bigint>(hi - lo + 1).fill(0n) : undefined;
  // Without counts, the totals the pairs make are kept (a float of 0 among them may be an underflowed one).
  const possible = counts ? undefined : new Uint8Array(hi - lo + 1);
  for (let i = 0; i < pa.length; i++) {
    if (!possibleA(i)) continue;
    const p = pa[i]!;
    const ca = a.counts?.[i] ?? 0n;
    for (let j = 0; j < pb.length; j++) {
      if (!possibleB(j)) continue;
      const q = pb[j]!;
      const cb = b.counts?.[j] ?? 0n;
      const at = f(a.min + i, b.min + j) - lo;
      probabilities[at]! += p * q;
      if (counts) counts[at]! += ca * cb;
      if (possible) possible[at] = 1;
    }
  }
  const truncated = combineTruncated(a.truncated, b.truncated);
  const error = a.error && b.error ? productError(a.error, b.error, pa.length * pb.length) : undefined;
  return {
    min: lo,
    probabilities,
    ...(counts ? { counts, total: a.total! * b.total! } : {}),
    ...(truncated ? { truncated } : {}),
    ...(error ? { error } : {}),
    ...holesOnly(possible),
  };
}

/**
 * The mixture Σ weight_i · D_i (floats only), with the mass left out added to `truncated`. Its error is bounded when
 * every part's is and the weights are exact (as the series' weights of 1 are): each total is a sum of at most
 * parts.length non-negative products.
 */
export function mixture(
  parts: readonly { weight: number; dist: Distribution }[],
  leftOut = 0,
  weightError = 0,
): Distribution {
  let lo = Infinity;
  let hi = -Infinity;
  for (const { weight, dist } of parts) {
    if (weight === 0) continue;
    lo = Math.min(lo, dist.min);
    hi = Math.max(hi, dist.min + dist.probabilities.length - 1);
  }
  if (lo === Infinity) return { ...constant(0), truncated: 1 };
  countEntries(hi - lo + 1);
  countSteps(parts.reduce((t, part) => t + part.dist.probabilities.length, 0));
  const probabilities = new Float64Array(hi - lo + 1);
  let truncated = leftOut;
  for (const { weight, dist } of parts) {
    if (weight === 0) continue;
    const off = dist.min - lo;
    dist.probabilities.forEach((p, i) => {
      probabilities[off + i]! += weight * p;
    });
    truncated += weight * (dist.truncated ?? 0);
  }
  const error = mixtureError(parts, weightError);
  const possible = (error?.absolute ?? 0) > 0 ? unionOfPossible(parts, lo, hi) : undefined;
  return {
    min: lo,
    probabilities,
    ...(truncated > 0 ? { truncated } : {}),
    ...(error ? { error } : {}),
    ...holesOnly(possible),
  };
}

/** The totals some part of a mixture makes, over lo..hi. */
function unionOfPossible(parts: readonly { weight: number; dist: Distribution }[], lo: number, hi: number) {
  countEntries(hi - lo + 1);
  const possible = new Uint8Array(hi - lo + 1);
  for (const { weight, dist } of parts) {
    if (weight === 0) continue;
    const mask = possibleMask(dist);
    const off = dist.min - lo;
    for (let i = 0; i < dist.probabilities.length; i++) if (!mask || mask[i] === 1) possible[off + i] = 1;
  }
  return possible;
}

/**
 * The error of a mixture of parts with bounded errors, its weights each within `weightError` of their truth (0: exact
 * weights); undefined if any part's is not bounded.
 */
function mixtureError(
  parts: readonly { weight: number; dist: Distribution }[],
  weightError: number,
): FloatError | undefined {
  if (!(weightError < 1e-6)) return undefined;
  let relative = 0;
  let absolute = 0;
  let log2Smallest = 0;
  let live = 0;
  for (const { weight, dist } of parts) {
    if (weight === 0) continue;
    const e = dist.error;
    if (!e) return undefined;
    live++;
    relative = Math.max(relative, e.relative);
    absolute += weight * e.absolute * (1 + weightError);
    log2Smallest = Math.min(log2Smallest, e.log2Smallest + Math.log2(weight) - 1);
  }
  // One product and at most live - 1 additions per total: γ(live) more.
  const g = ((live * U) / (1 - live * U) + weightError) * (1 + weightError);
  const underflow = absolute > 0 || log2Smallest < -1000 ? live * ETA : 0;
  return {
    relative: (relative + g + relative * g) * SLACK,
    absolute: (absolute * (1 + g) + underflow) * SLACK,
    log2Smallest,
  };
}
