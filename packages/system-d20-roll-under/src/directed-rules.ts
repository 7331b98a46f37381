import type { ContestRules, ContestSide, EndingInfo } from './contest.js';
import { CRITICAL_PENALTY } from './contest.js';
import { type CriticalModes, chosenText } from './critical-choice.js';

/** The GM's choice for a critical success in a Contest of Wills. */
export type CriticalSuccessMode = 'penalty' | 'automatic';

/**
 * Every way a Directed Contest of Wills (or Resisting) can end. The attacker's critical failure Stuns them in a
 * Directed Contest (`attacker-stunned`) and only loses when Resisting (`attacker-critical-failure`).
 */
export type DirectedEnding =
  | 'attacker-won'
  | 'attacker-critical-success'
  | 'target-critical-failure'
  | 'attack-failed'
  | 'attacker-stunned'
  | 'attacker-critical-failure'
  | 'target-critical-success';

/** The endings of a Directed Contest, best for the attacker first. */
export const DIRECTED_ENDINGS: readonly (DirectedEnding | 'unresolved')[] = [
  'attacker-critical-success',
  'target-critical-failure',
  'attacker-won',
  'unresolved',
  'attack-failed',
  'target-critical-success',
  'attacker-stunned',
];

/** The endings of Resisting: the attacker's critical failure loses, with no Stun. */
export const RESIST_ENDINGS: readonly (DirectedEnding | 'unresolved')[] = DIRECTED_ENDINGS.map((ending) =>
  ending === 'attacker-stunned' ? 'attacker-critical-failure' : ending,
);

/** What the attacker's critical failure does: Stuns them for a round (Directed Contest), or only loses (Resisting). */
export type AttackerCriticalFailure = 'stunned' | 'loses';

/**
 * The round of a Directed Contest: the attacker tests first; a failure ends it (a critical failure also
 * Stuns the attacker, unless `criticalFailure` is `loses`, as in Resisting); a success lets the target resist;
 * the target's failure hands the attacker the win. A critical success either wins at once (`automatic`) or puts
 * -5 on the other side's next test, as `modes` decides for each side this round.
 */
export function directedRules(
  sides: readonly [ContestSide, ContestSide],
  modes: CriticalModes,
  criticalFailure: AttackerCriticalFailure = 'stunned',
): ContestRules<DirectedEnding> {
  const [attacker, target] = sides;
  const attackerMode = modes(attacker.id);
  const targetMode = modes(target.id);
  return {
    first: (kind) => {
      switch (kind) {
        case 'critical-failure':
          return criticalFailure === 'stunned'
            ? {
                end: 'attacker-stunned',
                note: `${attacker.who} critically fails: the action is ineffective and ${attacker.who} is mentally Stunned for a round`,
              }
            : {
                end: 'attacker-critical-failure',
                note: `${attacker.who} critically fails and loses at once (${target.who} does not roll)`,
              };
        case 'failure':
          return {
            end: 'attack-failed',
            note: `${attacker.who} fails: the contest ends and the action is ineffective`,
          };
        case 'critical-success':
          return attackerMode.mode === 'automatic'
            ? {
                end: 'attacker-critical-success',
                note: `${attacker.who}'s critical success wins at once${chosenText(attackerMode)}`,
              }
            : {
                secondPenalty: CRITICAL_PENALTY,
                note: `${attacker.who}'s critical success: ${target.who}'s next ${target.valueName} test is at -5${chosenText(attackerMode)}`,
              };
        case 'success':
          return { secondPenalty: 0 };
        default:
          return kind satisfies never;
      }
    },
    second: (_first, kind) => {
      switch (kind) {
        case 'critical-failure':
          return {
            end: 'target-critical-failure',
            note: `${target.who} critically fails to resist: ${attacker.who}'s action is even more effective`,
          };
        case 'failure':
          return { end: 'attacker-won', note: `${target.who} fails to resist` };
        case 'critical-success':
          return targetMode.mode === 'automatic'
            ? {
                end: 'target-critical-success',
                note: `${target.who}'s critical success wins at once${chosenText(targetMode)}`,
              }
            : {
                firstPenalty: CRITICAL_PENALTY,
                note: `${target.who} resists with a critical success: ${attacker.who}'s next ${attacker.valueName} test is at -5${chosenText(targetMode)}`,
              };
        case 'success':
          return { firstPenalty: 0, note: `${target.who} resists: the contest goes on` };
        default:
          return kind satisfies never;
      }
    },
  };
}

/** How each ending of a Directed Contest (or Resisting) shows: label, result, tier, winner and effects. */
export function describeDirected(
  sides: readonly [ContestSide, ContestSide],
  ending: DirectedEnding | 'unresolved',
): EndingInfo {
  const [{ who: a }, { who: t }] = sides;
  const ineffective = { kind: 'narrative', text: `${a}'s action is ineffective` };
  const wins = { kind: 'narrative', text: `${a} wins the Contest: the action takes effect` };
  switch (ending) {
    case 'attacker-critical-success':
      return {
        label: 'Attacker wins (critical)',
        result: 'success',
        tier: 2,
        winner: 'attacker',
        text: `${a} won at once with a critical success`,
        effects: [wins],
      };
    case 'target-critical-failure':
      return {
        label: 'Attacker wins (critical)',
        result: 'success',
        tier: 2,
        winner: 'attacker',
        text: `${t} critically failed to resist`,
        effects: [
          wins,
          { kind: 'critical', text: `${a}'s action is even more effective (the GM decides how)` },
        ],
      };
    case 'attacker-won':
      return {
        label: 'Attacker wins',
        result: 'success',
        tier: 1,
        winner: 'attacker',
        text: `${t} failed to resist`,
        effects: [wins],
      };
    case 'unresolved':
      return {
        label: 'Unresolved',
        result: 'unresolved',
        tier: 0,
        text: `The round limit was reached and ${a} gave up`,
        effects: [{ kind: 'narrative', text: `${a} gives up: the action is unsuccessful and unresolved` }],
      };
    case 'attack-failed':
      return {
        label: 'Attack fails',
        result: 'failure',
        tier: -1,
        winner: 'target',
        text: `${a} failed the attack`,
        effects: [ineffective],
      };
    case 'target-critical-success':
      return {
        label: 'Target wins',
        result: 'failure',
        tier: -2,
        winner: 'target',
        text: `${t} won at once with a critical success`,
        effects: [ineffective],
      };
    case 'attacker-critical-failure':
      return {
        label: 'Target wins',
        result: 'failure',
        tier: -2,
        winner: 'target',
        text: `${a} critically failed and lost at once`,
        effects: [ineffective],
      };
    case 'attacker-stunned':
      return {
        label: 'Attacker stunned',
        result: 'failure',
        tier: -3,
        winner: 'target',
        text: `${a} critically failed the attack`,
        effects: [
          ineffective,
          { kind: 'condition', text: `${a} is mentally Stunned for a round`, side: 'attacker' },
        ],
      };
    default:
      return ending satisfies never;
  }
}
