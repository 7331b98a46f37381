import { type FloatError, NO_ERROR, productError, roundedOnce } from './odds/float-error.js';
import { countEntries, countSteps } from './odds/meter.js';

/**
 * An exact probability distribution over the integers `min .. min + probabilities.length - 1`.
 * Probabilities are floats; `counts`/`total`, when present, are the exact fractions (count / total).
 */
export interface Distribution {
  readonly min: number;
  readonly probabilities: Float64Array;
  /** Exact numerators, one per value, when they were cheap to compute. */
  readonly counts?: readonly bigint[];
  /** The exact common denominator of `counts`. */
  readonly total?: bigint;
  /**
   * Probability left out: exploding and rerolling dice are summed as their exact series, cut where what
   * remains is below 1e-12 (or at the cap of 1,000 explosions per die); `probabilities` sum to 1 minus this.
   */
  readonly truncated?: number;
  /**
   * Where `truncated` is: the lowest total the mass the series cut can reach (absent with `truncated`, anywhere). Every
   * total below it is the series' own, within `error` alone (issue 37: `3d6!`'s cut lands past 100).
   */
  readonly cutFrom?: number;
  /**
   * Where `truncated` is, from above: the highest total the mass the series cut can reach (absent with `truncated`,
   * no bound above). A negated exploding term's cut is in its lower tail (issue 37: `20d6-1d6!`'s cut chains are its
   * lowest totals), so every total above it is the series' own, within `error` alone.
   */
  readonly cutTo?: number;
  /**
   * A bound on the rounding error of `probabilities` (each within `relative × p + absolute` of the true p), where
   * it was computed; absent where it was not (the distribution's `counts`, when present, are exact all the same).
   */
  readonly error?: FloatError;
  /**
   * Where zero floats may be possible totals that underflowed ({@link mayUnderflow}): 1 at each total some outcome
   * makes, 0 at each none can (a face no die has, a sum no faces reach). Absent, every zero of such a distribution
   * counts as possible.
   */
  readonly possible?: Uint8Array;
}

/** One value of a distribution. */
export interface Outcome {
  readonly value: number;
  readonly probability: number;
  /** Exact probability as "numerator/denominator" in lowest terms, when known. */
  readonly fraction?: string;
}

/** The distribution that is always `value`. */
export function constant(value: number): Distribution {
  return { min: value, probabilities: Float64Array.of(1), counts: [1n], total: 1n, error: NO_ERROR };
}

/** One fair die with faces 1..sides. */
export function uniformDie(sides: number): Distribution {
  countEntries(sides <= 100_000 ? 2 * sides : sides);
  return {
    min: 1,
    probabilities: new Float64Array(sides).fill(1 / sides),
    counts: sides <= 100_000 ? new Array<bigint>(sides).fill(1n) : undefined,
    total: BigInt(sides),
    error: roundedOnce(-Math.log2(sides)),
  };
}

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const [small, large] = a.probabilities.length <= b.probabilities.length ? [a, b] : [b, a];
  // X + c for a sure value c: a shift, nothing to compute or allocate (a T13 Dice Test without Proficiency Dice
  // convolved its one large die with 0 twice, allocating its exact counts anew each time: issue 25).
  if (isSure(small) && (small.counts !== undefined || large.counts === undefined)) {
    return trim({ ...large, min: large.min + small.min, ...cutShifted(large, small.min) });
  }
  const sp = small.probabilities;
  const lp = large.probabilities;
  countEntries(sp.length + lp.length - 1);
  countSteps(sp.length * lp.length);
  const out = new Float64Array(sp.length + lp.length - 1);
  const exact =
    small.counts && large.counts && small.total && large.total && sp.length * lp.length <= 4_000_000;
  const truncated = combineTruncated(a.truncated, b.truncated);
  const cutFrom = truncated === undefined ? Infinity : sumCut(a, b);
  const cutTo = truncated === undefined ? -Infinity : sumCutTo(a, b);
  const error = a.error && b.error ? productError(a.error, b.error, sp.length) : undefined;
  // Where the sum's floats may underflow, the totals its faces can make are summed alongside (in the same loop).
  const possible = !exact && (error?.absolute ?? 0) > 0 ? sumOfPossible(small, large, out) : undefined;
  if (!possible) {
    for (let i = 0; i < sp.length; i++) {
      const p = sp[i]!;
      if (p === 0) continue;
      for (let j = 0; j < lp.length; j++) out[i + j]! += p * lp[j]!;
    }
  }
  let counts: bigint[] | undefined;
  if (exact) {
    countEntries(out.length);
    countSteps(sp.length * lp.length);
    counts = new Array<bigint>(out.length).fill(0n);
    for (let i = 0; i < sp.length; i++) {
      const c = small.counts[i]!;
      if (c === 0n) continue;
      for (let j = 0; j < lp.length; j++) counts[i + j]! += c * large.counts[j]!;
    }
  }
  const total = counts ? small.total! * large.total! : undefined;
  return trim({
    min: a.min + b.min,
    probabilities: out,
    counts,
    total,
    ...(truncated === undefined ? {} : { truncated }),
    ...(Number.isFinite(cutFrom) ? { cutFrom } : {}),
    ...(Number.isFinite(cutTo) ? { cutTo } : {}),
    ...(error ? { error } : {}),
    ...holesOnly(possible),
  });
}

/** The lowest total the cut mass of `d` reaches: Infinity where none was cut, -Infinity where it is not known. */
export const cutOf = (d: Distribution): number => (d.truncated ? (d.cutFrom ?? -Infinity) : Infinity);

/** The highest total the cut mass of `d` reaches: -Infinity where none was cut, Infinity where it is not known. */
export const cutToOf = (d: Distribution): number => (d.truncated ? (d.cutTo ?? Infinity) : -Infinity);

/** The lowest total of `d` or of its cut mass. */
const lowestOf = (d: Distribution) => Math.min(d.min, cutOf(d));
/** The highest total of `d` or of its cut mass. */
const highestOf = (d: Distribution) => Math.max(d.min + d.probabilities.length - 1, cutToOf(d));

/** Where the cut mass of X + Y can be, from above: X's highest cut plus Y's highest, or the other way round. */
function sumCutTo(a: Distribution, b: Distribution): number {
  const fromA = cutToOf(a) === -Infinity ? -Infinity : cutToOf(a) + highestOf(b);
  const fromB = cutToOf(b) === -Infinity ? -Infinity : cutToOf(b) + highestOf(a);
  return Math.max(fromA, fromB);
}

/** Where the cut mass of X + Y can be: X's cut plus Y's lowest, or Y's cut plus X's lowest. */
function sumCut(a: Distribution, b: Distribution): number {
  const fromA = cutOf(a) === Infinity ? Infinity : cutOf(a) + lowestOf(b);
  const fromB = cutOf(b) === Infinity ? Infinity : cutOf(b) + lowestOf(a);
  return Math.min(fromA, fromB);
}

/** `cutFrom` and `cutTo` of `d` moved by `k`, if any. */
export const cutShifted = (d: Distribution, k: number): { cutFrom?: number; cutTo?: number } => ({
  ...(d.cutFrom === undefined ? {} : { cutFrom: d.cutFrom + k }),
  ...(d.cutTo === undefined ? {} : { cutTo: d.cutTo + k }),
});

/**
 * Convolves `small` and `large` into `out` and returns the totals their possible values sum to, or undefined (and
 * `out` untouched) when every total of both is possible, so their sums are too.
 */
function sumOfPossible(small: Distribution, large: Distribution, out: Float64Array): Uint8Array | undefined {
  const ms = possibleMask(small);
  const ml = possibleMask(large);
  if (!ms && !ml) return undefined;
  const sp = small.probabilities;
  const lp = large.probabilities;
  countEntries(out.length);
  const possible = new Uint8Array(out.length);
  for (let i = 0; i < sp.length; i++) {
    if (ms && ms[i] === 0) continue;
    const p = sp[i]!;
    for (let j = 0; j < lp.length; j++) {
      out[i + j]! += p * lp[j]!;
      if (!ml || ml[j] === 1) possible[i + j] = 1;
    }
  }
  return possible;
}

/** Whether `d` is one value of probability 1, exactly (its count, if any, is its total of 1). */
function isSure(d: Distribution): boolean {
  if (d.probabilities.length !== 1 || d.probabilities[0] !== 1 || d.truncated !== undefined) return false;
  return d.counts === undefined || (d.counts[0] === 1n && d.total === 1n);
}

/** The distribution of -X. */
export function negate(d: Distribution): Distribution {
  const n = d.probabilities.length;
  countEntries(d.counts ? 2 * n : n);
  return {
    min: -(d.min + n - 1),
    probabilities: d.probabilities.slice().reverse(),
    counts: d.counts ? [...d.counts].reverse() : undefined,
    total: d.total,
    ...(d.truncated === undefined ? {} : { truncated: d.truncated }),
    // The cut mass mirrored: from -cutTo up to -cutFrom (issue 37: `-1d6!`'s cut is its lowest totals).
    ...(d.cutTo === undefined ? {} : { cutFrom: -d.cutTo }),
    ...(d.cutFrom === undefined ? {} : { cutTo: -d.cutFrom }),
    ...(d.error ? { error: d.error } : {}),
    ...holesOnly(d.possible?.slice().reverse()),
  };
}

/** The mass left out of X + Y (or any function of both) when X and Y leave out `a` and `b`. */
export function combineTruncated(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a + b - a * b;
}

/** The distribution of X + k. */
export function shift(d: Distribution, k: number): Distribution {
  return { ...d, min: d.min + k, ...cutShifted(d, k) };
}

/** Mean and standard deviation. */
export function moments(d: Distribution): { mean: number; standardDeviation: number } {
  countSteps(2 * d.probabilities.length);
  let mean = 0;
  d.probabilities.forEach((p, i) => {
    mean += p * (d.min + i);
  });
  let variance = 0;
  d.probabilities.forEach((p, i) => {
    const x = d.min + i - mean;
    variance += p * x * x;
  });
  return { mean, standardDeviation: Math.sqrt(Math.max(0, variance)) };
}

/** The probability of each value (zero-probability values left out), with exact fractions when known. */
export function outcomes(d: Distribution): Outcome[] {
  countEntries(d.probabilities.length);
  const list: Outcome[] = [];
  d.probabilities.forEach((probability, i) => {
    const count = d.counts?.[i];
    // A float that may have underflowed is kept (its total is possible; its probability is within `absolute`).
    if (!isPossible(d, i)) return;
    const fraction = count !== undefined && d.total ? formatFraction(count, d.total) : undefined;
    list.push(fraction ? { value: d.min + i, probability, fraction } : { value: d.min + i, probability });
  });
  return list;
}

/** The probability that X equals `value`. */
export function probabilityOf(d: Distribution, value: number): number {
  return d.probabilities[value - d.min] ?? 0;
}

/** "n/d" in lowest terms. */
export function formatFraction(numerator: bigint, denominator: bigint): string {
  const g = gcd(numerator < 0n ? -numerator : numerator, denominator);
  return `${numerator / g}/${denominator / g}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let steps = 0;
  while (b !== 0n) {
    [a, b] = [b, a % b];
    steps++;
  }
  countSteps(steps);
  return a === 0n ? 1n : a;
}

/** Whether a zero float may be a possible total that underflowed (its exact counts, if any, say otherwise). */
export const mayUnderflow = (d: Distribution): boolean =>
  d.counts === undefined && (d.error?.absolute ?? 0) > 0;

/** Whether the total at index `i` is possible: a float or count above 0, or a zero that may have underflowed. */
export const isPossible = (d: Distribution, i: number): boolean =>
  d.probabilities[i]! > 0 ||
  (d.counts !== undefined && d.counts[i]! > 0n) ||
  (mayUnderflow(d) && (d.possible === undefined || d.possible[i] === 1));

/** {@link Distribution.possible} of `d` as a mask (1 where {@link isPossible}), or undefined when every total is. */
export function possibleMask(d: Distribution): Uint8Array | undefined {
  if (mayUnderflow(d) && d.possible === undefined) return undefined;
  const n = d.probabilities.length;
  countEntries(n);
  const mask = new Uint8Array(n);
  let all = true;
  for (let i = 0; i < n; i++) {
    if (isPossible(d, i)) mask[i] = 1;
    else all = false;
  }
  return all ? undefined : mask;
}

/** `mask`, or nothing where every total is possible (the default). */
export const holesOnly = (mask: Uint8Array | undefined): { possible?: Uint8Array } =>
  mask?.includes(0) ? { possible: mask } : {};

/**
 * Drops leading and trailing zero probabilities (where the exact counts agree): never floats that may have
 * underflowed, so the lowest and highest totals stay exact.
 */
function trim(d: Distribution): Distribution {
  if (mayUnderflow(d) && d.possible === undefined) return d;
  const p = d.probabilities;
  let lo = 0;
  let hi = p.length - 1;
  const zero = (i: number) => !isPossible(d, i);
  while (lo < hi && zero(lo)) lo++;
  while (hi > lo && zero(hi)) hi--;
  if (lo === 0 && hi === p.length - 1) return d;
  countEntries(d.counts ? 2 * (hi - lo + 1) : hi - lo + 1);
  return {
    ...d,
    min: d.min + lo,
    probabilities: p.slice(lo, hi + 1),
    counts: d.counts?.slice(lo, hi + 1),
    ...holesOnly(d.possible?.slice(lo, hi + 1)),
  };
}
