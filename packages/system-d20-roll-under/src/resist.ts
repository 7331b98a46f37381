import { defineTest, resolveByRounds } from '@verdict/core';
import { z } from 'zod';
import { type ContestSide, type ContestSpec, createContestRounds } from './contest.js';
import {
  contestCost,
  maxRoundsSchema,
  roundLimits,
  testNameSchema,
  willSideSchema,
} from './contest-input.js';
import { contestOdds } from './contest-odds.js';
import { criticalModes } from './critical-choice.js';
import { type DirectedEnding, describeDirected, directedRules, RESIST_ENDINGS } from './directed-rules.js';
import { resistLabels } from './labels.js';
import { lazy } from './lazy.js';
import { modifiersSchema, valueSchema } from './modifiers.js';

/** Resisting's input: the attacker's Social Skill (or magical attack) against the target's Will. */
export const resistInput = lazy(() =>
  z.strictObject({
    attacker: z
      .strictObject({
        name: z.string().max(200).optional().describe('Who it is, for the steps').meta({ title: 'Name' }),
        skill: valueSchema()
          .describe(
            'The Social Skill used (Persuasion...), or for a Personal Magickal attack that succeeded, the value its contest is tested against',
          )
          .meta({ title: 'Skill' }),
        modifiers: modifiersSchema(),
      })
      .describe('Who attacks with a Social Skill or a magical attack')
      .meta({ title: 'Attacker' }),
    target: willSideSchema().describe('Who resists').meta({ title: 'Target' }),
    maxRounds: maxRoundsSchema(),
    name: testNameSchema(),
  }),
);

/** A parsed Resisting input. */
export type ResistInput = z.infer<ReturnType<typeof resistInput>>;

const sides = (input: ResistInput): readonly [ContestSide, ContestSide] => [
  {
    id: 'attacker',
    who: input.attacker.name ?? 'Attacker',
    ...(input.attacker.name ? { name: input.attacker.name } : {}),
    valueName: 'Skill',
    value: input.attacker.skill,
    modifiers: input.attacker.modifiers,
  },
  {
    id: 'target',
    who: input.target.name ?? 'Target',
    ...(input.target.name ? { name: input.target.name } : {}),
    valueName: 'Will',
    value: input.target.will,
    modifiers: input.target.modifiers,
  },
];

/**
 * Resisting as the shared contest engine sees it: a Directed Contest where every critical success wins
 * at once and every critical failure loses at once (so no -5 penalties, and no Stun).
 */
export const resistSpec: ContestSpec<ResistInput, DirectedEnding> = {
  sides,
  rules: (_input, s) => directedRules(s, criticalModes('automatic'), 'loses'),
  endings: RESIST_ENDINGS,
  describe: (input, ending) => describeDirected(sides(input), ending),
  maxRounds: (input) => input.maxRounds,
  penalties: false,
};

const rounds = createContestRounds(resistSpec);

/**
 * Resisting: the attacker tests a Social Skill (or the contest of a magical attack) and the target resists
 * with Will, round after round; any critical success wins at once, any critical failure loses at once.
 *
 * @example
 * resolveTest(registry, {
 *   system: 'd20-roll-under', test: 'resist',
 *   input: { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } }, dice: [8, 5, 7, 10, 2],
 * }).outcome.label; // 'Attacker wins (critical)'
 */
export const resist = defineTest({
  title: 'Resisting',
  labels: resistLabels,
  description:
    'A hostile Social Skill or magical attack against a target who resists with Will: like a Directed Contest of Wills, but any critical success wins and any critical failure loses at once.',
  get input() {
    return resistInput();
  },
  cost: contestCost,
  limits: roundLimits,
  needs: (input) => rounds.needs(input, rounds.start(input)),
  rounds,
  resolve: resolveByRounds(rounds),
  odds: (input) => contestOdds(resistSpec, input),
  examples: [
    {
      title: 'Jokkler persuades the guard to let him see the King',
      input: { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } },
      dice: [8, 5, 7, 10, 2],
      expected: {
        label: 'Attacker wins (critical)',
        result: 'success',
        winner: 'attacker',
        rounds: 3,
        ending: 'attacker-critical-success',
      },
    },
    {
      title: "Jokkler's critical failure: he loses at once, and Resisting carries no Stun",
      input: { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } },
      dice: [8, 5, 20],
      expected: {
        label: 'Target wins',
        result: 'failure',
        winner: 'target',
        rounds: 2,
        ending: 'attacker-critical-failure',
        effects: [{ kind: 'narrative', text: "Jokkler's action is ineffective" }],
      },
    },
    {
      title: "The guard's critical success ends it",
      input: { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } },
      dice: [8, 1],
      expected: { label: 'Target wins', result: 'failure', winner: 'target', rounds: 1 },
    },
  ],
});
