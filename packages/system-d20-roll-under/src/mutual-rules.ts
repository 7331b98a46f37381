import type { ContestRules, ContestSide, EndingInfo } from './contest.js';
import { CRITICAL_PENALTY } from './contest.js';
import { type CriticalModes, chosenText } from './critical-choice.js';
import { succeeded } from './d20.js';

/** Every way a Mutual Contest of Wills can end, in Party A / Party B terms (A rolls first). */
export type MutualEnding =
  | 'party-a-won'
  | 'party-a-critical-success'
  | 'party-b-critical-failure'
  | 'party-b-won'
  | 'party-b-critical-success'
  | 'party-a-critical-failure';

/** The endings, A's wins first. */
export const MUTUAL_ENDINGS: readonly (MutualEnding | 'unresolved')[] = [
  'party-a-critical-success',
  'party-b-critical-failure',
  'party-a-won',
  'unresolved',
  'party-b-won',
  'party-b-critical-success',
  'party-a-critical-failure',
];

/**
 * The round of a Mutual Contest: Party A tests Will (a critical failure loses at once), then Party B (a
 * critical failure loses at once); one succeeding while the other fails wins, otherwise the contest goes
 * on. A critical success wins at once (`automatic`) or puts -5 on the other's next Will test.
 */
export function mutualRules(
  sides: readonly [ContestSide, ContestSide],
  modes: CriticalModes,
): ContestRules<MutualEnding> {
  const [a, b] = sides;
  const aMode = modes(a.id);
  const bMode = modes(b.id);
  return {
    first: (kind) => {
      if (kind === 'critical-failure') {
        return {
          end: 'party-a-critical-failure',
          note: `${a.who} critically fails and loses at once (${b.who} does not roll)`,
        };
      }
      if (kind === 'critical-success') {
        return aMode.mode === 'automatic'
          ? {
              end: 'party-a-critical-success',
              note: `${a.who}'s critical success wins at once${chosenText(aMode)}`,
            }
          : {
              secondPenalty: CRITICAL_PENALTY,
              note: `${a.who}'s critical success: ${b.who}'s next Will test is at -5${chosenText(aMode)}`,
            };
      }
      return { secondPenalty: 0 };
    },
    second: (first, kind) => {
      if (kind === 'critical-failure') {
        return { end: 'party-b-critical-failure', note: `${b.who} critically fails and loses at once` };
      }
      if (kind === 'critical-success' && bMode.mode === 'automatic') {
        return {
          end: 'party-b-critical-success',
          note: `${b.who}'s critical success wins at once${chosenText(bMode)}`,
        };
      }
      const aOk = succeeded(first);
      const bOk = succeeded(kind);
      if (aOk && !bOk) return { end: 'party-a-won', note: `${a.who} succeeded and ${b.who} failed` };
      if (!aOk && bOk) return { end: 'party-b-won', note: `${a.who} failed and ${b.who} succeeded` };
      if (!aOk) return { firstPenalty: 0, note: 'Both fail: the contest goes on' };
      return kind === 'critical-success'
        ? {
            firstPenalty: CRITICAL_PENALTY,
            note: `Both succeed, ${b.who} critically: the contest goes on and ${a.who}'s next Will test is at -5${chosenText(bMode)}`,
          }
        : { firstPenalty: 0, note: 'Both succeed: the contest goes on' };
    },
  };
}

/**
 * How each ending of a Mutual Contest shows. `sides` are in rolling order (Party A first); labels and
 * `winner` name the parties in input order ('first' / 'second').
 */
export function describeMutual(
  sides: readonly [ContestSide, ContestSide],
  ending: MutualEnding | 'unresolved',
): EndingInfo {
  const [a, b] = sides;
  if (ending === 'unresolved') {
    return {
      label: 'Unresolved',
      result: 'unresolved',
      tier: 0,
      text: 'The round limit was reached with no winner',
      effects: [{ kind: 'narrative', text: 'Neither party prevails: the contest is unresolved' }],
    };
  }
  const aWins =
    ending === 'party-a-won' ||
    ending === 'party-a-critical-success' ||
    ending === 'party-b-critical-failure';
  const critical = ending !== 'party-a-won' && ending !== 'party-b-won';
  const [winner, loser] = aWins ? [a, b] : [b, a];
  const firstWins = winner.id === 'first';
  const texts: Record<MutualEnding, string> = {
    'party-a-won': `${a.who} succeeded while ${b.who} failed`,
    'party-b-won': `${b.who} succeeded while ${a.who} failed`,
    'party-a-critical-success': `${a.who} won at once with a critical success`,
    'party-b-critical-success': `${b.who} won at once with a critical success`,
    'party-a-critical-failure': `${a.who} critically failed`,
    'party-b-critical-failure': `${b.who} critically failed`,
  };
  return {
    label: `${firstWins ? 'First' : 'Second'} party wins${critical ? ' (critical)' : ''}`,
    result: firstWins ? 'success' : 'failure',
    tier: (firstWins ? 1 : -1) * (critical ? 2 : 1),
    winner: winner.id,
    text: texts[ending],
    effects: [
      { kind: 'narrative', text: `${winner.who} wins the Contest of Wills` },
      { kind: 'condition', text: `The losing condition occurs to ${loser.who}`, side: loser.id },
    ],
  };
}
