/** What one turn of an extended test stands for. */
export type Timescale = 'turn' | 'hour' | 'day' | 'week';

/**
 * A number of turns in the test's timescale: "1 turn", "3 hours", "2 days".
 *
 * @example
 * formatTime(3, 'hour'); // '3 hours'
 */
export function formatTime(turns: number, timescale: Timescale): string {
  return `${turns} ${turns === 1 ? timescale : `${timescale}s`}`;
}
