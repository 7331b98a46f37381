import { defineTool } from '@verdict/core';
import { z } from 'zod';
import { boonDice, boonValue, difficultyValue, MAX_STANDARD_BOON } from '../boons.js';
import { lazy } from '../lazy.js';
import { intRange } from '../schemas.js';

/** The largest Boon the tools take, either way. */
export const TOOL_BOON_LIMIT = 1000;

const input = lazy(() =>
  z.object({
    boon: intRange(-TOOL_BOON_LIMIT, TOOL_BOON_LIMIT, 'a Boon')
      .describe(`A Boon from -${TOOL_BOON_LIMIT} to ${TOOL_BOON_LIMIT}`)
      .meta({ title: 'Boon' }),
  }),
);

/**
 * The Value a Boon stands for, its standard dice, and the Value a Difficulty of that number asks for.
 *
 * @example
 * boonValueTool.run({ boon: 13 }).lines[0]; // 'Boon 13 has Value 66.'
 */
export const boonValueTool = defineTool({
  title: 'Value of a Boon',
  description:
    'The Value a Boon stands for, its standard dice, and the Value a Difficulty of that number asks for.',
  get input() {
    return input();
  },
  run: ({ boon }) => {
    const dice = boon >= 1 && boon <= MAX_STANDARD_BOON ? boonDice(boon) : undefined;
    return {
      lines: [
        `Boon ${boon} has Value ${boonValue(boon)}.`,
        dice
          ? `Its standard dice: ${dice}.`
          : `Boon ${boon} has no standard dice (Boons 1 to ${MAX_STANDARD_BOON} do).`,
        `Difficulty ${boon} asks for Value ${difficultyValue(boon)}.`,
      ],
      values: {
        value: boonValue(boon),
        difficultyValue: difficultyValue(boon),
        ...(dice ? { dice } : {}),
      },
    };
  },
  examples: [
    {
      title: 'Boon 13',
      input: { boon: 13 },
      lines: ['Boon 13 has Value 66.', 'Its standard dice: 2d2+1.', 'Difficulty 13 asks for Value 1087.'],
    },
    { title: 'Boon 18', input: { boon: 18 }, lines: ['Boon 18 has Value 111.'] },
  ],
});
