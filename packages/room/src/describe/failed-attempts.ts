/**
 * @module
 * The GM's answers refused for a hidden input, in one line for a text screen (moved from the CLI's room screen,
 * issue 36): how many in all, then who and on which request.
 */
import type { RoomScreen } from '../client/room-view.js';

/**
 * `Failed attempts: 3 (Grog 2 on #4, Pip 1 on #6)`, or undefined when there are none.
 *
 * @example
 * failedAttemptsWords(screen.refused); // 'Failed attempts: 3 (Grog 2 on #4, Pip 1 on #6)'
 */
export function failedAttemptsWords(refused: RoomScreen['refused']): string | undefined {
  const total = refused.reduce((sum, f) => sum + f.count, 0);
  if (total === 0) return undefined;
  return `Failed attempts: ${total} (${refused.map((f) => `${f.who} ${f.count} on #${f.request}`).join(', ')})`;
}
