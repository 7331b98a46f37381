import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './json-schema.js';
import { MAX_PATH_DEPTH, pathProblem } from './path-bounds.js';
import { setAt } from './paths.js';
import { applyFieldPairs, FieldPairError } from './text.js';

// A test's input as zod emits it: a list of at most 8 modifier rows, through a $ref, and a free-form object.
const schema: JsonSchema = {
  type: 'object',
  properties: {
    value: { type: 'integer' },
    modifiers: { type: 'array', maxItems: 8, items: { $ref: '#/$defs/Modifier' } },
    notes: { type: 'object', additionalProperties: true },
  },
  $defs: {
    Modifier: { type: 'object', properties: { amount: { type: 'integer' }, label: { type: 'string' } } },
  },
};

describe('field paths bounded by the schema', () => {
  it('refuses an index past maxItems before anything is allocated, naming the field', () => {
    expect(() => applyFieldPairs({}, ['value=12', 'modifiers.999999999.amount=1'], schema)).toThrow(
      new FieldPairError('modifiers.999999999: index out of range, at most 8 items'),
    );
    expect(() => applyFieldPairs({}, ['modifiers.8.amount=1'], schema)).toThrow(/at most 8 items/);
  });

  it('refuses a sparse index: rows are given in order', () => {
    expect(() => applyFieldPairs({}, ['modifiers.2.amount=1'], schema)).toThrow(
      new FieldPairError('modifiers.2: index out of range, the next row is modifiers.0 (rows go in order)'),
    );
    expect(applyFieldPairs({}, ['modifiers.0.amount=1', 'modifiers.1.amount=2'], schema)).toEqual({
      modifiers: [{ amount: 1 }, { amount: 2 }],
    });
    expect(applyFieldPairs({ modifiers: [{ amount: -3 }] }, ['modifiers.1.amount=2'], schema)).toEqual({
      modifiers: [{ amount: -3 }, { amount: 2 }],
    });
  });

  it('bounds fields the schema does not know too: no sparse lists, and a maximum depth', () => {
    expect(() => applyFieldPairs({}, ['notes.list.99999999=1'], schema)).toThrow(
      /notes\.list\.99999999: index out of range/,
    );
    const deep = Array.from({ length: MAX_PATH_DEPTH + 1 }, () => 'a').join('.');
    expect(() => applyFieldPairs({}, [`notes.${deep}=1`], schema)).toThrow(
      new RegExp(`more than ${MAX_PATH_DEPTH} levels deep`),
    );
    expect(applyFieldPairs({}, ['notes.list.0=1'], schema)).toEqual({ notes: { list: [1] } });
  });

  it('answers the problem of a path without throwing, for callers that collect problems', () => {
    expect(pathProblem(schema, ['modifiers', 1], { modifiers: [{}] })).toBeUndefined();
    expect(pathProblem(schema, ['modifiers', 3], { modifiers: [{}] })).toMatch(/next row is modifiers\.1/);
  });

  it('setAt refuses a sparse index rather than filling the gap', () => {
    expect(() => setAt([], [999_999_999], 1)).toThrow(RangeError);
    expect(setAt([1], [1], 2)).toEqual([1, 2]);
  });
});
