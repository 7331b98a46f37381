// Inputs are shown by their schema titles, in the rules' words ("Skill 11, poor tackle -2"), never as paths or ids.
import { buildForm, defaultFor, describeInput, flattenFields, type JsonSchema } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { manifestOf, systems } from './manifests.test-helper.js';

/**
 * Every named field (not a list row) of a form over `input`; a union's chosen shape, drawn at the union's path under
 * the union's label, counts once, as the union.
 */
function namedFields(schema: JsonSchema, input: unknown, hints: unknown) {
  const form = buildForm(schema, input, { hints: hints as never });
  const seen = new Set<string>();
  return flattenFields(form)
    .map(({ field }) => field)
    .filter((field) => {
      const path = field.path.join('.');
      if (seen.has(path)) return false;
      seen.add(path);
      return typeof field.key === 'string';
    });
}

describe("every input field is shown by its schema's title", () => {
  it('every field of every test and tool of every system has a title (or a hint label), never a key made readable', () => {
    const untitled: string[] = [];
    for (const system of systems) {
      const all = [...system.tests, ...(system.tools ?? [])];
      for (const test of all) {
        const schema = test.inputSchema as JsonSchema;
        const inputs = [defaultFor(schema, schema), ...test.examples.map((example) => example.input)];
        for (const input of inputs) {
          for (const field of namedFields(schema, input, 'ui' in test ? test.ui : undefined)) {
            const titled = field.schema.title !== undefined || field.hint?.label !== undefined;
            if (!titled || /[a-z][A-Z]|[._]/.test(field.label))
              untitled.push(`${system.id}/${test.id} ${field.path.join('.')} "${field.label}"`);
          }
        }
      }
    }
    expect([...new Set(untitled)]).toEqual([]);
  });

  it("d20 roll-under's check says the tested value as the Skill", () => {
    const { inputSchema } = manifestOf('d20-roll-under', 'check');
    const input = { value: 11, modifiers: [{ label: 'poor tackle', amount: -2 }] };
    expect(describeInput(inputSchema as JsonSchema, input)).toBe('Skill 11, poor tackle -2');
  });
});
