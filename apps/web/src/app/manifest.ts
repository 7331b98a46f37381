import type { TestManifest } from '@verdict/core';
import { defaultFor } from '@verdict/form';

/** The input a test starts from: its first example's, else the schema's defaults. */
export function startingInput(test: TestManifest): unknown {
  const example = test.examples[0];
  if (example) return structuredClone(example.input);
  return defaultFor(test.inputSchema, test.inputSchema);
}
