/**
 * The exact sum of probabilities written "numerator/denominator", reduced; undefined when any part is missing or
 * not a fraction (then only the float is known), or when the parts would make a number too long to be worth
 * showing.
 *
 * @example
 * addFractions(['1/6', '1/3']); // '1/2'
 */
export function addFractions(parts: readonly (string | undefined)[]): string | undefined {
  if (parts.length === 0 || parts.length > MAX_PARTS) return undefined;
  let numerator = 0n;
  let denominator = 1n;
  for (const part of parts) {
    const match = part === undefined ? null : FRACTION.exec(part);
    if (!match) return undefined;
    const n = BigInt(match[1]!);
    const d = BigInt(match[2]!);
    if (d === 0n) return undefined;
    numerator = numerator * d + n * denominator;
    denominator *= d;
    const divisor = gcd(numerator, denominator);
    numerator /= divisor;
    denominator /= divisor;
  }
  return `${numerator}/${denominator}`;
}

/** Digits a numerator or denominator may have: the engine's exact fractions stay far below (a d20 contest ~50). */
const FRACTION = /^(\d{1,400})\/(\d{1,400})$/;
/** Parts summed at most: a headline adds one per outcome, and tests have dozens, not thousands. */
const MAX_PARTS = 1_000;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
