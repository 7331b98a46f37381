/** The dice the dice box offers to tap, by their sides. */
export const TAP_DICE = [4, 6, 8, 10, 12, 20, 100] as const;

/**
 * The notation with one more die of `sides`: the same die at the end counts up (`1d6` -> `2d6`), any other
 * expression gains `+1dN`, an empty one becomes `1dN`.
 *
 * @example
 * addDie('2d6', 6); // '3d6'
 * addDie('2d20kh1+5', 6); // '2d20kh1+5+1d6'
 */
export function addDie(notation: string, sides: number): string {
  const text = notation.trim();
  if (text === '') return `1d${sides}`;
  const last = /(^|[+-])(\d*)d(\d+)$/.exec(text);
  if (last && Number(last[3]) === sides) {
    const count = last[2] === '' ? 1 : Number(last[2]);
    return `${text.slice(0, last.index)}${last[1]}${count + 1}d${sides}`;
  }
  return `${text}+1d${sides}`;
}
