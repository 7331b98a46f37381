import { defineTool } from '@verdict/core';
import { z } from 'zod';
import { boonValue, difficultyValue, helpersToBeat } from '../boons.js';
import { lazy } from '../lazy.js';
import { intRange } from '../schemas.js';
import { TOOL_BOON_LIMIT } from './boon-value.js';

const input = lazy(() =>
  z.object({
    value: intRange(0, 1_000_000_000, 'a Value')
      .describe('The Value to beat (a Difficulty 13 is Value 1087)')
      .meta({ title: 'Value to beat' }),
    boon: intRange(1, TOOL_BOON_LIMIT, 'a Boon')
      .default(13)
      .describe("Each helper's Boon (default 13)")
      .meta({ title: "Helpers' Boon" }),
  }),
);

/**
 * How many helpers of one Boon, their Values added, beat a Value (or a Difficulty's Value).
 *
 * @example
 * helpersTool.run({ value: 1087, boon: 13 }).lines[0]; // '17 helpers of Boon 13 (Value 66 each) beat 1087.'
 */
export const helpersTool = defineTool({
  title: 'Helpers needed',
  description: 'How many helpers of one Boon, their Values added, beat a Value (or a Difficulty).',
  get input() {
    return input();
  },
  run: ({ value, boon }) => {
    const count = helpersToBeat(value, boon);
    return {
      lines: [
        `${count} helper${count === 1 ? '' : 's'} of Boon ${boon} (Value ${boonValue(boon)} each) beat ${value}.`,
      ],
      values: { helpers: count },
    };
  },
  examples: [
    {
      title: 'Beating a Difficulty 13 with Boon 13 helpers',
      input: { value: difficultyValue(13), boon: 13 },
      lines: ['17 helpers of Boon 13 (Value 66 each) beat 1087.'],
    },
  ],
});
