import { describeRegistry } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { createAppRegistry } from '../registry.js';
import { addListItem, adjustRow, removeListItem } from './edit.js';
import { formRows } from './form-rows.js';

const manifest = describeRegistry(createAppRegistry());
const schemaOf = (system: string, test: string) =>
  manifest.systems.find((s) => s.id === system)!.tests.find((t) => t.id === test)!.inputSchema;

describe('form rows from @verdict/form', () => {
  it('flattens objects and lists into indented rows', () => {
    const schema = schemaOf('d20-roll-under', 'check');
    const rows = formRows(schema, { value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] });
    expect(rows.map((r) => `${r.depth}:${r.kind}:${r.field.label}`)).toEqual([
      '0:number:Skill',
      '0:list:Modifiers',
      '1:item:Modifier 1',
      '2:text:Label',
      '2:number:Amount',
      '0:text:Name',
      '0:switch:Strong Success',
    ]);
  });

  it('adjusts numbers within their bounds, adds and removes list rows', () => {
    const schema = schemaOf('d20-roll-under', 'check');
    let input: unknown = { value: 99 };
    const [value, modifiers] = formRows(schema, input);
    expect(adjustRow(input, value!, 1, schema)).toEqual({ value: 99 });
    input = addListItem(input, modifiers!, schema);
    expect(input).toEqual({ value: 99, modifiers: [{ amount: 0 }] });
    const item = formRows(schema, input).find((r) => r.kind === 'item')!;
    expect(removeListItem(input, item)).toEqual({ value: 99, modifiers: [] });
  });

  it('offers the shapes of a union and switches between them, keeping shared fields', () => {
    const schema = schemaOf('t13', 'value');
    const input = {
      tested: { contributions: [{ label: 'Pusher', boon: 13 }] },
      opposing: { difficulty: 13 },
    };
    const rows = formRows(schema, input);
    const contribution = rows.find((r) => r.kind === 'variant' && r.field.label === 'Contribution 1')!;
    expect(contribution.field.kind === 'variants' && contribution.field.options).toEqual(['Boon', 'Value']);
    const switched = adjustRow(input, contribution, 1, schema) as typeof input;
    expect(switched.tested.contributions[0]).toEqual({ label: 'Pusher', value: 0 });
    const opposing = rows.find((r) => r.field.label === 'Opposing')!;
    expect(opposing.field.kind === 'variants' && opposing.field.chosen).toBe(1);
  });
});
