import { describe, expect, it } from 'vitest';
import { systems } from './manifests.test-helper.js';

/** Every `description` in a schema, and every property key in it (the ids a person should not read). */
function walk(node: unknown, texts: string[], keys: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, texts, keys);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (typeof record.description === 'string') texts.push(record.description);
  if (typeof record.properties === 'object' && record.properties !== null)
    for (const key of Object.keys(record.properties)) keys.add(key);
  for (const value of Object.values(record)) walk(value, texts, keys);
}

describe('help texts name fields by their titles, not their ids', () => {
  it('no test description or field help says a camelCase field id ("maxTurns", "criticalSuccess")', () => {
    const found: string[] = [];
    for (const system of systems) {
      for (const test of system.tests) {
        const texts = [test.description ?? ''];
        const keys = new Set<string>();
        walk(test.inputSchema, texts, keys);
        walk(test.choicesSchema, texts, keys);
        const ids = [...keys].filter((key) => /[a-z][A-Z]/.test(key));
        for (const text of texts)
          for (const id of ids)
            if (new RegExp(`\\b${id}\\b`).test(text))
              found.push(`${system.id}/${test.id}: ${id} in "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
