import { formatFraction } from '@verdict/dice';
import { BIGINT_STEPS, countWork } from './work.js';

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
  countWork((n + sides - 1) * 2 * BIGINT_STEPS);
  let window = 0n;
  for (let i = 0; i < n + sides - 1; i++) {
    if (i < n) window += d.counts[i]!;
    if (i - sides >= 0) window -= d.counts[i - sides]!;
    out[i] = window;
  }
  return { min: d.min + 1, counts: out, total: d.total * BigInt(sides) };
}

/** X + Y for independent X and Y: only the values that can happen are multiplied (a doubled type has gaps). */
export function add(a: Exact, b: Exact): Exact {
  const out: bigint[] = new Array(a.counts.length + b.counts.length - 1).fill(0n);
  const inner = live(b);
  const outer = live(a);
  countWork((out.length + a.counts.length + b.counts.length + outer.length * inner.length) * BIGINT_STEPS);
  for (const i of outer) {
    const x = a.counts[i]!;
    for (const j of inner) out[i + j] = out[i + j]! + x * b.counts[j]!;
  }
  return { min: a.min + b.min, counts: out, total: a.total * b.total };
}

/** The indices of the values a distribution can take (its non-zero counts). */
export function live(d: Exact): number[] {
  const at: number[] = [];
  d.counts.forEach((c, i) => {
    if (c !== 0n) at.push(i);
  });
  return at;
}

/** X + k. */
export function shift(d: Exact, k: number): Exact {
  return { ...d, min: d.min + k };
}

/** f(X), for any integer function f. */
export function map(d: Exact, f: (value: number) => number): Exact {
  countWork(2 * d.counts.length * BIGINT_STEPS);
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

/**
 * A mixture: `weights[i] / total` of `parts[i]` (weights summing to `total`), over the least common multiple of
 * the parts' totals (a hit's 20^n outcomes divide a Critical Hit's 20^2n), so the fractions stay short.
 */
export function mix(parts: readonly { weight: bigint; d: Exact }[], total: bigint): Exact {
  const present = parts.filter((p) => p.weight > 0n);
  const denominator = present.reduce((acc, p) => (acc * p.d.total) / gcd(acc, p.d.total), 1n);
  const min = Math.min(...present.map((p) => p.d.min));
  const max = Math.max(...present.map((p) => p.d.min + p.d.counts.length - 1));
  const counts: bigint[] = new Array(max - min + 1).fill(0n);
  countWork((counts.length + present.reduce((n, p) => n + p.d.counts.length, 0)) * BIGINT_STEPS);
  for (const p of present) {
    const scale = (p.weight * denominator) / p.d.total;
    p.d.counts.forEach((c, i) => {
      counts[p.d.min + i - min] = counts[p.d.min + i - min]! + c * scale;
    });
  }
  return { min, counts, total: total * denominator };
}

/** The most remainders a gcd of numbers of `bits` bits takes (Lamé: at most about 1.44 per bit). */
export const gcdSteps = (bits: number) => Math.ceil(1.45 * bits) + 2;

function gcd(a: bigint, b: bigint): bigint {
  let steps = 0;
  while (b !== 0n) {
    [a, b] = [b, a % b];
    steps++;
  }
  countWork(steps * BIGINT_STEPS);
  return a;
}

/** The exact mean as a fraction `[numerator, denominator]`. */
export function mean(d: Exact): [bigint, bigint] {
  countWork(d.counts.length * BIGINT_STEPS);
  let sum = 0n;
  d.counts.forEach((c, i) => {
    sum += c * BigInt(d.min + i);
  });
  return [sum, d.total];
}

/** A probability (count / total) as the odds' number and fraction. */
export function probability(count: bigint, total: bigint): { probability: number; fraction: string } {
  return { probability: ratio(count, total), fraction: fractionOf(count, total) };
}

/** count / total as a float, exact to the float's precision even when both are huge. */
export function ratio(count: bigint, total: bigint): number {
  countWork(2 * BIGINT_STEPS);
  if (count === 0n) return 0;
  if (count === total) return 1;
  // Within 2^-62 of the exact value, however large the two are.
  return Number((count << 62n) / total) / 2 ** 62;
}

/** The primes of every die's sides here (2 to 20): each total of this system is a product of sides. */
const SIDE_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n];

/** A total's prime factors, with the powers p^(2^j) up to its exponent, for reducing fractions over it. */
interface Factor {
  readonly p: bigint;
  readonly exponent: number;
  /** p^1, p^2, p^4, ...: at most the exponent. */
  readonly powers: readonly bigint[];
}

/** The bits of a bigint (its length in binary), cheaply. */
export function bitsOf(n: bigint): number {
  return n === 0n ? 0 : n.toString(16).length * 4;
}

/** Steps weighed per bigint operation on numbers of `bits` bits: flat up to 512 bits, then by their length. */
export function bigSteps(bits: number): number {
  return BIGINT_STEPS * Math.max(1, bits / 512);
}

/**
 * The factors of `total` among SIDE_PRIMES, or undefined if it has another (then fractions use a gcd). Each
 * exponent is found by squaring (p, p^2, p^4, ... while they divide) and then dividing from the largest power
 * down, so a total of thousands of bits takes a few dozen remainders per prime.
 */
function sideFactors(total: bigint): Factor[] | undefined {
  let rest = total;
  const factors: Factor[] = [];
  let steps = 0;
  for (const p of SIDE_PRIMES) {
    steps++;
    if (rest % p !== 0n) continue;
    const powers = [p];
    while (rest % (powers.at(-1)! * powers.at(-1)!) === 0n) {
      powers.push(powers.at(-1)! * powers.at(-1)!);
      steps += 2;
    }
    steps += 2;
    let exponent = 0;
    for (let j = powers.length - 1; j >= 0; j--) {
      steps++;
      if (rest % powers[j]! === 0n) {
        rest /= powers[j]!;
        exponent += 2 ** j;
        steps++;
      }
    }
    factors.push({ p, exponent, powers });
  }
  countWork(steps * bigSteps(bitsOf(total)));
  return rest === 1n ? factors : undefined;
}

/**
 * The most bigint operations `sideFactors` does on a total of `bits` bits whose prime factors are `primes` of the
 * 8 (log2 of each exponent, squaring and dividing).
 */
export function factorSteps(bits: number, primes = 8): number {
  return 8 + primes * 5 * (Math.log2(bits + 1) + 2);
}

/** The most bigint operations `reduced` does per fraction over a total of `bits` bits (`primes` as above). */
export function reduceSteps(bits: number, primes = 8): number {
  return 3 + primes * 3 * (Math.log2(bits + 1) + 2);
}

/** How many of the side primes divide one of these sides: the primes a total made of them can have. */
export function primesOf(sides: readonly number[]): number {
  return SIDE_PRIMES.filter((p) => sides.some((s) => BigInt(s) % p === 0n)).length;
}

/**
 * count / total in lowest terms, as `formatFraction` writes it, by the total's few prime factors: one remainder
 * per prime for most counts, and at most one per bit of the exponent (p^8, p^4, p^2, p), where a gcd of numbers of
 * a few hundred bits takes a few hundred.
 */
function reduced(count: bigint, total: bigint, factors: readonly Factor[], bits: number): string {
  if (count === 0n) return '0/1';
  let rest = count;
  let common = 1n;
  let steps = 0;
  for (const f of factors) {
    steps++;
    if (rest % f.p !== 0n) continue;
    let taken = 0;
    for (let j = f.powers.length - 1; j >= 0; j--) {
      steps++;
      const step = 2 ** j;
      if (taken + step <= f.exponent && rest % f.powers[j]! === 0n) {
        rest /= f.powers[j]!;
        common *= f.powers[j]!;
        taken += step;
        steps += 2;
      }
    }
  }
  countWork((steps + 3) * bigSteps(bits));
  return `${rest}/${total / common}`;
}

/**
 * count / total in lowest terms (`formatFraction`'s text), for a total of this system (a product of dice sides),
 * counted as work.
 */
export function fractionOf(count: bigint, total: bigint): string {
  const factors = sideFactors(total);
  return factors ? reduced(count, total, factors, bitsOf(total)) : formatFraction(count, total);
}

/** The value list of a distribution for the odds tables: `{ value, probability, fraction }`, zero counts left out. */
export function table(d: Exact, key = 'value'): Record<string, number | string>[] {
  const rows: Record<string, number | string>[] = [];
  const factors = sideFactors(d.total);
  const bits = bitsOf(d.total);
  countWork(d.counts.length * BIGINT_STEPS);
  d.counts.forEach((c, i) => {
    if (c === 0n) return;
    rows.push({
      [key]: d.min + i,
      probability: ratio(c, d.total),
      fraction: factors ? reduced(c, d.total, factors, bits) : formatFraction(c, d.total),
    });
  });
  return rows;
}
