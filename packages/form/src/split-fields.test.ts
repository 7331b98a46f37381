import { describe, expect, it } from 'vitest';
import { splitFieldText } from './split-fields.js';
import { FieldPairError } from './text.js';

describe('splitFieldText', () => {
  it('splits on spaces and keeps quoted values whole', () => {
    expect(splitFieldText(`value=12  modifiers.0.label='poor tackle' name="A = B"`)).toEqual([
      'value=12',
      'modifiers.0.label=poor tackle',
      'name=A = B',
    ]);
  });

  it('runs a value on to the next pair when it has spaces and no quotes', () => {
    expect(splitFieldText('name=Olaf the Bold value=12')).toEqual(['name=Olaf the Bold', 'value=12']);
  });

  it('keeps a leading word without = as its own pair, for the parser to name', () => {
    expect(splitFieldText('oops value=1')).toEqual(['oops', 'value=1']);
    expect(splitFieldText('   ')).toEqual([]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => splitFieldText("label='poor")).toThrow(FieldPairError);
  });
});
