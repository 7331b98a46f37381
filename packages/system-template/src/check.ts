import { defineTest, type Step } from '@verdict/core';
import { z } from 'zod';
import { checkOdds } from './odds.js';
import { readOutcome } from './outcome.js';

/**
 * The check's input. Every field says what it is for: frontends draw their forms from this schema. It is strict: an
 * unknown field (a typo such as `neede`) is refused, never ignored, and every number states its real limits, so the
 * JSON Schema frontends and the API publish says exactly what is accepted.
 */
export const checkInput = z.strictObject({
  dice: z
    .int({ error: 'expected the pool as a whole number of dice' })
    .min(1, { error: 'expected at least 1 die' })
    .max(100, { error: 'expected at most 100 dice' })
    .describe('How many d6 to roll: the pool')
    .meta({ title: 'Dice' }),
  target: z
    .int({ error: 'expected a target number from 2 to 6' })
    .min(2, { error: 'expected a target number from 2 to 6' })
    .max(6, { error: 'expected a target number from 2 to 6' })
    .default(5)
    .describe('The target number: each die showing it or more is a success')
    .meta({ title: 'Target number' }),
  needed: z
    .int({ error: 'expected the successes needed as a whole number from 1 to 100' })
    .min(1, { error: 'expected at least 1 success needed' })
    .max(100, { error: 'expected at most 100 successes needed' })
    .default(1)
    .describe('How many successes the task needs')
    .meta({ title: 'Successes needed' }),
  name: z
    .string()
    .max(200)
    .optional()
    .describe('What is attempted ("Pick the lock"), for the steps')
    .meta({ title: 'Name' }),
});

/** A valid input, defaults applied. */
export type CheckInput = z.infer<typeof checkInput>;

/**
 * The check: roll the pool, count the dice at or above the target, compare with the successes needed.
 *
 * @example
 * resolveTest(registry, { system: 'target-pool', test: 'check', input: { dice: 5, needed: 2 }, dice: [6, 2, 5, 1, 3] });
 * // outcome: { result: 'success', label: 'Success', tier: 1, margin: 0, successes: 2, effects: [] }
 */
export const check = defineTest({
  title: 'Check',
  description:
    'Roll a pool of d6; every die at or above the target number (5 unless the GM says otherwise) is a success. ' +
    'Enough successes pass; twice as many is an Overwhelming Success.',
  input: checkInput,
  // The words frontends show for the dice, the outcome's numbers and the odds extras.
  labels: {
    groups: { pool: 'Pool' },
    fields: { margin: 'Margin', successes: 'Successes' },
    odds: { meanSuccesses: { label: 'Mean successes', format: 'number' } },
  },
  ui: { name: { role: 'label' } },
  needs: (input) => [{ count: input.dice, sides: 6, group: 'pool', label: 'The pool' }],
  // What a request costs, from the input alone: the engine refuses one past its budget before any work. Steps are
  // about a nanosecond each (measure yours in a benchmark); output is bytes of JSON.
  cost: (input, kind) =>
    kind === 'odds'
      ? // One bigint binomial term per count of successes, and a line per count in the answer.
        { work: 10_000 + input.dice * 2_000, output: 2_000 + input.dice * 120 }
      : // One die drawn per pool die, and its face in the steps.
        { work: 10_000 + input.dice * 200, output: 2_000 + input.dice * 90, path: ['dice'] },
  resolve: (input, { dice }) => {
    const what = input.name ? `${input.name}: a` : 'A';
    const steps: Step[] = [
      {
        kind: 'value',
        text: `${what} pool of ${input.dice}d6 against ${input.target}+, ${input.needed} ${plural(input.needed, 'success', 'successes')} needed`,
      },
    ];
    const pool = dice.roll(input.dice, 6, 'pool');
    // A die below the target does not count: marked as dropped, so frontends can grey it out.
    for (const die of pool) if (die.face < input.target) die.drop();
    const hits = pool.filter((die) => die.face >= input.target).map((die) => die.face);
    steps.push({ kind: 'roll', text: `Rolled ${input.dice}d6: ${pool.map((die) => die.face).join(', ')}` });
    const reading = readOutcome(hits.length, input.needed);
    const counted = hits.length > 0 ? ` (${hits.join(', ')})` : '';
    steps.push({
      kind: 'compare',
      text: `${hits.length} ${plural(hits.length, 'success', 'successes')}${counted} against ${input.needed} needed: ${reading.label}`,
    });
    // A follow-up is data: frontends offer it as a button without knowing this system.
    const followUps =
      reading.result === 'failure'
        ? [{ test: 'check', label: 'Try again', description: 'If the GM allows another attempt', input }]
        : [];
    return {
      outcome: {
        ...reading,
        successes: hits.length,
        effects: [],
        ...(followUps.length > 0 ? { followUps } : {}),
      },
      steps,
    };
  },
  odds: checkOdds,
  // Examples are tests (the testkit reproduces each) and documentation (the README shows them).
  examples: [
    {
      title: 'Two successes of five dice, two needed',
      input: { dice: 5, target: 5, needed: 2 },
      dice: [6, 2, 5, 1, 3],
      expected: { result: 'success', label: 'Success', tier: 1, margin: 0, successes: 2 },
    },
    {
      title: 'Twice the successes needed',
      input: { dice: 4, target: 5, needed: 1 },
      dice: [5, 6, 1, 2],
      expected: { result: 'success', label: 'Overwhelming Success', tier: 2, margin: 1, successes: 2 },
    },
    {
      title: 'A lower target number, still one short',
      input: { dice: 3, target: 4, needed: 2 },
      dice: [4, 3, 1],
      expected: { result: 'failure', label: 'Failure', tier: -1, margin: -1, successes: 1 },
    },
    {
      title: 'Picking the lock on sixes only',
      input: { dice: 6, target: 6, needed: 1, name: 'Pick the lock' },
      dice: [2, 6, 3, 1, 5, 4],
      expected: { result: 'success', label: 'Success', tier: 1, margin: 0, successes: 1 },
    },
  ],
});

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
