import { describe, expect, it } from 'vitest';
import { describeFields } from './field-lines.js';
import type { JsonSchema } from './json-schema.js';

// T13's Value Test in small: a contribution is a Boon or a Value, the opposing side a side or a Difficulty.
const contribution: JsonSchema = {
  anyOf: [
    {
      type: 'object',
      properties: { label: { type: 'string' }, boon: { type: 'integer' } },
      required: ['boon'],
    },
    {
      type: 'object',
      properties: { label: { type: 'string' }, value: { type: 'integer' } },
      required: ['value'],
    },
  ],
};
const schema: JsonSchema = {
  type: 'object',
  properties: {
    contributions: { type: 'array', items: contribution },
    opposing: {
      anyOf: [
        {
          type: 'object',
          properties: { facet: { type: 'string' }, contributions: { type: 'array', items: contribution } },
          required: ['contributions'],
        },
        { type: 'object', properties: { difficulty: { type: 'integer' } }, required: ['difficulty'] },
      ],
    },
    geometry: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
  },
  required: ['contributions', 'opposing'],
};

describe('describeFields: the shapes of a union (issue 38, N14)', () => {
  it('names the alternatives on the union line and marks each field with the shape it belongs to', () => {
    const lines = describeFields(schema).map(
      (l) =>
        `${l.path} | ${l.type} | ${l.required ? 'required' : 'optional'}${l.shape ? ` in ${l.shape}` : ''}`,
    );
    expect(lines).toEqual([
      'contributions | list | required',
      'contributions.N | either {boon} or {value} | required',
      'contributions.N.label | string | optional',
      'contributions.N.boon | integer | required in {boon}',
      'contributions.N.value | integer | required in {value}',
      'opposing | either {contributions} or {difficulty} | required',
      'opposing.facet | string | optional in {contributions}',
      'opposing.contributions | list | required in {contributions}',
      'opposing.contributions.N | either {boon} or {value} | required',
      'opposing.contributions.N.label | string | optional',
      'opposing.contributions.N.boon | integer | required in {boon}',
      'opposing.contributions.N.value | integer | required in {value}',
      'opposing.difficulty | integer | required in {difficulty}',
      'geometry | integer | string | optional',
    ]);
  });
});
