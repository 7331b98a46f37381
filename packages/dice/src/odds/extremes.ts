/**
 * The lowest and the highest of a list of numbers, and of `start`, by a loop: `Math.min(...list)` passes one argument
 * per item, and a list of a die's hundreds of thousands of values overflowed the stack (issue 33, L3).
 *
 * @example
 * extremesOf([3, -2, 7], 0); // { lo: -2, hi: 7 }
 */
export function extremesOf(list: Iterable<number>, start?: number): { lo: number; hi: number } {
  let lo = start ?? Infinity;
  let hi = start ?? -Infinity;
  for (const x of list) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return { lo, hi };
}
