import { defineTool } from '@verdict/core';
import { z } from 'zod';
import { successCounts } from './odds.js';

const MAX_DICE = 100;

/** The tool's input: the target number, the successes needed, and the chance wanted. */
export const poolForInput = z.object({
  target: z
    .int()
    .min(2)
    .max(6)
    .default(5)
    .describe('The target number: each die showing it or more is a success')
    .meta({ title: 'Target number' }),
  needed: z
    .int()
    .min(1)
    .max(MAX_DICE)
    .default(1)
    .describe('How many successes the task needs')
    .meta({ title: 'Successes needed' }),
  chance: z
    .int()
    .min(1)
    .max(99)
    .default(75)
    .describe('The chance wanted, in percent')
    .meta({ title: 'Chance' }),
});

/**
 * The smallest pool with at least `chance` percent to pass: a tool, so frontends offer it beside the check
 * without code of their own. Exact: the chance of each pool comes from the binomial counts.
 *
 * @example
 * poolFor.run({ target: 5, needed: 1, chance: 75 }).values; // { dice: 4, percent: 80.2 }
 */
export const poolFor = defineTool({
  title: 'Dice for a chance',
  description: 'The smallest pool that passes a check with at least the chance wanted.',
  input: poolForInput,
  ui: { chance: { label: 'Chance wanted (%)' } },
  run: ({ target, needed, chance }) => {
    for (let dice = needed; dice <= MAX_DICE; dice++) {
      const { counts, total } = successCounts(dice, target);
      const passing = counts.slice(needed).reduce((sum, count) => sum + count, 0n);
      // Compared exactly: passing / total >= chance / 100.
      if (passing * 100n >= BigInt(chance) * total) {
        const percent = Math.round((Number(passing) / Number(total)) * 1000) / 10;
        return {
          lines: [`${dice}d6 against ${target}+ pass with ${percent}% (${needed} needed).`],
          values: { dice, percent },
        };
      }
    }
    return {
      lines: [`Even ${MAX_DICE} dice do not reach ${chance}% for ${needed} successes at ${target}+.`],
      values: { dice: 0, percent: 0 },
    };
  },
  examples: [
    {
      title: 'Three chances in four of one success at 5+',
      input: { target: 5, needed: 1, chance: 75 },
      lines: ['4d6 against 5+ pass with 80.2% (1 needed).'],
    },
  ],
});
