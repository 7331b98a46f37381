import type { Effect, OutcomeResponse, Step } from '@verdict/core';
import { type DisplayLabels, outcomeFacts as formOutcomeFacts, outcomeLabel } from '@verdict/form';
import type { Palette } from './colour.js';
import { describeDice } from './dice-text.js';

/**
 * The facts beside an outcome's label, as the web shows them (`outcomeFacts` of `@verdict/form`): `Margin -6`,
 * `Success Levels 2, Failure Levels 0`, `Rounds 3`; the winner by the name given, unless the label names it. An
 * outcome with no such facts gets its result (`failure`), so the parentheses are never empty.
 *
 * @example
 * outcomeFacts(resolveTest(registry, request).outcome, labels); // 'Margin -6'
 */
export function outcomeFacts(outcome: OutcomeResponse['outcome'], labels?: DisplayLabels): string {
  const facts = formOutcomeFacts(outcome, labels).map((fact) => `${fact.label} ${fact.text}`);
  return facts.length > 0 ? facts.join(', ') : outcome.result;
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
export function formatOutcome(
  response: OutcomeResponse,
  palette: Palette,
  labels?: DisplayLabels,
  options: { readonly seedGiven?: boolean } = {},
): string {
  const { outcome } = response;
  const dice = describeDice(response.dice, labels, outcome.parties);
  const lines = [
    `${palette.tier(outcome.tier, outcomeLabel(outcome, labels))}  ${palette.style('dim', `(${outcomeFacts(outcome, labels)})`)}`,
    `${palette.style('bold', 'Dice')}   ${dice.join('; ') || 'none rolled'}`,
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
  // A test that rolled no die (a T13 Value Test in direct mode) has nothing a seed replays: no seed line
  // (the earlier review's 21).
  // A seed given with --seed is not echoed back as advice to type it again (the earlier review's 21).
  if (response.seed !== undefined && dice.length > 0 && !options.seedGiven) {
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
