import type { Effect, OutcomeResponse, Step } from '@verdict/core';
import { type DisplayLabels, outcomeLabel, winnerLabel } from '@verdict/form';
import type { Palette } from './colour.js';
import { describeDice } from './dice-text.js';

/**
 * The numbers beside an outcome's label: `failure, tier -1, margin -6`; the winner by the name given or in the
 * test's words when `labels` are given (`winner Sorcerer`).
 */
export function outcomeFacts(outcome: OutcomeResponse['outcome'], labels?: DisplayLabels): string {
  const facts = [outcome.result, `tier ${outcome.tier}`];
  if (outcome.margin !== undefined) facts.push(`margin ${outcome.margin}`);
  if (outcome.successLevels !== undefined) facts.push(count(outcome.successLevels, 'success level'));
  if (outcome.failureLevels !== undefined) facts.push(count(outcome.failureLevels, 'failure level'));
  if (outcome.critical) facts.push(`critical ${outcome.critical}`);
  // The winner, unless the label already names it ("Ragnhild wins").
  const winner =
    outcome.winner && (labels ? winnerLabel(outcome.winner, labels, outcome.parties) : outcome.winner);
  if (winner && !(labels && outcomeLabel(outcome, labels).startsWith(winner))) facts.push(`winner ${winner}`);
  if (outcome.rounds !== undefined) facts.push(count(outcome.rounds, 'round'));
  if (outcome.turns !== undefined) facts.push(count(outcome.turns, 'turn'));
  return facts.join(', ');
}

/** "1 round", "2 rounds", "0 success levels". */
function count(n: unknown, noun: string): string {
  return `${String(n)} ${noun}${n === 1 ? '' : 's'}`;
}

/** A follow-up effect (a test the outcome calls for): `{ kind: 'follow-up', text, test, input }`. */
export function isFollowUp(effect: Effect): effect is Effect & { test: string; input: unknown } {
  return effect.kind === 'follow-up' && typeof effect.test === 'string';
}

/**
 * A resolved test as text: label coloured by tier (a contest's winner by name), the dice, the steps, the effects and the seed.
 *
 * @example
 * formatOutcome(resolveTest(registry, request), createPalette(false));
 */
export function formatOutcome(response: OutcomeResponse, palette: Palette, labels?: DisplayLabels): string {
  const { outcome } = response;
  const dice = describeDice(response.dice, labels, outcome.parties);
  const lines = [
    `${palette.tier(outcome.tier, outcomeLabel(outcome, labels))}  ${palette.style('dim', `(${outcomeFacts(outcome, labels)})`)}`,
    `${palette.style('bold', 'Dice')}   ${dice.join('; ') || 'none'}`,
    ...section('Steps', response.steps, palette),
    ...section('Effects', outcome.effects, palette, (effect) => followUpHint(response, effect)),
    ...(outcome.followUps ?? []).flatMap((next) => [
      `${palette.style('bold', 'Next')}   ${next.label}${next.description ? `: ${next.description}` : ''}`,
      palette.style(
        'dim',
        `  then: verdict resolve ${response.system} ${next.test} --input '${JSON.stringify(next.input ?? {}).replaceAll("'", "'\\''")}'`,
      ),
    ]),
  ];
  if (response.seed !== undefined) {
    lines.push(palette.style('dim', `Seed ${response.seed} (replay with --seed ${response.seed})`));
  }
  return lines.join('\n');
}

function section(
  title: string,
  items: readonly (Step | Effect)[],
  palette: Palette,
  extra: (item: Effect) => string | undefined = () => undefined,
): string[] {
  if (items.length === 0) return [];
  return [
    palette.style('bold', title),
    ...items.flatMap((item) => {
      const hint = extra(item);
      return [`  - ${item.text}`, ...(hint ? [palette.style('dim', `    ${hint}`)] : [])];
    }),
  ];
}

function followUpHint(response: OutcomeResponse, effect: Effect): string | undefined {
  if (!isFollowUp(effect)) return undefined;
  const input = JSON.stringify(effect.input ?? {}).replaceAll("'", "'\\''");
  return `then: verdict resolve ${response.system} ${effect.test} --input '${input}'`;
}
