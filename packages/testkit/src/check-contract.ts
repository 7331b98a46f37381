import { createRegistry, describeSystem, type Registry } from '@verdict/core';
import { expect } from 'vitest';
import { jsonProblems } from './json-problems.js';

/**
 * The registry's own check at the door: shape, `apiVersion: 1`, kebab-case ids, every test with its
 * functions, a Standard Schema input and an examples list. Throws the registry's named error.
 */
export function checkContract(system: unknown): Registry {
  return createRegistry([system]);
}

/** The manifest frontends draw forms from (ids, titles, JSON Schema inputs, examples) must be JSON. */
export function checkManifest(registry: Registry, id: string): void {
  const manifest = describeSystem(registry, id);
  expect(jsonProblems(manifest, 'manifest'), 'the manifest (describeSystem) is plain JSON').toEqual([]);
  for (const test of manifest.tests) {
    expect(test.inputSchema.type, `test '${test.id}': the input schema describes an object`).toBe('object');
  }
}
