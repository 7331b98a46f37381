import {
  defineTest,
  type Effect,
  type InputIssue,
  type OddsHeadlineV1,
  resolveByRounds,
} from '@verdict/core';
import { z } from 'zod';
import { type CategoryCounts, neededNatural, sideCategories } from './categories.js';
import { checkExamples } from './check-examples.js';
import { createD20Rounds, offers } from './d20-rounds.js';
import { INSPIRATION_BYTES, OUTCOME_BYTES, sideBytes } from './entry-bytes.js';
import { coreFields, dcField, guidanceField, inspirationFields, sideIssues } from './fields.js';
import { d20Labels, d20Ui } from './labels.js';
import { lazy } from './lazy.js';
import { d20Count, type SideModel, sideModel } from './side.js';
import { FAILURE, outcomesOf, passFail, rollCost, SUCCESS, successHeadline } from './verdicts.js';

/** The ability check's input (rules: srd52.md, sections 1-6). */
export const checkInput = lazy(() =>
  z
    .strictObject({
      ...coreFields(),
      guidance: guidanceField(),
      ...inspirationFields(),
      dc: dcField().optional(),
      action: z
        .enum(['hide', 'search', 'study'], { error: "expected action 'hide', 'search' or 'study'" })
        .optional()
        .describe(
          'An action that calls for the check: Hide (DC 15 unless given; a success records the DC to find the one hiding)',
        )
        .meta({ title: 'Action' }),
      influence: z
        .strictObject({
          attitude: z
            .enum(['friendly', 'indifferent', 'hostile'], {
              error: "expected attitude 'friendly', 'indifferent' or 'hostile'",
            })
            .default('indifferent')
            .describe("The monster's attitude: Friendly gives Advantage, Hostile Disadvantage")
            .meta({ title: 'Attitude' }),
          intelligence: z
            .int({ error: 'expected an Intelligence score from 1 to 30' })
            .min(1, { error: 'expected an Intelligence score from 1 to 30' })
            .max(30, { error: 'expected an Intelligence score from 1 to 30' })
            .default(10)
            .describe("The monster's Intelligence: the DC is the larger of 15 and it, unless given")
            .meta({ title: 'Intelligence' }),
        })
        .optional()
        .describe('Influence action on a hesitant monster (a willing one complies, an unwilling one refuses)')
        .meta({ title: 'Influence' }),
    })
    .superRefine((input, ctx) => {
      sideIssues(input, 'check', (path, message) => ctx.addIssue({ code: 'custom', path, message }));
      if (input.dc === undefined && input.action !== 'hide' && input.influence === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['dc'],
          message: 'expected a DC (only Hide and Influence have their own)',
        });
      }
    }),
);

export type CheckInput = z.infer<ReturnType<typeof checkInput>>;

/** The DC of a check: given, or Hide's 15, or Influence's larger of 15 and the monster's Intelligence. */
export function checkDc(input: CheckInput): number {
  if (input.dc !== undefined) return input.dc;
  if (input.influence) return Math.max(15, input.influence.intelligence);
  return 15;
}

/** The check's side model, with Influence's attitude as an Advantage or Disadvantage source. */
export function checkModel(input: CheckInput): SideModel {
  const attitude = input.influence?.attitude;
  return sideModel(input, [], {
    advantage: attitude === 'friendly' ? ['Friendly'] : [],
    disadvantage: attitude === 'hostile' ? ['Hostile'] : [],
  });
}

const rounds = createD20Rounds<CheckInput>({
  model: checkModel,
  intro: (input) => [
    {
      kind: 'value',
      text: `${[input.name, input.ability, input.skill].filter(Boolean).join(', ') || 'Ability check'} against DC ${checkDc(input)}${
        input.action === 'hide' && input.dc === undefined
          ? ' (Hide)'
          : input.influence && input.dc === undefined
            ? ' (Influence)'
            : ''
      }`,
      dc: checkDc(input),
    },
  ],
  judge: (input, reading) => passFail(reading.total, checkDc(input)),
  compare: (input, reading, verdict) =>
    `${reading.total} ${reading.total >= checkDc(input) ? '>=' : '<'} DC ${checkDc(input)}: ${verdict.label}`,
  finish: (input, roll) => {
    const dc = checkDc(input);
    const success = roll.verdict.result === 'success';
    const effects: Effect[] = [];
    if (input.action === 'hide' && success) {
      effects.push({
        kind: 'condition',
        text: `Hidden: a Wisdom (Perception) check against DC ${roll.reading.total} finds the creature`,
        findDC: roll.reading.total,
      });
    }
    if (input.influence && !success) {
      effects.push({ kind: 'narrative', text: 'The monster will not heed the same plea for 24 hours' });
    }
    return {
      outcome: {
        result: roll.verdict.result,
        label: roll.verdict.label,
        tier: roll.verdict.tier,
        margin: roll.reading.total - dc,
        natural: roll.reading.natural,
        total: roll.reading.total,
        dc,
        ...(input.action === 'hide' && success ? { findDC: roll.reading.total } : {}),
        ...(roll.inspiration ? { heroicInspiration: roll.inspiration } : {}),
        effects,
      },
      steps: [],
    };
  },
});

/** The exact chance of Success and Failure, with the 'auto' Heroic Inspiration policy when `inspire`. */
export function checkCategories(input: CheckInput, inspire: boolean): CategoryCounts<string> {
  const model = checkModel(input);
  const dc = checkDc(input);
  return sideCategories(
    model,
    (n, b) => (n + model.flat + b >= dc ? 'Success' : 'Failure'),
    (c) => c === 'Failure',
    inspire,
    neededNatural(dc, model.flat),
  );
}

/** Odds with and without Heroic Inspiration: the main figures follow the input's policy. */
function checkOdds(input: CheckInput) {
  const inspire = input.heroicInspiration && input.reroll === 'auto';
  const odds = checkCategories(input, inspire);
  const rows = [SUCCESS, FAILURE];
  const headline: OddsHeadlineV1[] = [
    successHeadline('success', 'Success', rows, odds, `The chance that the total meets DC ${checkDc(input)}`),
  ];
  if (input.heroicInspiration)
    headline.push(
      ...inspirationHeadline(input, inspire, rows, (i) => (i === inspire ? odds : checkCategories(input, i))),
    );
  return { outcomes: outcomesOf(rows, odds), headline };
}

/** The headline pair: the chance of success without Heroic Inspiration and with it (the 'auto' policy). */
export function inspirationHeadline(
  _input: unknown,
  inspire: boolean,
  rows: readonly { label: string; result: 'success' | 'failure' | 'stalemate'; tier: number }[],
  categories: (inspire: boolean) => CategoryCounts<string>,
): OddsHeadlineV1[] {
  return [
    successHeadline(
      'withoutInspiration',
      'Without Heroic Inspiration',
      rows,
      categories(false),
      'The chance of success if Heroic Inspiration is kept',
    ),
    successHeadline(
      'withInspiration',
      'With Heroic Inspiration',
      rows,
      categories(true),
      inspire
        ? 'Spending it on a failure to reroll the lower d20 (the odds policy)'
        : 'If it were spent on a failure to reroll the lower d20 (the odds policy)',
    ),
  ];
}

/** The largest die index a check's reroll may name: its d20s and bonus dice. */
export function rerollLimit(
  model: SideModel,
  extra: number,
  reroll: unknown,
  path: (string | number)[] = ['reroll'],
): InputIssue[] {
  if (typeof reroll !== 'number') return [];
  const count = d20Count(model.mode) + model.bonus.length + extra;
  return reroll < count
    ? []
    : [{ path, message: `expected a die index from 0 to ${count - 1}: this roll has ${count} dice` }];
}

/**
 * The ability check: d20 + ability modifier + proficiency part + modifiers + Guidance and other dice - 2 per
 * Exhaustion level, against a DC; meeting it succeeds, and a natural 20 or 1 means nothing by itself.
 */
export const check = defineTest({
  title: 'Ability check',
  labels: d20Labels,
  ui: d20Ui,
  description:
    'A d20 + ability modifier + proficiency against a DC: Success on meeting it. Advantage and Disadvantage, Guidance, Exhaustion, Hide, Influence and Heroic Inspiration as SRD 5.2 says.',
  get input() {
    return checkInput();
  },
  needs: (input) => rounds.needs(input, {}),
  limits: (input) => rerollLimit(checkModel(input), 0, input.reroll),
  maxEntryBytes: (input) =>
    OUTCOME_BYTES + sideBytes(checkModel(input)) + (input.heroicInspiration ? INSPIRATION_BYTES : 0),
  cost: (input, kind) =>
    rollCost(checkModel(input), kind, {
      held: input.heroicInspiration,
      auto: input.heroicInspiration && input.reroll === 'auto',
    }),
  rounds,
  resolve: resolveByRounds(rounds),
  odds: checkOdds,
  examples: checkExamples,
});

export { offers };
