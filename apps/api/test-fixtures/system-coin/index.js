// A third-party game system as a plain ESM package: a coin flip called in advance.
import { z } from 'zod';

const flip = {
  title: 'Flip',
  description: 'Call heads or tails, then flip a coin (a d2: 1 is heads).',
  input: z.object({ call: z.enum(['heads', 'tails']).describe('What the player calls') }),
  needs: () => [{ count: 1, sides: 2, group: 'coin' }],
  resolve: (input, { dice }) => {
    const side = dice.d(2, 'coin') === 1 ? 'heads' : 'tails';
    const won = side === input.call;
    return {
      outcome: {
        result: won ? 'success' : 'failure',
        label: won ? 'Called it' : 'Missed',
        tier: won ? 1 : -1,
        effects: [],
      },
      steps: [{ kind: 'roll', text: `The coin shows ${side}` }],
    };
  },
  odds: () => ({
    outcomes: [
      { label: 'Called it', result: 'success', tier: 1, probability: 0.5, fraction: '1/2' },
      { label: 'Missed', result: 'failure', tier: -1, probability: 0.5, fraction: '1/2' },
    ],
  }),
  examples: [
    {
      title: 'Heads, and heads it is',
      input: { call: 'heads' },
      dice: [1],
      expected: { label: 'Called it' },
    },
  ],
};

export const coin = {
  apiVersion: 1,
  id: 'coin',
  name: 'Coin',
  version: '1.0.0',
  description: 'A coin flip, for testing extra systems.',
  tests: { flip },
};

export const HEADS = 1;
