/**
 * @module
 * A built-in system whose tests' input schemas describe themselves with the build's manifest: the JSON Schema that
 * core's `validateWith` reads for its unknown-field check and its bounded view comes from `built-in-manifest.json`
 * instead of being converted again at each start (zod's `toJSONSchema` was about a tenth of `verdict resolve`'s
 * CPU, issue 38). The manifest was written from the same schemas by the same build.
 *
 * A test the build proved exact (exact/zod-exact.ts: its JSON Schema says every check) is validated by the small
 * checker of that JSON Schema (exact/check-json.ts), which gives the value zod would give; only an input it does not
 * accept goes to the system's own schema, whose words say what is wrong. The system's schemas are built on first
 * use, so a valid input never builds them, and the bundle never loads zod for it (zod-on-demand.ts).
 */
import type {
  GameSystemV1,
  InputSchema,
  SystemManifest,
  TestDefinitionV1,
  ToolDefinitionV1,
} from '@verdict/core';
import { checkJson } from './exact/check-json.js';

type AnyTest = TestDefinitionV1<unknown>;
type AnyTool = ToolDefinitionV1<unknown>;
type AnySchema = InputSchema<unknown>;

/**
 * `system` with each test's input answering the manifest's JSON Schema (the same object each time) and, for the
 * tests in `exact`, validated by that JSON Schema first; tests the manifest does not list are kept as they are.
 * Nothing of the system's own schemas is read until an input needs them.
 *
 * @example
 * withManifestSchemas(d20RollUnder, manifest, ['check']).tests.check.input['~standard'].validate({ value: 12 });
 * // { value: { value: 12, modifiers: [], strongSuccess: true } }, without building the check's zod schema
 */
export function withManifestSchemas(
  system: GameSystemV1,
  manifest: SystemManifest,
  exact: readonly string[] = [],
): GameSystemV1 {
  const tests: Record<string, AnyTest> = {};
  for (const [id, test] of Object.entries(system.tests) as [string, AnyTest][]) {
    const json = manifest.tests.find((t) => t.id === id)?.inputSchema;
    if (json === undefined) {
      tests[id] = test;
      continue;
    }
    // Copied by descriptors: a system's getters (its schemas, built on first use) stay getters.
    const copy = withProperty(
      test,
      'input',
      manifestSchema(json, exact.includes(id), () => test.input),
    );
    const rounds = Object.getOwnPropertyDescriptor(test, 'rounds')?.value as AnyTest['rounds'];
    tests[id] = rounds ? withProperty(copy, 'rounds', deferredRounds(rounds)) : copy;
  }
  // A tool's input too: registering a system checks each tool's input schema, which built t13's three zod schemas
  // (and loaded zod) for every command that named t13 (issue 38). Its JSON Schema is the manifest's; it validates
  // with its own schema, built when a tool runs.
  const tools: Record<string, AnyTool> = {};
  for (const [id, tool] of Object.entries(system.tools ?? {}) as [string, AnyTool][]) {
    const json = manifest.tools?.find((t) => t.id === id)?.inputSchema;
    tools[id] =
      json === undefined
        ? tool
        : withProperty(
            tool,
            'input',
            manifestSchema(json, false, () => tool.input),
          );
  }
  return { ...system, tests, ...(system.tools === undefined ? {} : { tools }) };
}

/** A schema answering `json` for its JSON Schema, checking with it first when `exact`, else with `own()`. */
function manifestSchema(json: unknown, exact: boolean, own: () => AnySchema): AnySchema {
  const standard: AnySchema['~standard'] = {
    version: 1,
    vendor: 'verdict-cli',
    validate: (value) =>
      (exact ? (checkJson(json, value) as { value: unknown } | undefined) : undefined) ??
      own()['~standard'].validate(value),
    jsonSchema: {
      input: () => json as Record<string, unknown>,
      output: (options) => own()['~standard'].jsonSchema.output(options),
    },
  };
  return { '~standard': standard };
}

/** A schema that reads `own()` only when used: the registry's check of a test's rounds does not build it. */
function deferredSchema(own: () => AnySchema): AnySchema {
  const standard: AnySchema['~standard'] = {
    version: 1,
    vendor: 'verdict-cli',
    validate: (value) => own()['~standard'].validate(value),
    jsonSchema: {
      input: (options) => own()['~standard'].jsonSchema.input(options),
      output: (options) => own()['~standard'].jsonSchema.output(options),
    },
  };
  return { '~standard': standard };
}

function deferredRounds(rounds: NonNullable<AnyTest['rounds']>): NonNullable<AnyTest['rounds']> {
  if (!Object.getOwnPropertyDescriptor(rounds, 'choices')) return rounds;
  return withProperty(
    rounds,
    'choices',
    deferredSchema(() => rounds.choices as AnySchema),
  );
}

function withProperty<T extends object>(object: T, key: string, value: unknown): T {
  const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(object);
  descriptors[key] = { value, enumerable: true };
  return Object.defineProperties({}, descriptors) as T;
}
