import { defineTest, resolveByRounds } from '@verdict/core';
import { z } from 'zod';
import { type ContestSide, type ContestSpec, createContestRounds } from './contest.js';
import {
  contestCost,
  criticalSuccessSchema,
  maxRoundsSchema,
  roundLimits,
  testNameSchema,
} from './contest-input.js';
import { type CriticalChoices, criticalModes, mutualChoices } from './critical-choice.js';
import { criticalSuccessOdds } from './critical-odds.js';
import { contestUi, mutualLabels } from './labels.js';
import { lazy } from './lazy.js';
import { modifiersSchema, valueSchema } from './modifiers.js';
import { describeMutual, MUTUAL_ENDINGS, type MutualEnding, mutualRules } from './mutual-rules.js';

const partySchema = lazy(() =>
  z.strictObject({
    name: z.string().max(200).optional().describe('Who it is, for the steps').meta({ title: 'Name' }),
    will: valueSchema().describe('Will, tested each round').meta({ title: 'Will' }),
    wits: valueSchema()
      .describe('Wits: the higher goes first as Party A (equal: the first listed)')
      .meta({ title: 'Wits' }),
    modifiers: modifiersSchema(),
  }),
);

/** The Mutual Contest of Wills' input: exactly two parties, in any order. */
export const mutualContestInput = lazy(() =>
  z.strictObject({
    parties: z
      .array(partySchema())
      .length(2, { error: 'expected exactly two parties' })
      .describe('The two parties; the one with the higher Wits is Party A and tests first')
      .meta({ title: 'Parties' }),
    criticalSuccess: criticalSuccessSchema(),
    maxRounds: maxRoundsSchema(),
    name: testNameSchema(),
  }),
);

/** A parsed Mutual Contest input. */
export type MutualContestInput = z.infer<ReturnType<typeof mutualContestInput>>;

/** Which party is Party A (rolls first): the higher Wits, or the first listed on equal Wits. */
export function partyA(input: MutualContestInput): 'first' | 'second' {
  return input.parties[1]!.wits > input.parties[0]!.wits ? 'second' : 'first';
}

const partySide = (input: MutualContestInput, index: 0 | 1): ContestSide => {
  const party = input.parties[index]!;
  return {
    id: index === 0 ? 'first' : 'second',
    who: party.name ?? (index === 0 ? 'First party' : 'Second party'),
    ...(party.name ? { name: party.name } : {}),
    valueName: 'Will',
    value: party.will,
    modifiers: party.modifiers,
  };
};

const sides = (input: MutualContestInput): readonly [ContestSide, ContestSide] =>
  partyA(input) === 'first'
    ? [partySide(input, 0), partySide(input, 1)]
    : [partySide(input, 1), partySide(input, 0)];

/** The Mutual Contest as the shared contest engine and Markov chain see it. */
export const mutualSpec: ContestSpec<MutualContestInput, MutualEnding, CriticalChoices> = {
  sides,
  rules: (input, s, choices) => mutualRules(s, criticalModes(input.criticalSuccess, choices)),
  choices: mutualChoices,
  endings: MUTUAL_ENDINGS,
  describe: (input, ending) => describeMutual(sides(input), ending),
  maxRounds: (input) => input.maxRounds,
  penalties: true,
  intro: (input) => {
    const [a, b] = sides(input);
    const first = input.parties[0]!;
    const second = input.parties[1]!;
    const text =
      first.wits === second.wits
        ? `Equal Wits (${first.wits}): ${a.who}, listed first, is Party A and tests first`
        : `${a.who} has the higher Wits (${Math.max(first.wits, second.wits)} against ${Math.min(first.wits, second.wits)}): Party A, tests first; ${b.who} is Party B`;
    return [{ kind: 'note', text, partyA: a.id }];
  },
};

const rounds = createContestRounds(mutualSpec);

/**
 * The Mutual Contest of Wills: two parties attack each other at once. Each round Party A (the higher Wits)
 * tests Will, then Party B; one succeeding while the other fails wins, and a critical failure loses at once.
 *
 * @example
 * resolveTest(registry, {
 *   system: 'd20-roll-under', test: 'mutual-contest',
 *   input: { parties: [{ will: 12, wits: 10 }, { will: 11, wits: 14 }] }, dice: [6, 15],
 * }).outcome.winner; // 'second' (Party A, who rolled 6, is the second party)
 */
export const mutualContest = defineTest({
  title: 'Mutual Contest of Wills',
  labels: mutualLabels,
  ui: contestUi,
  description:
    'Two parties engage each other at once: each round the one with the higher Wits tests Will first, then the other, until one succeeds while the other fails.',
  get input() {
    return mutualContestInput();
  },
  cost: contestCost,
  limits: roundLimits,
  needs: (input) => rounds.needs(input, rounds.start(input)),
  rounds,
  resolve: resolveByRounds(rounds),
  odds: (input) => ({ ...criticalSuccessOdds(mutualSpec, input), partyA: partyA(input) }),
  examples: [
    {
      title: 'The higher Wits goes first and wins',
      input: {
        parties: [
          { name: 'Witch', will: 12, wits: 10 },
          { name: 'Abbot', will: 11, wits: 14 },
        ],
      },
      dice: [6, 15],
      expected: { label: 'Second party wins', result: 'failure', winner: 'second', rounds: 1 },
    },
    {
      title: 'Both succeed, then both fail, then Party B wins',
      input: {
        parties: [
          { name: 'Witch', will: 12, wits: 14 },
          { name: 'Abbot', will: 11, wits: 10 },
        ],
      },
      dice: [6, 9, 15, 13, 14, 4],
      expected: { label: 'Second party wins', result: 'failure', winner: 'second', rounds: 3 },
    },
    {
      title: "Party A's critical success puts Party B at -5",
      input: {
        parties: [
          { will: 12, wits: 12 },
          { will: 13, wits: 12 },
        ],
      },
      dice: [1, 10],
      expected: { label: 'First party wins', result: 'success', winner: 'first', rounds: 1 },
    },
    {
      title: "Party A's critical failure loses at once",
      input: {
        parties: [
          { will: 15, wits: 9 },
          { will: 8, wits: 13 },
        ],
      },
      dice: [19],
      expected: { label: 'First party wins (critical)', result: 'success', winner: 'first', rounds: 1 },
    },
    {
      title: "GM's fiat: Party A's critical success wins the Contest of Wills at once",
      input: {
        parties: [
          { will: 12, wits: 14 },
          { will: 12, wits: 10 },
        ],
        criticalSuccess: 'automatic',
      },
      dice: [1],
      expected: { label: 'First party wins (critical)', result: 'success', winner: 'first', rounds: 1 },
    },
    {
      title: 'GM option: a critical success wins at once',
      input: {
        parties: [
          { will: 12, wits: 12 },
          { will: 12, wits: 11 },
        ],
        criticalSuccess: 'automatic',
      },
      dice: [7, 2],
      expected: { label: 'Second party wins (critical)', result: 'failure', winner: 'second', rounds: 1 },
    },
  ],
});
