const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** The longest bar: 80 columns give 40, a wide terminal 60, a pipe (unlimited width) no more. */
export const MAX_BAR = 60;

/**
 * A horizontal bar for a probability, `width` cells wide at 100%, with eighth-cell precision; any
 * non-zero probability shows at least a sliver.
 *
 * @example
 * bar(0.5, 10); // '█████'
 */
export function bar(probability: number, width: number): string {
  const clamped = Math.min(1, Math.max(0, probability));
  let eighths = Math.round(clamped * width * 8);
  if (eighths === 0 && clamped > 0) eighths = 1;
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

/** A probability as a percentage people read: `37.50%`, `<0.01%`, `100%`. */
export function percent(probability: number): string {
  if (probability === 0) return '0%';
  if (probability === 1) return '100%';
  if (probability < 0.0001) return '<0.01%';
  if (probability > 0.9999) return '>99.99%';
  return `${(probability * 100).toFixed(2)}%`;
}
