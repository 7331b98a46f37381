/**
 * @module
 * A built-in system whose tests' input schemas describe themselves with the build's manifest: validation still
 * runs through the system's own schema library (`~standard.validate`), but the JSON Schema that core's
 * `validateWith` reads for its unknown-field check and its bounded view comes from `built-in-manifest.json`
 * instead of being converted again at each start (zod's `toJSONSchema` was about a tenth of `verdict resolve`'s
 * CPU, issue 38). The manifest was written from the same schemas by the same build.
 */
import type { GameSystemV1, SystemManifest, TestDefinitionV1 } from '@verdict/core';

type AnyTest = TestDefinitionV1<unknown>;

/**
 * `system` with each test's `input['~standard'].jsonSchema.input` answering the manifest's schema (the same
 * object each time); tests the manifest does not list are kept as they are.
 *
 * @example
 * withManifestSchemas(d20RollUnder, manifest).tests.check.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
 */
export function withManifestSchemas(system: GameSystemV1, manifest: SystemManifest): GameSystemV1 {
  const tests: Record<string, AnyTest> = {};
  for (const [id, test] of Object.entries(system.tests) as [string, AnyTest][]) {
    const json = manifest.tests.find((t) => t.id === id)?.inputSchema;
    if (json === undefined) {
      tests[id] = test;
      continue;
    }
    const standard = test.input['~standard'];
    const jsonSchema = { ...standard.jsonSchema, input: () => json };
    tests[id] = { ...test, input: { '~standard': { ...standard, jsonSchema } } as AnyTest['input'] };
  }
  return { ...system, tests };
}
