import { defineTest, type Effect, type FollowUpV1, type OddsOutcome, type ResultKind } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import { z } from 'zod';
import { classify, ROLL_KIND_NAMES, type RollKind } from './d20.js';
import { horrorLabels } from './labels.js';
import { lazy } from './lazy.js';
import { effectiveValue, modifiersSchema, oneRollCost, valueSchema, valueSteps } from './modifiers.js';

/** The Horror Check's input: the Will, labelled modifiers and an optional name (the check's shape). */
export const horrorInput = lazy(() =>
  z.strictObject({
    value: valueSchema()
      .describe('The Will of the character who meets something terrible')
      .meta({ title: 'Will' }),
    modifiers: modifiersSchema(),
    name: z
      .string()
      .max(200)
      .optional()
      .describe('Who or what is tested, for the steps (default "Will")')
      .meta({ title: 'Name' }),
  }),
);

/** A parsed Horror Check input. */
export type HorrorInput = z.infer<ReturnType<typeof horrorInput>>;

interface HorrorRow {
  readonly label: 'Unfazed' | 'Steady' | 'Horrified' | 'Overwhelmed';
  readonly result: ResultKind;
  readonly tier: number;
  readonly critical?: 'success' | 'failure';
}

/** The Horror Check's table, by the kind of the Will roll. */
export const HORROR_ROWS: Readonly<Record<RollKind, HorrorRow>> = {
  'critical-success': { label: 'Unfazed', result: 'success', tier: 2, critical: 'success' },
  success: { label: 'Steady', result: 'success', tier: 1 },
  failure: { label: 'Horrified', result: 'failure', tier: -1 },
  'critical-failure': { label: 'Overwhelmed', result: 'failure', tier: -2, critical: 'failure' },
};

/**
 * The Horror Check: a Will test when a character meets something terrible. Failing it leaves a -2 to all
 * tests while exposed, which a Will test at -2 ends: that recovery check comes back as a `follow-up` effect.
 *
 * @example
 * resolveTest(registry, { system: 'd20-roll-under', test: 'horror', input: { value: 11 }, dice: [14] }).outcome.label;
 * // 'Horrified'
 */
export const horror = defineTest({
  title: 'Horror Check',
  labels: horrorLabels,
  description:
    'A Will test when a character meets something terrible, frightening or repulsive: Unfazed, Steady, Horrified (-2 while exposed) or Overwhelmed (Stunned, then an extreme reaction).',
  get input() {
    return horrorInput();
  },
  cost: oneRollCost,
  needs: (input) => [{ count: 1, sides: 20, group: 'horror', label: input.name ?? 'Will' }],
  resolve: (input, { dice }) => {
    const effective = effectiveValue(input.value, input.modifiers);
    const face = dice.d(20, 'horror');
    const kind = classify(face, effective);
    const row = HORROR_ROWS[kind];
    const critical = face <= 2 || face >= 19;
    return {
      outcome: {
        result: row.result,
        label: row.label,
        tier: row.tier,
        margin: effective - face,
        ...(row.critical ? { critical: row.critical } : {}),
        effects: horrorEffects(kind, input.value),
        ...(kind === 'failure' || kind === 'critical-failure'
          ? { followUps: [recoveryFollowUp(input.value)] }
          : {}),
      },
      steps: [
        ...valueSteps(input.name ?? 'Will', input.value, input.modifiers),
        { kind: 'roll', text: `Rolled ${face} on d20`, face },
        {
          kind: 'compare',
          text: critical
            ? `Natural ${face}: ${ROLL_KIND_NAMES[kind]}, ${row.label}`
            : `${face} ${face <= effective ? '<=' : '>'} ${effective}: ${ROLL_KIND_NAMES[kind]}, ${row.label}`,
        },
      ],
    };
  },
  odds: (input) => ({ outcomes: horrorOdds(effectiveValue(input.value, input.modifiers)) }),
  examples: [
    {
      title: 'Horrified by the thing in the well',
      input: { value: 11, modifiers: [{ label: 'utterly unearthly', amount: -2 }] },
      dice: [14],
      expected: { label: 'Horrified', result: 'failure', tier: -1, margin: -5 },
    },
    {
      title: 'A butcher shrugs at the slaughter',
      input: { name: 'Will', value: 11, modifiers: [{ label: 'used to blood', amount: 4 }] },
      dice: [1],
      expected: { label: 'Unfazed', result: 'success', tier: 2, critical: 'success' },
    },
    {
      title: 'A shudder at the crypt door',
      input: { value: 11 },
      dice: [9],
      expected: { label: 'Steady', result: 'success', tier: 1, margin: 2 },
    },
    {
      title: 'Overwhelmed by the charnel pit',
      input: { value: 14 },
      dice: [20],
      expected: { label: 'Overwhelmed', result: 'failure', tier: -2, critical: 'failure' },
    },
  ],
});

/**
 * The exact odds of a Horror Check, by counting faces (impossible labels left out).
 *
 * @example
 * horrorOdds(11).find((o) => o.label === 'Steady')?.fraction; // '9/20'
 */
export function horrorOdds(effective: number): OddsOutcome[] {
  const counts = new Map<RollKind, number>();
  for (let face = 1; face <= 20; face++) {
    const kind = classify(face, effective);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return (Object.entries(HORROR_ROWS) as [RollKind, HorrorRow][])
    .filter(([kind]) => counts.has(kind))
    .map(([kind, row]) => ({
      label: row.label,
      result: row.result,
      tier: row.tier,
      probability: counts.get(kind)! / 20,
      fraction: formatFraction(BigInt(counts.get(kind)!), 20n),
    }));
}

/**
 * The recovery check the outcome proposes (`followUps`): a check of the same Will at -2, which ends the -2 and the
 * fear. It carries only the -2 the rule names (the one the character suffers while exposed), not the Horror
 * Check's own modifiers: they measured the first shock (rules: d20-roll-under.md, the revised Decision on what
 * the recovery test carries). The GM may add situational modifiers to it as to any test.
 */
export function recoveryFollowUp(will: number): FollowUpV1 {
  return {
    test: 'check',
    label: 'Recover',
    description: 'A Will test at -2 ends the -2 and the fear',
    input: { value: will, modifiers: [{ label: 'exposed', amount: -2 }], name: 'Will' },
  };
}

/**
 * The recovery check as an effect, as in 1.0 (`kind: 'follow-up'` with `test` and `input`): kept so that
 * frontends built on 1.0 still offer it; new frontends read the outcome's `followUps`.
 */
export function recoveryCheck(will: number): Effect {
  const followUp = recoveryFollowUp(will);
  return {
    kind: 'follow-up',
    text: `${followUp.label}: a Will test at -2 ends the -2 and the fear`,
    test: followUp.test,
    input: followUp.input,
  };
}

function horrorEffects(kind: RollKind, will: number): Effect[] {
  const exposed: Effect = {
    kind: 'condition',
    text: '-2 to all tests for as long as the character is exposed to the situation',
    amount: -2,
  };
  const gmOption: Effect = {
    kind: 'gm-option',
    text: 'The GM may add paralysis by fear, violent sickness, hysteria or fainting, lasting as long as the GM decides or until a Will test at -2 succeeds',
  };
  switch (kind) {
    case 'critical-success':
      return [{ kind: 'narrative', text: 'Utterly unfazed by the experience' }];
    case 'success':
      return [{ kind: 'narrative', text: 'A slight shudder or brief nausea, nothing more' }];
    case 'failure':
      return [
        { kind: 'narrative', text: 'Terror, disquiet or nausea' },
        exposed,
        gmOption,
        recoveryCheck(will),
      ];
    case 'critical-failure':
      return [
        { kind: 'condition', text: 'Mentally Stunned for a round' },
        {
          kind: 'narrative',
          text: 'Then an extreme reaction the GM specifies (running in terror and the like)',
        },
        exposed,
        gmOption,
        {
          kind: 'gm-option',
          text: 'If the experience was really awful, the GM may give a neurosis or psychosis arising from it (a phobia, catatonia and the like)',
        },
        recoveryCheck(will),
      ];
    default:
      return kind satisfies never;
  }
}
