import type { FieldHints, TestExample } from './contract.js';
import type { DisplayLabelsV1 } from './display.js';
import type { Registry } from './registry.js';
import type { StandardJSONSchemaV1 } from './standard-schema.js';
import type { ToolExampleV1 } from './tool.js';

/** One test in the manifest: what a frontend needs to draw its form. */
export interface TestManifest {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** JSON Schema (draft 2020-12) of the input. */
  readonly inputSchema: Record<string, unknown>;
  readonly examples: readonly TestExample<unknown>[];
  readonly ui?: FieldHints;
  /** Whether it can be played round by round. */
  readonly rounds: boolean;
  /** JSON Schema (draft 2020-12) of the choices a round may take (`StepRequest.choices`), when it takes any. */
  readonly choicesSchema?: Record<string, unknown>;
  /** The words for its winners, dice groups, outcome fields and odds extras. */
  readonly labels?: DisplayLabelsV1;
}

/** One tool in the manifest: what a frontend needs to draw its form. */
export interface ToolManifest {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** JSON Schema (draft 2020-12) of the input. */
  readonly inputSchema: Record<string, unknown>;
  readonly ui?: FieldHints;
  /** The first is the input a form starts from. */
  readonly examples: readonly ToolExampleV1<unknown>[];
}

/** One system in the manifest. */
export interface SystemManifest {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly tests: readonly TestManifest[];
  /** Its calculators (empty when it has none). */
  readonly tools: readonly ToolManifest[];
}

/**
 * The registry as JSON: the body of `GET /v1/systems`, and what every frontend draws its forms from.
 *
 * @example
 * describeRegistry(registry).systems.map((s) => s.id); // ['d20-roll-under', '2d6-pool', 't13']
 */
export function describeRegistry(registry: Registry): { systems: SystemManifest[] } {
  return { systems: registry.systems.map((system) => describeSystem(registry, system.id)) };
}

/**
 * One system as JSON: the body of `GET /v1/systems/{system}`. Each `inputSchema` and `choicesSchema` is converted
 * from the test's (or tool's) Standard Schema when it is first read, and kept: a frontend that draws one test's
 * form converts only that test's schema, not every test of every system (the web app converted them all at each
 * page load). The manifest is still plain JSON: `JSON.stringify`, `structuredClone`, `Object.entries` and spreads
 * read the schemas as values; assigning one replaces it.
 */
export function describeSystem(registry: Registry, id: string): SystemManifest {
  const system = registry.system(id);
  return {
    id: system.id,
    name: system.name,
    version: system.version,
    description: system.description,
    tests: Object.entries(system.tests).map(([testId, test]) => {
      const manifest = { id: testId, title: test.title, description: test.description } as TestManifest;
      convertedOnRead(manifest, 'inputSchema', test.input);
      Object.assign(manifest, {
        examples: test.examples,
        ...(test.ui ? { ui: test.ui } : {}),
        rounds: Boolean(test.rounds),
      });
      if (test.rounds?.choices) convertedOnRead(manifest, 'choicesSchema', test.rounds.choices);
      if (test.labels) Object.assign(manifest, { labels: test.labels });
      return manifest;
    }),
    tools: Object.entries(system.tools ?? {}).map(([toolId, tool]) => {
      const manifest = { id: toolId, title: tool.title, description: tool.description } as ToolManifest;
      convertedOnRead(manifest, 'inputSchema', tool.input);
      return Object.assign(manifest, { ...(tool.ui ? { ui: tool.ui } : {}), examples: tool.examples });
    }),
  };
}

/** `target[key]`: the JSON Schema (draft 2020-12) of `schema`'s input, converted on the first read. */
function convertedOnRead(
  target: object,
  key: 'inputSchema' | 'choicesSchema',
  schema: StandardJSONSchemaV1<unknown, unknown>,
): void {
  let converted: Record<string, unknown> | undefined;
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      converted ??= schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
      return converted;
    },
    set: (value: Record<string, unknown>) => {
      converted = value;
    },
  });
}
