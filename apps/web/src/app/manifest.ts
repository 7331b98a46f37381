import type { SystemManifest, TestManifest } from '@verdict/core';
import { defaultFor } from '@verdict/form';

/** The system and test a manifest holds under these ids, if any. */
export function findTest(
  systems: readonly SystemManifest[],
  systemId: string,
  testId: string,
): { system: SystemManifest; test: TestManifest } | undefined {
  const system = systems.find((s) => s.id === systemId);
  const test = system?.tests.find((t) => t.id === testId);
  return system && test ? { system, test } : undefined;
}

/** The input a test starts from: its first example's, else the schema's defaults. */
export function startingInput(test: TestManifest): unknown {
  const example = test.examples[0];
  if (example) return structuredClone(example.input);
  return defaultFor(test.inputSchema, test.inputSchema);
}
