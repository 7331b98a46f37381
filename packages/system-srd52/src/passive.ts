import { defineTest } from '@verdict/core';
import { z } from 'zod';
import { coreFields, dcField, sideIssues } from './fields.js';
import { d20Labels, d20Ui } from './labels.js';
import { lazy } from './lazy.js';
import { d20Mode, sideModel } from './side.js';

/** The passive score's input: a check's flat fields (no dice of any kind) and a DC (rules: srd52.md, section 10). */
export const passiveInput = lazy(() => {
  const { dice: _dice, bless: _bless, bane: _bane, ...scoreFields } = coreFields();
  return z.strictObject({ ...scoreFields, dc: dcField() }).superRefine((input, ctx) => {
    sideIssues({ ...input, dice: [] }, 'check', (path, message) =>
      ctx.addIssue({ code: 'custom', path, message }),
    );
  });
});

export type PassiveInput = z.infer<ReturnType<typeof passiveInput>>;

/**
 * The passive score: 10 + every modifier of the check, +5 with Advantage, -5 with Disadvantage (Exhaustion
 * counts); Passive Perception and the Initiative score are SRD 5.2's two.
 *
 * @example
 * passiveScore({ abilityScore: 15, proficiency: 'proficient', proficiencyBonus: 2, ... }); // 14
 */
export function passiveScore(input: PassiveInput): {
  score: number;
  terms: { label: string; amount: number }[];
} {
  const model = sideModel({ ...input, dice: [], bless: false, bane: false });
  const mode = d20Mode(input.advantage, input.disadvantage);
  const terms = [
    { label: 'Base', amount: 10 },
    ...model.terms.map((t) => ({ label: t.label ?? 'Modifier', amount: t.amount })),
    ...(mode === 'advantage' ? [{ label: 'Advantage', amount: 5 }] : []),
    ...(mode === 'disadvantage' ? [{ label: 'Disadvantage', amount: -5 }] : []),
  ];
  return { score: terms.reduce((sum, t) => sum + t.amount, 0), terms };
}

export const passive = defineTest({
  title: 'Passive score',
  labels: d20Labels,
  ui: d20Ui,
  description:
    'A score of 10 + every modifier of a check (+5 with Advantage, -5 with Disadvantage) against a DC, no dice: Passive Perception, the Initiative score, or any check the GM wants passively.',
  get input() {
    return passiveInput();
  },
  needs: () => [],
  cost: (input, kind) => ({
    work: 20_000,
    output: 2_000 + input.modifiers.length * 200 + (kind === 'odds' ? 0 : 500),
  }),
  resolve: (input) => {
    const { score, terms } = passiveScore(input);
    const success = score >= input.dc;
    const what = [input.name, input.ability, input.skill].filter(Boolean).join(', ');
    return {
      outcome: {
        result: success ? 'success' : 'failure',
        label: success ? 'Success' : 'Failure',
        tier: success ? 1 : -1,
        margin: score - input.dc,
        score,
        dc: input.dc,
        effects: [],
      },
      steps: [
        ...terms.map((t) => ({
          kind: 'modifier',
          text: `${t.label} ${t.amount < 0 ? '-' : '+'}${Math.abs(t.amount)}`,
          amount: t.amount,
        })),
        { kind: 'value', text: `Passive score${what ? ` (${what})` : ''}: ${score}`, score },
        {
          kind: 'compare',
          text: `${score} ${success ? '>=' : '<'} DC ${input.dc}: ${success ? 'Success' : 'Failure'}`,
        },
      ],
    };
  },
  odds: (input) => {
    const success = passiveScore(input).score >= input.dc;
    return {
      outcomes: [
        success
          ? { label: 'Success', result: 'success' as const, tier: 1, probability: 1, fraction: '1/1' }
          : { label: 'Failure', result: 'failure' as const, tier: -1, probability: 1, fraction: '1/1' },
      ],
    };
  },
  examples: [
    {
      title: 'Passive Perception 14 notices a DC 14 trap',
      input: {
        ability: 'Wisdom',
        abilityScore: 15,
        skill: 'Perception',
        proficiency: 'proficient',
        levelOrCr: 1,
        dc: 14,
      },
      dice: [],
      expected: { label: 'Success', result: 'success', tier: 1, margin: 0, score: 14 },
    },
    {
      title: 'With Advantage, Passive Perception is 19',
      input: {
        ability: 'Wisdom',
        abilityScore: 15,
        skill: 'Perception',
        proficiency: 'proficient',
        levelOrCr: 1,
        advantage: ['Keen senses'],
        dc: 14,
      },
      dice: [],
      expected: { label: 'Success', result: 'success', tier: 1, score: 19 },
    },
    {
      title: 'Dim light and Exhaustion 1: Passive Perception 7 misses DC 8',
      input: {
        ability: 'Wisdom',
        abilityModifier: 2,
        skill: 'Perception',
        proficiency: 'proficient',
        proficiencyBonus: 2,
        disadvantage: ['Dim light'],
        exhaustion: 1,
        dc: 8,
      },
      dice: [],
      expected: { label: 'Failure', result: 'failure', tier: -1, margin: -1, score: 7 },
    },
  ],
});
