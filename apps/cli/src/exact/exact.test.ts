// The JSON Schema checker against zod, for every built-in test (issue 38): for each example input of each test,
// and the wrong inputs made from it (each field missing, of a wrong type, out of range, an unknown field beside
// it), the checker accepts exactly what the test's zod schema accepts and gives back the same value, defaults and
// key order included, for every test the build proves exact; through the CLI's wrapper, every answer (value or
// words) is the system's own.
import { createRequire } from 'node:module';
import { describeRegistry, type TestDefinitionV1, validateInput } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { withManifestSchemas } from '../built-in-schemas.js';
import { BUILT_IN_SYSTEMS, createAppRegistry } from '../registry.js';
import { checkJson, readsAll } from './check-json.js';
import { exactTests } from './exact-tests.js';
import { zodIsExact } from './zod-exact.js';

const registry = createAppRegistry();
const manifest = describeRegistry(registry);
const exact = exactTests(registry, manifest);

type Path = readonly (string | number)[];

/** Every path to a value inside `value` (objects and arrays), the root first. */
function paths(value: unknown, at: Path = []): Path[] {
  const found: Path[] = [at];
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, item] of Object.entries(value))
    found.push(...paths(item, [...at, Array.isArray(value) ? Number(key) : key]));
  return found;
}

/** `value` with the thing at `path` replaced (`change` returns undefined to delete it). */
function changed(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  const next = change(parent[last]);
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = next;
  return copy;
}

/** Wrong types, and values on both sides of the built-in schemas' bounds (which are what the checker reads). */
const VALUES: readonly unknown[] = [
  null,
  true,
  'x',
  '',
  'x'.repeat(200),
  'x'.repeat(201),
  'penalty',
  'automatic',
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  ...[-1e9, -1001, -1000, -100, -99, -5, -1, 0, 1, 2, 3, 5, 20, 30, 50, 51, 99, 100, 1000, 1001, 1e9],
  [],
  {},
  [1],
];

/**
 * The example inputs, and from each: every field missing, replaced by each of `VALUES`, an array at other lengths,
 * and an unknown field beside the others.
 */
function samples(test: TestDefinitionV1<unknown>): unknown[] {
  const out: unknown[] = [];
  for (const example of test.examples) {
    const input = example.input;
    out.push(input);
    for (const path of paths(input)) {
      if (path.length > 0) out.push(changed(input, path, () => undefined));
      for (const value of VALUES) out.push(changed(input, path, () => value));
      for (const length of [1, 2, 3, 50, 51])
        out.push(
          changed(input, path, (old) =>
            Array.isArray(old) && old.length > 0 ? Array(length).fill(old[0]) : old,
          ),
        );
      out.push(
        changed(input, path, (old) => {
          if (typeof old === 'number') return old + 100;
          if (Array.isArray(old)) return [...old, ...old, ...old];
          if (typeof old === 'object' && old !== null) return { ...old, unknownField: 1 };
          return old;
        }),
      );
    }
  }
  return out;
}

const builtIn = BUILT_IN_SYSTEMS.flatMap((system) =>
  Object.entries(system.tests).map(([id, test]) => ({ system, id, test: test as TestDefinitionV1<unknown> })),
);

describe('the JSON Schema checker of a built-in test', () => {
  it('is used for the tests the build proves exact: every d20 roll-under test among them', () => {
    expect(exact['d20-roll-under']).toEqual([
      'check',
      'directed-contest',
      'mutual-contest',
      'resist',
      'horror',
    ]);
  });

  for (const { system, id, test } of builtIn.filter((t) => exact[t.system.id]?.includes(t.id))) {
    it(`accepts exactly what zod accepts, with zod's value: ${system.id} ${id}`, () => {
      const json = manifest.systems
        .find((s) => s.id === system.id)!
        .tests.find((t) => t.id === id)!.inputSchema;
      const list = samples(test);
      expect(list.length).toBeGreaterThan(50);
      let accepted = 0;
      for (const input of list) {
        const zod = test.input['~standard'].validate(input);
        if (zod instanceof Promise) throw new Error('async schema');
        const fast = checkJson(json, input);
        const label = JSON.stringify(input);
        if (zod.issues) expect(fast, label).toBeUndefined();
        else {
          accepted++;
          // Stringified: the same keys in the same order, as zod gives them.
          expect(JSON.stringify(fast?.value), label).toBe(JSON.stringify(zod.value));
        }
      }
      expect(accepted).toBeGreaterThan(0);
    });
  }

  for (const system of BUILT_IN_SYSTEMS) {
    it(`answers through the CLI's wrapper exactly as the system does, words included: ${system.id}`, () => {
      const described = manifest.systems.find((s) => s.id === system.id)!;
      const wrapped = withManifestSchemas(system, described, exact[system.id]);
      for (const [id, test] of Object.entries(system.tests) as [string, TestDefinitionV1<unknown>][])
        for (const input of samples(test))
          expect(validateInput(wrapped.tests[id]!, input), `${id} ${JSON.stringify(input)}`).toEqual(
            validateInput(test, input),
          );
    });
  }
});

// zod itself, as the systems resolve it (the CLI does not depend on it).
const z = createRequire(createRequire(import.meta.url).resolve('@verdict/core/package.json'))('zod').z;

describe('the proof that a schema is exact', () => {
  it('refuses refinements, transforms, pipes, stripping objects, patterns and formats', () => {
    expect(
      zodIsExact(z.strictObject({ value: z.int().min(1).max(9), name: z.string().max(9).optional() })),
    ).toBe(true);
    expect(zodIsExact(z.strictObject({ value: z.int().refine((n: number) => n !== 3) }))).toBe(false);
    expect(zodIsExact(z.strictObject({ value: z.string().transform((s: string) => s.length) }))).toBe(false);
    expect(zodIsExact(z.strictObject({ value: z.string().pipe(z.string()) }))).toBe(false);
    expect(zodIsExact(z.object({ value: z.int() }))).toBe(false);
    expect(zodIsExact(z.strictObject({ value: z.string().regex(/^a/) }))).toBe(false);
    expect(zodIsExact(z.strictObject({ value: z.email() }))).toBe(false);
    expect(zodIsExact(z.strictObject({ value: z.int().optional().default(1) }))).toBe(false);
  });

  it('and the checker reads only the keywords it knows', () => {
    expect(
      readsAll({ type: 'object', properties: { a: { type: 'integer' } }, additionalProperties: false }),
    ).toBe(true);
    expect(readsAll({ type: 'string', pattern: '^a' })).toBe(false);
    expect(readsAll({ type: 'object', properties: {}, additionalProperties: { type: 'string' } })).toBe(
      false,
    );
    expect(readsAll({ $ref: '#/$defs/a' })).toBe(false);
  });
});
