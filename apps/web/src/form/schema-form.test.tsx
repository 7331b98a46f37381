import { fireEvent, render, screen, within } from '@testing-library/react';
import { describeRegistry, type InputIssue, validateInput } from '@verdict/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { registry } from '../test/render-app.js';
import { SchemaForm } from './schema-form.js';

function Harness(props: { schema: Record<string, unknown>; initial: unknown; issues?: InputIssue[] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <SchemaForm
        schema={props.schema}
        value={value}
        onChange={setValue}
        issues={props.issues ?? []}
        idPrefix="t"
        label="Input"
      />
      <pre data-testid="value">{JSON.stringify(value)}</pre>
    </>
  );
}

const current = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

const tests = describeRegistry(registry).systems.flatMap((system) =>
  system.tests.map((test) => [`${system.id}/${test.id}`, system.id, test] as const),
);

describe('SchemaForm, drawn for every test of every bundled system', () => {
  it.each(tests)('%s: draws every field of its first example, none as raw JSON', (_name, systemId, test) => {
    const example = test.examples[0]!.input as Record<string, unknown>;
    const { container } = render(<Harness schema={test.inputSchema} initial={example} />);
    expect(container.querySelectorAll('textarea')).toHaveLength(0);
    const properties = Object.keys((test.inputSchema as { properties: object }).properties);
    for (const key of properties) {
      expect(container.querySelector(`[id^="t-${key}"]`), `field ${key}`).not.toBeNull();
    }
    // Every control is labelled.
    for (const control of container.querySelectorAll('input, select')) {
      const radio = control.getAttribute('type') === 'radio';
      const labelled = radio
        ? control.closest('label')
        : container.querySelector(`label[for="${control.id}"]`);
      expect(labelled, `label of ${control.id}`).not.toBeNull();
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(validateInput(registry.test(systemId, test.id), current()).ok).toBe(true);
  });

  it.each(tests)('%s: editing the first number field changes the input it sends', (_name, _system, test) => {
    const { container } = render(<Harness schema={test.inputSchema} initial={test.examples[0]!.input} />);
    const number = container.querySelector<HTMLInputElement>('input[type="number"]')!;
    const path = number.id.replace(/^t-/, '').split('-');
    fireEvent.change(number, { target: { value: '7' } });
    const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], current());
    expect(value).toBe(7);
  });
});

describe('SchemaForm widgets', () => {
  const schema = {
    type: 'object',
    $defs: { amount: { type: 'integer', minimum: -10, maximum: 10, description: 'A signed amount' } },
    properties: {
      value: { type: 'integer', title: 'Skill', minimum: 1, maximum: 30 },
      mode: { type: 'string', enum: ['direct', 'percentage'], default: 'direct' },
      strong: { type: 'boolean', default: true },
      mods: {
        type: 'array',
        items: { type: 'object', properties: { amount: { $ref: '#/$defs/amount' } }, required: ['amount'] },
      },
      geometry: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      pair: { type: 'array', prefixItems: [{ type: 'integer' }, { type: 'integer' }] },
    },
    required: ['value'],
  };

  it('draws numbers, choices, switches, lists, shapes to pick and raw JSON from the schema', () => {
    render(<Harness schema={schema} initial={{ value: 12, pair: [1, 2], geometry: 7 }} />);
    expect(screen.getByLabelText('Skill')).toHaveProperty('value', '12');
    expect(screen.getByLabelText(/^Mode/)).toHaveProperty('tagName', 'SELECT');
    expect(screen.getByRole('switch', { name: 'Strong' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Mods' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Number' })).toBeTruthy();
    expect(screen.getByLabelText(/^Pair/)).toHaveProperty('tagName', 'TEXTAREA');
  });

  it('adds and removes rows, with their labels from $defs', () => {
    render(<Harness schema={schema} initial={{ value: 12 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add mod' }));
    expect(current().mods).toEqual([{ amount: 0 }]);
    expect(screen.getByText('A signed amount')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-3' } });
    expect(current().mods).toEqual([{ amount: -3 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove mod 1' }));
    expect(current().mods).toEqual([]);
  });

  it('gives a field that may be negative a keyboard with a minus key, and the others the plain keypad', () => {
    render(<Harness schema={schema} initial={{ value: 12, mods: [{ amount: -3 }] }} />);
    // iOS's numeric and decimal keypads have no minus: a field that may be negative has no inputmode.
    expect(screen.getByLabelText(/^Amount/).getAttribute('inputmode')).toBeNull();
    expect(screen.getByLabelText(/^Skill/).getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '-5' } });
    expect(current().mods).toEqual([{ amount: -5 }]);
  });

  it('switches a value between the shapes it may take', () => {
    render(<Harness schema={schema} initial={{ value: 12, geometry: 7 }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Text' }));
    expect(current().geometry).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Geometry' }), { target: { value: 'Desi' } });
    expect(current().geometry).toBe('Desi');
  });

  it('sets choices and switches, and leaves an emptied optional number out', () => {
    render(<Harness schema={schema} initial={{ value: 12, mods: [] }} />);
    fireEvent.change(screen.getByLabelText(/^Mode/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Strong' }));
    expect(current()).toMatchObject({ mode: 'percentage', strong: false });
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: '' } });
    expect(current().value).toBe('');
  });

  it('shows each problem beside its field, and marks the field invalid', () => {
    const issues = [
      { path: ['value'], message: 'Too big: expected number to be <=30' },
      { path: ['mods', 0, 'amount'], message: 'Too small: expected number to be >=-10' },
    ];
    render(<Harness schema={schema} initial={{ value: 31, mods: [{ amount: -11 }] }} issues={issues} />);
    const skill = screen.getByLabelText('Skill');
    expect(skill.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(skill.getAttribute('aria-describedby')!)?.textContent).toBe(
      issues[0]!.message,
    );
    const row = screen.getByRole('group', { name: 'Mods' });
    expect(within(row).getByText(issues[1]!.message)).toBeTruthy();
  });

  it('says when raw JSON cannot be read', () => {
    render(<Harness schema={schema} initial={{ value: 12, pair: [1, 2] }} />);
    fireEvent.change(screen.getByLabelText(/^Pair/), { target: { value: '[1,' } });
    expect(screen.getByText(/Not valid JSON/)).toBeTruthy();
    expect(current().pair).toEqual([1, 2]);
  });
});
