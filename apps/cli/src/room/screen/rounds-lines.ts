/**
 * @module
 * The room screen's tests of rounds: the room's lines for them (`roundsShown`, `roundsLine`), escaped, with the key
 * that plays the next round of your own test (`n`, room-keys.ts).
 */
import { type RoomScreen, roundsLine, roundsShown } from '@verdict/room';
import { terminalText } from '../../format/terminal-text.js';

/** `#9 Olaf: Mutual Contest of Wills, round 2: Round 2: Abbot rolls 7 ... · n next round` and the last result. */
export function roundsLines(rounds: RoomScreen['rounds']): string[] {
  return roundsShown(rounds).map((test) =>
    terminalText(
      `${roundsLine(test)}${test.status === 'playing' && test.next.allowed ? ' · n next round' : ''}`,
    ),
  );
}
