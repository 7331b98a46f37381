import { createRegistry, describeSystem, isVerdictError, runTool } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { t13 } from '../index.js';

const registry = createRegistry([t13]);
const run = (tool: string, input: unknown) => runTool(registry, { system: 't13', tool, input });

describe('T13 tools', () => {
  it('are in the manifest, with their input schemas and examples', () => {
    const tools = describeSystem(registry, 't13').tools;
    expect(tools.map((tool) => tool.id)).toEqual(['boon-value', 'helpers', 'geometry']);
    expect(tools[0]!.inputSchema).toMatchObject({ properties: { boon: { type: 'integer' } } });
  });

  it('reproduce their examples', () => {
    for (const [id, tool] of Object.entries(t13.tools)) {
      for (const example of tool.examples) {
        const { lines } = run(id, example.input);
        const expected = example.lines ?? [];
        const at = lines.indexOf(expected[0] ?? '');
        expect(lines.slice(at, at + expected.length), `${id}: ${example.title}`).toEqual(expected);
      }
    }
  });

  it('say a Boon past the standard dice has none, and give the facts as values', () => {
    expect(run('boon-value', { boon: 41 }).lines[1]).toBe('Boon 41 has no standard dice (Boons 1 to 40 do).');
    expect(run('helpers', { value: 66 }).values).toEqual({ helpers: 2 });
    expect(run('geometry', { name: 'Desi' }).values).toEqual({ gematria: 16, geometry: 7 });
  });

  it('refuse bad input naming the field', () => {
    for (const [tool, input, path] of [
      ['boon-value', { boon: 1001 }, 'boon'],
      ['helpers', { value: -1 }, 'value'],
      ['geometry', { name: '!!' }, 'name'],
    ] as const) {
      try {
        run(tool, input);
        expect.unreachable(tool);
      } catch (error) {
        expect(isVerdictError(error) && error.code).toBe('invalid_input');
        expect(isVerdictError(error) && error.issues[0]?.path).toEqual(['input', path]);
      }
    }
  });
});
