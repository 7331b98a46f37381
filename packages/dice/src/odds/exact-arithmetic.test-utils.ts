/** Exact arithmetic for tests of the floats' error bounds (issue 37): counts by BigInt, floats as exact rationals. */

/** The exact counts of the sum of n dice with `sides` sides (index: total - n), out of sides^n, by BigInt convolution. */
export function exactSumCounts(n: number, sides: number): bigint[] {
  let counts: bigint[] = [1n];
  for (let die = 0; die < n; die++) {
    // A plain running sum, no subtraction: prefix sums of the previous counts, differenced exactly.
    const prefix: bigint[] = [0n];
    for (const c of counts) prefix.push(prefix.at(-1)! + c);
    const next: bigint[] = [];
    for (let j = 0; j < counts.length + sides - 1; j++) {
      const hi = Math.min(j, counts.length - 1);
      const lo = Math.max(0, j - sides + 1);
      next.push(prefix[hi + 1]! - prefix[lo]!);
    }
    counts = next;
  }
  return counts;
}

/** Every sequence of faces of n dice enumerated one by one: the brute-force truth for small pools. */
export function enumeratedSumCounts(n: number, sides: number): bigint[] {
  const counts = new Array<bigint>(n * (sides - 1) + 1).fill(0n);
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    const total = faces.reduce((t, f) => t + f, 0);
    counts[total - n]! += 1n;
    let i = 0;
    while (i < n && faces[i] === sides) faces[i++] = 1;
    if (i === n) return counts;
    faces[i]! += 1;
  }
}

/** The exact convolution of two count vectors. */
export function convolveCounts(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  a.forEach((x, i) => {
    if (x === 0n) return;
    b.forEach((y, j) => {
      out[i + j]! += x * y;
    });
  });
  return out;
}

/** A finite double as an exact fraction. */
export function rationalOf(x: number): { num: bigint; den: bigint } {
  if (x === 0) return { num: 0n, den: 1n };
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
  const e = (exponent === 0 ? 1 : exponent) - 1075;
  return e >= 0
    ? { num: sign * (mantissa << BigInt(e)), den: 1n }
    : { num: sign * mantissa, den: 1n << BigInt(-e) };
}

/**
 * Whether the float `p` is within `relative × c/total + absolute` of the exact `c/total`, decided in exact rational
 * arithmetic (no rounding of the check itself).
 */
export function withinBound(
  p: number,
  c: bigint,
  total: bigint,
  relative: number,
  absolute: number,
): boolean {
  const P = rationalOf(p);
  const R = rationalOf(relative);
  const A = rationalOf(absolute);
  // |P - c/T| <= R c/T + A, all over the common denominator P.den * R.den * A.den * T.
  const den = P.den * R.den * A.den;
  const lhs = P.num * R.den * A.den * total - c * den;
  const rhs = R.num * c * P.den * A.den + A.num * total * P.den * R.den;
  return (lhs < 0n ? -lhs : lhs) <= rhs;
}

/**
 * Throws unless every total served (`distribution`) or possible (`counts`) is within the stated bound of the truth:
 * `counts/den`, or anywhere in `[counts, counts + cut]/den` where a series was cut (the bound holds at both ends of
 * that interval, as |p - t| - relative·t is convex in t, so over all of it).
 */
export function expectEachWithinBound(
  notation: string,
  distribution: readonly { readonly value: number; readonly probability: number }[],
  truth: { readonly counts: ReadonlyMap<number, bigint>; readonly den: bigint; readonly cut: bigint },
  relative: number,
  absolute: number,
): void {
  const served = new Map(distribution.map((o) => [o.value, o.probability]));
  for (const v of new Set([...truth.counts.keys(), ...served.keys()])) {
    const p = served.get(v) ?? 0;
    const c = truth.counts.get(v) ?? 0n;
    for (const t of truth.cut === 0n ? [c] : [c, c + truth.cut]) {
      if (!withinBound(p, t, truth.den, relative, absolute))
        throw new Error(
          `${notation} at ${v}: ${p} is not within ${relative}, ${absolute} of ${t}/${truth.den}`,
        );
    }
  }
}
