import { createRegistry, describeSystem } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { t13 } from './index.js';

describe('t13 system', () => {
  it('registers with tests value and dice', () => {
    const registry = createRegistry([t13]);
    expect(registry.system('t13').id).toBe('t13');
    expect(Object.keys(t13.tests)).toEqual(['value', 'dice']);
  });

  it('describes both inputs as JSON Schema, every field with help', () => {
    const manifest = describeSystem(createRegistry([t13]), 't13');
    const value = manifest.tests.find((t) => t.id === 'value')!.inputSchema as {
      properties: Record<string, { description?: string }>;
      required: string[];
    };
    expect(value.required).toEqual(['tested', 'opposing']);
    for (const [name, field] of Object.entries(value.properties))
      expect(field.description, name).toBeTruthy();
    const dice = manifest.tests.find((t) => t.id === 'dice')!.inputSchema as typeof value;
    expect(dice.required).toEqual(['main', 'proficiencies', 'difficulty']);
    for (const [name, field] of Object.entries(dice.properties)) expect(field.description, name).toBeTruthy();
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });
});
