// A third-party game system with no dependencies: a hand-written Standard Schema (validate + JSON Schema).
const jsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { call: { type: 'string', enum: ['heads', 'tails'], description: 'What the player calls' } },
  required: ['call'],
};

const input = {
  '~standard': {
    version: 1,
    vendor: 'coin-fixture',
    validate(value) {
      if (typeof value !== 'object' || value === null)
        return { issues: [{ message: 'expected an object', path: [] }] };
      if (value.call !== 'heads' && value.call !== 'tails') {
        return { issues: [{ message: "expected 'heads' or 'tails'", path: ['call'] }] };
      }
      return { value: { call: value.call } };
    },
    jsonSchema: { input: () => jsonSchema, output: () => jsonSchema },
  },
};

const flip = {
  title: 'Flip',
  description: 'Call heads or tails; a d2 decides (1 is heads).',
  input,
  needs: () => [{ count: 1, sides: 2, group: 'coin' }],
  resolve(value, { dice }) {
    const face = dice.d(2, 'coin');
    const side = face === 1 ? 'heads' : 'tails';
    const won = side === value.call;
    return {
      outcome: {
        result: won ? 'success' : 'failure',
        label: won ? 'Called it' : 'Wrong call',
        tier: won ? 1 : -1,
        effects: [],
      },
      steps: [{ kind: 'roll', text: `The coin shows ${side}` }],
    };
  },
  odds: () => ({
    outcomes: [
      { label: 'Called it', result: 'success', tier: 1, probability: 0.5, fraction: '1/2' },
      { label: 'Wrong call', result: 'failure', tier: -1, probability: 0.5, fraction: '1/2' },
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
  description: 'Flip a coin.',
  tests: { flip },
};
export default coin;
