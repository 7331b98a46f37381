/**
 * @module
 * The room screen's tests of rounds, from the room view (`screen.rounds`): each test in play with its last round's
 * steps as the rules said them (or `sealed`), and the one that ended last with its result; `n` plays the next round
 * of your own test (room-keys.ts).
 */
import type { RoomScreen } from '@verdict/room';
import { terminalText } from '../../format/terminal-text.js';

/** `#9 Olaf: Mutual Contest of Wills, round 2: Round 2: Abbot rolls 7 ... · n next round` and the last result. */
export function roundsLines(rounds: RoomScreen['rounds']): string[] {
  const playing = rounds.filter((test) => test.status === 'playing');
  const ended = rounds.filter((test) => test.status !== 'playing').slice(-1);
  return [...ended, ...playing].map((test) => {
    const last = test.rounds.at(-1);
    const steps = last
      ? last.steps
        ? last.steps.filter((s) => /^Round \d+:/.test(s)).join(' · ')
        : 'sealed'
      : 'no round yet';
    const where = `#${test.seq} ${test.who}: ${test.title}, round ${last?.round ?? 0}: ${steps}`;
    if (test.status !== 'playing')
      return terminalText(
        `${where} · ${test.status === 'abandoned' ? 'abandoned' : `result: ${test.outcome ?? 'sealed'}`}`,
      );
    const hint = test.next.allowed
      ? ' · n next round'
      : test.choose.allowed
        ? ' · the GM may choose for the next round'
        : '';
    return terminalText(`${where}${test.nextChosen ? ' · the GM has chosen for the next round' : ''}${hint}`);
  });
}
