import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../schema/json-schema.js';
import { applyFieldPairs } from './field-pairs.js';

const schema: SchemaNode = {
  type: 'object',
  properties: {
    value: { type: 'integer' },
    name: { type: 'string' },
    strongSuccess: { type: 'boolean' },
    modifiers: {
      type: 'array',
      items: { type: 'object', properties: { label: { type: 'string' }, amount: { type: 'integer' } } },
    },
    geometry: { anyOf: [{ type: 'integer', minimum: 1, maximum: 13 }, { type: 'string' }] },
  },
};

describe('field=value pairs', () => {
  it('reads each value as the type the schema expects, with nested fields and list indexes', () => {
    const input = applyFieldPairs(
      { value: 1 },
      [
        'value=12',
        'name=12',
        'strongSuccess=false',
        'modifiers.0.label=poor tackle',
        'modifiers.0.amount=-3',
      ],
      schema,
    );
    expect(input).toEqual({
      value: 12,
      name: '12',
      strongSuccess: false,
      modifiers: [{ label: 'poor tackle', amount: -3 }],
    });
  });

  it('picks the union branch a value fits (a number, else text)', () => {
    expect(applyFieldPairs({}, ['geometry=7'], schema)).toEqual({ geometry: 7 });
    expect(applyFieldPairs({}, ['geometry=Desi'], schema)).toEqual({ geometry: 'Desi' });
  });

  it('keeps a value that is not a number as text, so validation names the field', () => {
    expect(applyFieldPairs({}, ['value=twelve'], schema)).toEqual({ value: 'twelve' });
  });

  it('refuses arguments that are not field=value and unsafe field names', () => {
    expect(() => applyFieldPairs({}, ['value'], schema)).toThrow(/expected field=value/);
    expect(() => applyFieldPairs({}, ['__proto__.x=1'], schema)).toThrow(/Unexpected field/);
  });
});

describe('repeated fields', () => {
  it('refuses a field given twice, naming both', () => {
    expect(() => applyFieldPairs({}, ['value=12', 'name=x', 'value=13'], {})).toThrow(
      "Repeated field 'value' ('value=12' and 'value=13'): give each field once",
    );
    expect(() => applyFieldPairs({}, ['modifiers.0.amount=1', 'modifiers.0.amount=2'], {})).toThrow(
      /Repeated field 'modifiers.0.amount'/,
    );
  });
});
