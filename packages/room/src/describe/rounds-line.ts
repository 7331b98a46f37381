/**
 * @module
 * A room's tests of rounds as one line each, for a screen that shows them as text (the CLI's room screen): which
 * tests to show (every test in play, and the one that ended last) and each one's line: who plays what, its last
 * round as the rules said it (or `sealed`), and where it stands (the GM's choice, its result, abandoned). Moved from
 * the CLI (issue 36), so a text screen's words for rounds are the room's, beside the log's sentences.
 */
import type { RoundsTestView } from '../client/room-view-rounds.js';

/**
 * The tests a text screen shows: the one that ended last, then every test in play.
 *
 * @example
 * roundsShown(view.rounds).map(roundsLine);
 */
export function roundsShown(rounds: readonly RoundsTestView[]): RoundsTestView[] {
  const playing = rounds.filter((test) => test.status === 'playing');
  const ended = rounds.filter((test) => test.status !== 'playing').slice(-1);
  return [...ended, ...playing];
}

/**
 * A round's own steps: those the rules head with the round (`Round 2: Abbot rolls 15 …`, a contest's, whose other
 * steps restate the sides), else every step but the first, the round's heading (`Turn 1` of an extended test).
 */
function roundSteps(steps: readonly string[]): readonly string[] {
  const headed = steps.filter((s) => /^Round \d+:/.test(s));
  return headed.length > 0 ? headed : steps.slice(1);
}

/**
 * `#9 Olaf: Mutual Contest of Wills, round 2: Round 2: Abbot rolls 7 ... · the GM has chosen for the next round`,
 * or its result once ended. The line does not name a key: a screen adds how to play the next round when
 * `test.next.allowed`. Names and steps are what members typed: a terminal escapes the line.
 *
 * @example
 * roundsLine(test); // '#9 Olaf: Mutual Contest of Wills, round 1: sealed · result: sealed'
 */
export function roundsLine(test: RoundsTestView): string {
  const last = test.rounds.at(-1);
  const steps = last ? (last.steps ? roundSteps(last.steps).join(' · ') : 'sealed') : 'no round yet';
  const where = `#${test.seq} ${test.who}: ${test.title}, round ${last?.round ?? 0}: ${steps}`;
  if (test.status !== 'playing')
    return `${where} · ${test.status === 'abandoned' ? 'abandoned' : `result: ${test.outcome ?? 'sealed'}`}`;
  const chosen = test.nextChosen ? ' · the GM has chosen for the next round' : '';
  const mayChoose =
    !test.next.allowed && test.choose.allowed ? ' · the GM may choose for the next round' : '';
  return `${where}${chosen}${mayChoose}`;
}
