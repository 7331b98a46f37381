import type { TestManifest } from '@verdict/core';
import { defaultFor } from './defaults.js';

/**
 * The input a test starts from: its example at `index` (the first by default), else the schema's defaults, else
 * an empty object (a third-party test with no examples and no defaults still gets a form to fill in). One rule
 * for every frontend: the web's form, the terminal's play screen and its `e` (next example), a room's test choice.
 *
 * @example
 * startingInput(manifest.systems[0].tests[0]); // { name: 'Fishing', value: 12, modifiers: [...] }
 */
export function startingInput(test: TestManifest, index = 0): unknown {
  const example = test.examples[index];
  if (example) return structuredClone(example.input);
  return defaultFor(test.inputSchema, test.inputSchema) ?? {};
}
