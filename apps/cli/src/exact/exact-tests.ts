/**
 * @module
 * Which built-in tests the CLI may check with their JSON Schema alone (issue 38): the build writes the list
 * (`built-in-exact.json`, build-catalog.ts) and built-in-schemas.ts reads it.
 */
import type { Registry, SystemManifest } from '@verdict/core';
import { readsAll } from './check-json.js';
import { zodIsExact } from './zod-exact.js';

/**
 * By system id, the tests whose zod schema says nothing its JSON Schema does not (zod-exact.ts) and whose JSON
 * Schema the checker reads whole (check-json.ts).
 *
 * @example
 * exactTests(registry, describeRegistry(registry))['d20-roll-under']; // ['check', 'directed-contest', ...]
 */
export function exactTests(
  registry: Registry,
  manifest: { readonly systems: readonly SystemManifest[] },
): Record<string, string[]> {
  const exact: Record<string, string[]> = {};
  for (const system of registry.systems) {
    const described = manifest.systems.find((s) => s.id === system.id);
    exact[system.id] = Object.entries(system.tests)
      .filter(([id, test]) => {
        const json = described?.tests.find((t) => t.id === id)?.inputSchema;
        return json !== undefined && zodIsExact(test.input) && readsAll(json);
      })
      .map(([id]) => id);
  }
  return exact;
}
