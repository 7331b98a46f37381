import { defineTest, resolveByRounds } from '@verdict/core';
import { z } from 'zod';
import { type ContestSide, type ContestSpec, createContestRounds } from './contest.js';
import {
  contestCost,
  criticalSuccessSchema,
  maxRoundsSchema,
  roundLimits,
  testNameSchema,
  willSideSchema,
} from './contest-input.js';
import { type CriticalChoices, criticalModes, directedChoices } from './critical-choice.js';
import { criticalSuccessOdds } from './critical-odds.js';
import { DIRECTED_ENDINGS, type DirectedEnding, describeDirected, directedRules } from './directed-rules.js';
import { contestUi, directedLabels } from './labels.js';
import { lazy } from './lazy.js';

/** The Directed Contest of Wills' input. */
export const directedContestInput = lazy(() =>
  z.strictObject({
    attacker: willSideSchema().describe('Who starts the contest').meta({ title: 'Attacker' }),
    target: willSideSchema().describe('Who resists').meta({ title: 'Target' }),
    criticalSuccess: criticalSuccessSchema(),
    maxRounds: maxRoundsSchema(),
    name: testNameSchema(),
  }),
);

/** A parsed Directed Contest input. */
export type DirectedContestInput = z.infer<ReturnType<typeof directedContestInput>>;

const sides = (input: DirectedContestInput): readonly [ContestSide, ContestSide] => [
  {
    id: 'attacker',
    who: input.attacker.name ?? 'Attacker',
    ...(input.attacker.name ? { name: input.attacker.name } : {}),
    valueName: 'Will',
    value: input.attacker.will,
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

/** The Directed Contest as the shared contest engine and Markov chain see it. */
export const directedSpec: ContestSpec<DirectedContestInput, DirectedEnding, CriticalChoices> = {
  sides,
  rules: (input, s, choices) => directedRules(s, criticalModes(input.criticalSuccess, choices)),
  choices: directedChoices,
  endings: DIRECTED_ENDINGS,
  describe: (input, ending) => describeDirected(sides(input), ending),
  maxRounds: (input) => input.maxRounds,
  penalties: true,
};

const rounds = createContestRounds(directedSpec);

/**
 * The Directed Contest of Wills: the attacker tests Will, then the target resists with Will, round after
 * round, until one fails while the other succeeds, a critical decides it, or the attacker gives up.
 *
 * @example
 * resolveTest(registry, {
 *   system: 'd20-roll-under', test: 'directed-contest',
 *   input: { attacker: { will: 12 }, target: { will: 11 } }, dice: [2, 9],
 * }).outcome.label; // 'Attacker wins' (the target rolled 9 against 11 - 5 = 6)
 */
export const directedContest = defineTest({
  title: 'Directed Contest of Wills',
  labels: directedLabels,
  ui: contestUi,
  description:
    'One intelligence attacks, the other resists: each round the attacker tests Will, then the target. Critical results Stun, win at once or put -5 on the next test.',
  get input() {
    return directedContestInput();
  },
  cost: contestCost,
  limits: roundLimits,
  needs: (input) => rounds.needs(input, rounds.start(input)),
  rounds,
  resolve: resolveByRounds(rounds),
  odds: (input) => criticalSuccessOdds(directedSpec, input),
  examples: [
    {
      title: "A critical success puts the target's Will at -5",
      input: { attacker: { name: 'Sorcerer', will: 12 }, target: { name: 'Knight', will: 11 } },
      dice: [2, 9],
      expected: { label: 'Attacker wins', result: 'success', winner: 'attacker', rounds: 1 },
    },
    {
      title: 'The target resists twice, then the attacker fails',
      input: { attacker: { will: 12 }, target: { will: 12 } },
      dice: [4, 2, 9],
      expected: { label: 'Attack fails', result: 'failure', winner: 'target', rounds: 2 },
    },
    {
      title: 'The attacker critically fails and is Stunned',
      input: { attacker: { will: 15 }, target: { will: 10 } },
      dice: [20],
      expected: { label: 'Attacker stunned', result: 'failure', winner: 'target', rounds: 1 },
    },
    {
      title: "The target's critical failure makes the action even more effective",
      input: { attacker: { will: 12 }, target: { will: 12 } },
      dice: [7, 19],
      expected: {
        label: 'Attacker wins (critical)',
        result: 'success',
        winner: 'attacker',
        ending: 'target-critical-failure',
      },
    },
    {
      title: 'GM option: a critical success wins at once',
      input: { attacker: { will: 13 }, target: { will: 13 }, criticalSuccess: 'automatic' },
      dice: [8, 1],
      expected: { label: 'Target wins', result: 'failure', winner: 'target', rounds: 1 },
    },
    {
      title: "The target critically succeeds: the attacker's next Will test (the next one only) is at -5",
      input: { attacker: { will: 12 }, target: { will: 12 } },
      dice: [5, 2, 10],
      expected: { label: 'Attack fails', result: 'failure', winner: 'target', rounds: 2 },
    },
    {
      title: "GM's fiat: the attacker critically succeeds and automatically wins the Contest of Wills",
      input: { attacker: { will: 12 }, target: { will: 12 }, criticalSuccess: 'automatic' },
      dice: [2],
      expected: {
        label: 'Attacker wins (critical)',
        result: 'success',
        winner: 'attacker',
        ending: 'attacker-critical-success',
        rounds: 1,
      },
    },
    {
      title: 'The attacker gives up at the round limit',
      input: { attacker: { will: 14 }, target: { will: 14 }, maxRounds: 2 },
      dice: [5, 6, 7, 8],
      expected: { label: 'Unresolved', result: 'unresolved', rounds: 2 },
    },
  ],
});
