/** Which two dice of a pool count: the highest two, or the lowest two of a negative pool. */
export type Keep = 'highest' | 'lowest';

/** The smallest and largest sum of two d6. */
export const MIN_RESULT = 2;
export const MAX_RESULT = 12;

/** Exact numerators are kept while the denominator 6^dice stays this small (6^100 is 78 digits). */
export const EXACT_MAX_DICE = 100;

/**
 * The distribution of a keep-two result: `probabilities[r - 2]` is P(result = r) for r in 2..12, and
 * when the pool is small enough, `counts[r - 2] / total` is that probability exactly.
 */
export interface KeepTwoDistribution {
  readonly probabilities: readonly number[];
  readonly counts?: readonly bigint[];
  readonly total?: bigint;
}

/**
 * The exact distribution of the sum of the highest (or lowest) two of `dice` d6, by order statistics.
 *
 * With m dice, the top two faces are a > b when one die shows a and the other m - 1 are all at most b
 * with at least one b: m * (b^(m-1) - (b-1)^(m-1)) sequences. They are a = a when at least two dice show
 * a and none is higher: a^m - (a-1)^m - m * (a-1)^(m-1) sequences. That is 21 terms whatever m is, so a
 * 10,000-die pool costs the same as a 4-die one; 6^m faces are never enumerated. The lowest two are the
 * mirror image (a face x is 7 - x, a sum r is 14 - r).
 *
 * @example
 * keepTwoDistribution(4, 'highest').probabilities[11 - 2]; // P(11) with 4d6, highest two
 */
export function keepTwoDistribution(dice: number, keep: Keep): KeepTwoDistribution {
  if (!Number.isInteger(dice) || dice < 2) throw new RangeError(`Expected at least 2 dice, got ${dice}`);
  const exact = dice <= EXACT_MAX_DICE ? exactHighest(dice) : undefined;
  const probabilities = exact ? exact.counts.map((c) => ratio(c, exact.total)) : floatHighest(dice);
  if (keep === 'highest') return exact ? { probabilities, ...exact } : { probabilities };
  const mirrored = [...probabilities].reverse();
  return exact
    ? { probabilities: mirrored, counts: [...exact.counts].reverse(), total: exact.total }
    : { probabilities: mirrored };
}

function exactHighest(m: number): { counts: bigint[]; total: bigint } {
  const big = BigInt(m);
  const pow = (base: number, exponent: bigint) => BigInt(base) ** exponent;
  const counts = new Array<bigint>(MAX_RESULT - MIN_RESULT + 1).fill(0n);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b < a; b++)
      counts[a + b - MIN_RESULT]! += big * (pow(b, big - 1n) - pow(b - 1, big - 1n));
    counts[2 * a - MIN_RESULT]! += pow(a, big) - pow(a - 1, big) - big * pow(a - 1, big - 1n);
  }
  return { counts, total: 6n ** big };
}

function floatHighest(m: number): number[] {
  // (f/6)^k underflows to 0 for the faces whose share is below 1e-308: exactly the rounding we accept.
  const share = (face: number, k: number) => (face / 6) ** k;
  const probabilities = new Array<number>(MAX_RESULT - MIN_RESULT + 1).fill(0);
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b < a; b++)
      probabilities[a + b - MIN_RESULT]! += (m / 6) * (share(b, m - 1) - share(b - 1, m - 1));
    probabilities[2 * a - MIN_RESULT]! += share(a, m) - share(a - 1, m) - (m / 6) * share(a - 1, m - 1);
  }
  return probabilities;
}

/** count / total as a float; with at most 100 dice both fit a float (6^100 < 1e78). */
function ratio(count: bigint, total: bigint): number {
  return Number(count) / Number(total);
}
