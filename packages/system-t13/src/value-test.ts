import {
  type CostKind,
  defineTest,
  type Outcome,
  type ResolveContext,
  type Step,
  type TestCost,
} from '@verdict/core';
import { valueLabels, valueUi } from './labels.js';
import type { ExtraLevel } from './levels.js';
import { ladderRung } from './levels.js';
import { levelOutcome } from './outcome.js';
import { valueExamples } from './value-examples.js';
import { valueOdds } from './value-odds.js';
import { percentagePlan, readFace } from './value-percentage.js';
import { directVerdict, helpersFor, sideTotal, valueMisfit, valueTrump } from './value-rules.js';
import { type ValueInput, valueInput } from './value-schema.js';

/**
 * The T13 Value Test: the tested side's summed Values against the opposing side's (or a Difficulty's),
 * compared directly or as a percentage chance on a d100, with misfit Facets and the table options.
 *
 * @example
 * resolveTest(registry, { system: 't13', test: 'value', input: { tested: { facet: 'Zeal', contributions: [{ boon: 13 }, { boon: 13 }] }, opposing: { facet: 'Inertia', contributions: [{ boon: 18 }] } } });
 */
export const valueTest = defineTest({
  title: 'Value Test',
  labels: valueLabels,
  ui: valueUi,
  description:
    "Compares Values: the tested side's summed Boons or Values against the opposing side or a Difficulty, directly (the larger wins) or as a percentage chance on a d100, with misfit Facets, doubles, multiples and numerology.",
  get input() {
    return valueInput();
  },
  needs: (input) =>
    input.mode === 'percentage'
      ? [{ count: 1, sides: 100, group: 'percentage', label: 'd100 for the side rolled for' }]
      : [],
  cost: valueCost,
  resolve: resolveValue,
  odds: valueOdds,
  examples: valueExamples,
});

/**
 * The cost of a Value Test: adding up the contributions (each may be written as a step), and in percentage mode the
 * d100's 100 faces judged for the odds; small whatever the input.
 *
 * @example
 * valueCost(input, 'odds'); // { work: 200,000 + ..., output: ... }
 */
export function valueCost(input: ValueInput, kind: CostKind): TestCost {
  const contributions =
    input.tested.contributions.length +
    ('contributions' in input.opposing ? input.opposing.contributions.length : 0);
  const faces = kind === 'odds' && input.mode === 'percentage' ? 100 : 1;
  return { work: contributions * 200 + faces * 5_000, output: 4_000 + contributions * 200 + faces * 300 };
}

/** Resolves a Value Test with the given dice (a d100 in percentage mode, none in direct mode). */
export function resolveValue(
  input: ValueInput,
  { dice }: ResolveContext,
): { outcome: Outcome; steps: Step[] } {
  const read = readValueSetup(input);
  const steps = [...read.steps];
  const fields: Record<string, unknown> = {
    totals: { tested: read.tested, opposing: read.opposing },
    helpersToBeat: helpersFor(read.opposing),
  };
  if (input.mode === 'direct') {
    const verdict = directVerdict(read.tested, read.opposing);
    steps.push({ kind: 'compare', text: `${verdict.comparison}: ${verdict.label}` });
    if (input.doubles || input.multiples || input.numerology) {
      steps.push({ kind: 'note', text: 'Doubles, multiples and numerology apply in percentage mode only' });
    }
    return { outcome: levelOutcome(ladderRung(verdict.label), read.misfit, fields), steps };
  }
  const plan = percentagePlan(input, read.tested, read.opposing);
  const mine = plan.rolled === 'tested' ? read.tested : read.opposing;
  steps.push({
    kind: 'value',
    text: `The d100 is rolled for the ${plan.rolled} side: chance = round(100 × ${mine} / (${read.tested} + ${read.opposing})) = ${plan.chance}%`,
  });
  if (plan.geometry !== undefined)
    steps.push({ kind: 'note', text: `Geometry ${plan.geometry} for numerology` });
  const face = dice.d(100, 'percentage');
  steps.push({ kind: 'roll', text: `Rolled ${face === 100 ? '00 (100)' : face} on d100` });
  const reading = readFace(plan, face);
  const passText = reading.pass ? `${face} ≤ ${plan.chance}: pass` : `${face} > ${plan.chance}: fail`;
  const label = reading.success ? 'Moderate Success' : 'Moderate Failure';
  const whose =
    plan.rolled === 'tested' ? 'the tested side' : 'the opposing side (mirrored for the tested side)';
  steps.push({ kind: 'compare', text: `${passText} for ${whose}: ${label}` });
  for (const extra of reading.extras) steps.push({ kind: 'modifier', text: extra.text });
  if (plan.geometry !== undefined && face === 100) {
    steps.push({
      kind: 'note',
      text: 'Numerology: 00 (100) adds up to 0, which matches no Geometry: no Success Level',
    });
  }
  const extras: ExtraLevel[] = [...read.misfit, ...reading.extras];
  const outcome = levelOutcome(ladderRung(label), extras, {
    ...fields,
    chance: plan.chance,
    rolledFor: plan.rolled,
    roll: face,
  });
  return { outcome, steps };
}

/** Totals, trump and misfit levels: everything before any die. */
export function readValueSetup(input: ValueInput): {
  tested: number;
  opposing: number;
  misfit: ExtraLevel[];
  steps: Step[];
} {
  const tested = sideTotal(input.tested, 'Tested');
  const opposing = sideTotal(input.opposing, 'Opposing');
  const steps: Step[] = [...tested.lines, ...opposing.lines].map((text) => ({ kind: 'value', text }));
  const helpers = helpersFor(opposing.total);
  steps.push({
    kind: 'note',
    text: `${helpers.count} Boon-${helpers.boon} helpers together would beat ${opposing.total}`,
  });
  const trump = valueTrump(input);
  if (trump) {
    const why = input.trump ? 'as given' : 'the Anti-Facet of the opposing Facet';
    steps.push({ kind: 'note', text: `Trump: ${trump} (${why})` });
  }
  const misfit = valueMisfit(input);
  for (const m of misfit) steps.push({ kind: 'modifier', text: m.text });
  return { tested: tested.total, opposing: opposing.total, misfit, steps };
}
