// A system the registry accepts whose input schema cannot be described as JSON Schema (zod's `custom` has no
// JSON Schema form): the server refuses it at start-up, naming it, instead of failing its first listing.
import { z } from 'zod';

const call = {
  title: 'Call',
  description: 'Call a side, then flip a coin (a d2: 1 is heads).',
  input: z.object({ call: z.custom((value) => value === 'heads' || value === 'tails') }),
  needs: () => [{ count: 1, sides: 2, group: 'coin' }],
  resolve: (input, { dice }) => {
    const won = (dice.d(2, 'coin') === 1 ? 'heads' : 'tails') === input.call;
    return {
      outcome: {
        result: won ? 'success' : 'failure',
        label: won ? 'Called it' : 'Missed',
        tier: won ? 1 : -1,
        effects: [],
      },
      steps: [],
    };
  },
  odds: () => ({
    outcomes: [
      { label: 'Called it', result: 'success', tier: 1, probability: 0.5, fraction: '1/2' },
      { label: 'Missed', result: 'failure', tier: -1, probability: 0.5, fraction: '1/2' },
    ],
  }),
  examples: [{ title: 'Heads', input: { call: 'heads' }, dice: [1], expected: { label: 'Called it' } }],
};

export const unconvertible = {
  apiVersion: 1,
  id: 'unconvertible',
  name: 'Unconvertible',
  version: '1.0.0',
  description: 'A system whose input has no JSON Schema form, for testing the loader.',
  tests: { call },
};
