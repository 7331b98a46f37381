import { describe, expect, it } from 'vitest';
import { schemaOf } from './fixtures/captured.js';
import {
  applyFieldPairs,
  describeFields,
  FieldPairError,
  type JsonSchema,
  readText,
  toFieldPairs,
} from './index.js';

describe('field=value text', () => {
  const check = schemaOf('d20-roll-under', 'check');
  const dice = schemaOf('t13', 'dice');

  it('reads each value as the type the schema expects, nested fields and list rows included', () => {
    const input = applyFieldPairs(
      {},
      ['value=12', 'name=12', 'strongSuccess=no', 'modifiers.0.label=poor tackle', 'modifiers.0.amount=-3'],
      check,
    );
    expect(input).toEqual({
      value: 12,
      name: '12',
      strongSuccess: false,
      modifiers: [{ label: 'poor tackle', amount: -3 }],
    });
  });

  it('reads a list of objects written short: items by ;, values by : in field order, required first', () => {
    expect(applyFieldPairs({}, ['modifiers=-3:poor tackle;+1:dusk: late'], check)).toEqual({
      modifiers: [
        { amount: -3, label: 'poor tackle' },
        { amount: 1, label: 'dusk: late' },
      ],
    });
    expect(applyFieldPairs({}, ['modifiers=[{"amount":2}]'], check)).toEqual({ modifiers: [{ amount: 2 }] });
  });

  it('reads a list of scalars written short: items by ;, one item alone a list of one (issue 39)', () => {
    const sources: JsonSchema = {
      type: 'object',
      properties: {
        advantage: { type: 'array', items: { type: 'string', maxLength: 100 } },
        faces: { type: 'array', items: { type: 'integer' } },
      },
    };
    expect(applyFieldPairs({}, ['advantage=help'], sources)).toEqual({ advantage: ['help'] });
    expect(applyFieldPairs({}, ['advantage=Help; Friendly', 'faces=3;17'], sources)).toEqual({
      advantage: ['Help', 'Friendly'],
      faces: [3, 17],
    });
    expect(applyFieldPairs({}, ['advantage=["a;b"]', 'faces='], sources)).toEqual({
      advantage: ['a;b'],
      faces: [],
    });
  });

  it('picks the shape of a union that the value fits', () => {
    expect(applyFieldPairs({}, ['geometry=7'], dice)).toEqual({ geometry: 7 });
    expect(applyFieldPairs({}, ['geometry=Desi'], dice)).toEqual({ geometry: 'Desi' });
    expect(applyFieldPairs({}, ['main.dice=3d4+2'], dice)).toEqual({ main: { dice: '3d4+2' } });
  });

  it('keeps text that is not a number as text, so validation names the field', () => {
    expect(applyFieldPairs({}, ['value=twelve'], check)).toEqual({ value: 'twelve' });
    expect(readText('1e', { type: 'integer' }, {})).toBe('1e');
  });

  it('refuses text that is not field=value, and unsafe field names', () => {
    expect(() => applyFieldPairs({}, ['value'], check)).toThrow(FieldPairError);
    expect(() => applyFieldPairs({}, ['__proto__.x=1'], check)).toThrow(/Unexpected field/);
  });

  it('refuses a field given twice, naming both pairs', () => {
    expect(() => applyFieldPairs({}, ['value=12', 'name=x', 'value=13'], check)).toThrow(
      new FieldPairError("Repeated field 'value' ('value=12' and 'value=13'): give each field once"),
    );
    expect(() => applyFieldPairs({}, ['modifiers.0.amount=1', 'modifiers.0.amount=2'], check)).toThrow(
      /Repeated field 'modifiers.0.amount'/,
    );
    // In part: a whole list, then a field inside it (or the other way round).
    expect(() => applyFieldPairs({}, ['modifiers=-3:poor tackle', 'modifiers.0.amount=2'], check)).toThrow(
      "Repeated field 'modifiers.0.amount' ('modifiers=-3:poor tackle' and 'modifiers.0.amount=2')",
    );
    expect(() => applyFieldPairs({}, ['main.dice=3d4', 'main={"dice":"2d6"}'], dice)).toThrow(
      "Repeated field 'main.dice' ('main.dice=3d4' and 'main={\"dice\":\"2d6\"}')",
    );
    // Neighbours are not repeats.
    expect(
      applyFieldPairs({}, ['modifiers.0.amount=1', 'modifiers.1.amount=2', 'modifiers.0.label=a'], check),
    ).toEqual({ modifiers: [{ amount: 1, label: 'a' }, { amount: 2 }] });
  });

  it('lets the later pair win when asked to', () => {
    expect(applyFieldPairs({}, ['value=12', 'value=13'], check, { repeated: 'last' })).toEqual({ value: 13 });
  });

  it('writes a value as pairs that read back as the same value', () => {
    const input = {
      value: 12,
      name: 'Fishing',
      modifiers: [{ label: 'poor tackle', amount: -3 }],
      strongSuccess: false,
    };
    const pairs = toFieldPairs(input);
    expect(pairs).toEqual([
      'value=12',
      'name=Fishing',
      'modifiers.0.label=poor tackle',
      'modifiers.0.amount=-3',
      'strongSuccess=false',
    ]);
    expect(applyFieldPairs({}, pairs, check)).toEqual(input);
  });

  it('lists the fields of a schema for help text', () => {
    const lines = describeFields(check as JsonSchema);
    expect(lines.map((l) => `${l.path} ${l.type} ${l.required ? 'required' : 'optional'}`)).toEqual([
      'value integer -99..99 required',
      'modifiers list optional',
      'modifiers.N.label string optional',
      'modifiers.N.amount integer -99..99 required',
      'name string optional',
      'strongSuccess boolean optional',
    ]);
  });
});
