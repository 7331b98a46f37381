import { resolvePointer, typeOf } from '@verdict/form';
import * as fc from 'fast-check';
import { type JsonSchema, numberArbitrary } from './schema-numbers.js';

/** Options of {@link arbitraryFromSchema}. */
export interface ArbitraryFromSchemaOptions {
  /**
   * Values the schema accepts, such as a test's example inputs: numbers are drawn near their scale,
   * strings are often picked from them, and arrays grow a little past their lengths.
   */
  readonly samples?: readonly unknown[];
  /** Longest array drawn when neither `maxItems` nor the samples say (default 3). */
  readonly maxItems?: number;
  /** How deep `$ref`s are followed before giving up with `null` (default 6). */
  readonly maxDepth?: number;
}

interface Walk {
  readonly root: JsonSchema;
  readonly maxItems: number;
  readonly maxDepth: number;
  readonly depth: number;
}

const NOTHING = fc.constant(null);

/**
 * A fast-check arbitrary of values a JSON Schema (draft 2020-12) accepts, for the subset zod 4,
 * valibot and arktype emit: `type` (one or a list), `properties` / `required`, `additionalProperties`,
 * `integer` / `number` with `minimum` / `maximum` (exclusive too) and `multipleOf`, `boolean`, `null`,
 * `string` with `enum` / `const` / `minLength` / `maxLength`, `array` with `items` / `prefixItems` /
 * `minItems` / `maxItems`, `anyOf` / `oneOf`, `allOf` (its first member), `$ref` into `$defs`, and
 * `default`. Optional properties are sometimes left out. A `pattern` or `format` is not honoured: such
 * strings come from the samples or are arbitrary (and then usually refused, which a property test
 * of "only input errors" is happy with).
 *
 * @example
 * const input = arbitraryFromSchema(test.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }), {
 *   samples: test.examples.map((example) => example.input),
 * });
 * fc.assert(fc.property(input, (value) => { ... }));
 */
export function arbitraryFromSchema(
  schema: JsonSchema,
  options: ArbitraryFromSchemaOptions = {},
): fc.Arbitrary<unknown> {
  const walk: Walk = {
    root: schema,
    maxItems: options.maxItems ?? 3,
    maxDepth: options.maxDepth ?? 6,
    depth: 0,
  };
  return build(schema, options.samples ?? [], walk);
}

function build(schema: JsonSchema, samples: readonly unknown[], walk: Walk): fc.Arbitrary<unknown> {
  if (schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return NOTHING;
  if (typeof schema.$ref === 'string') {
    if (walk.depth >= walk.maxDepth) return NOTHING;
    return build(resolveRef(walk.root, schema.$ref), samples, { ...walk, depth: walk.depth + 1 });
  }
  const withDefault = 'default' in schema ? [...samples, schema.default] : samples;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => build(merge(schema, branch), withDefault, walk)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return build(merge(schema, schema.allOf[0] as JsonSchema), withDefault, walk);
  }
  const type = schema.type ?? inferType(schema);
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((t) => build({ ...schema, type: t }, withDefault, walk)));
  }
  switch (type) {
    case 'null':
      return NOTHING;
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberArbitrary(
        schema,
        withDefault.filter((s): s is number => typeof s === 'number'),
      );
    case 'string':
      return stringArbitrary(schema, withDefault);
    case 'array':
      return arrayArbitrary(schema, withDefault, walk);
    case 'object':
      return objectArbitrary(schema, withDefault, walk);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringArbitrary(schema: Record<string, unknown>, samples: readonly unknown[]): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 12, 12),
  );
  const random = fc.string({ minLength, maxLength });
  const known = [...new Set(samples.filter((s): s is string => typeof s === 'string'))];
  if (known.length === 0) return random;
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: random, weight: 1 });
}

function arrayArbitrary(
  schema: Record<string, unknown>,
  samples: readonly unknown[],
  walk: Walk,
): fc.Arbitrary<unknown[]> {
  const arrays = samples.filter((s): s is unknown[] => Array.isArray(s));
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
  const head = prefix.map((item, i) => build(item, arrays.map((a) => a[i]).filter(defined), walk));
  const items = schema.items as JsonSchema | undefined;
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const longest = Math.max(walk.maxItems, ...arrays.map((a) => a.length + 1));
  const maxItems = Math.max(
    minItems,
    Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : longest, longest),
  );
  if (items === undefined || items === false) return fc.tuple(...head);
  const rest = build(
    items,
    arrays.flatMap((a) => a.slice(prefix.length)),
    walk,
  );
  const restLength = {
    minLength: Math.max(0, minItems - prefix.length),
    maxLength: Math.max(0, maxItems - prefix.length),
  };
  return fc.tuple(fc.tuple(...head), fc.array(rest, restLength)).map(([first, more]) => [...first, ...more]);
}

function objectArbitrary(
  schema: Record<string, unknown>,
  samples: readonly unknown[],
  walk: Walk,
): fc.Arbitrary<Record<string, unknown>> {
  const objects = samples.filter(isObject);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const keys = Object.keys(properties);
  const extra = schema.additionalProperties;
  if (keys.length === 0 && extra !== undefined && extra !== false) {
    const values = objects.flatMap((o) => Object.values(o));
    const names = [...new Set(objects.flatMap((o) => Object.keys(o)))];
    const key =
      names.length > 0
        ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 }))
        : fc.string({ maxLength: 8 });
    return fc.dictionary(key, build(extra as JsonSchema, values, walk), { maxKeys: walk.maxItems });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) {
    model[key] = build(properties[key]!, objects.map((o) => o[key]).filter(defined), walk);
  }
  return fc.record(model, { requiredKeys: keys.filter((key) => required.has(key)) });
}

/** The branch with the parent's other keywords (zod puts `description` or `default` beside `anyOf`). */
function merge(parent: Record<string, unknown>, branch: JsonSchema): JsonSchema {
  if (typeof branch === 'boolean') return branch;
  const { anyOf: _a, oneOf: _o, allOf: _l, default: _d, description: _s, ...rest } = parent;
  return { ...rest, ...branch };
}

/** The type `@verdict/form` reads a schema as, else what its number or length bounds imply. */
function inferType(schema: Record<string, unknown>): string | undefined {
  const type = typeOf(schema);
  if (type !== undefined) return type;
  if ('minimum' in schema || 'maximum' in schema) return 'number';
  if ('minLength' in schema || 'maxLength' in schema) return 'string';
  return undefined;
}

/** A `$ref`'s target, read with `@verdict/form`; one that leads nowhere accepts anything. */
function resolveRef(root: JsonSchema, ref: string): JsonSchema {
  const node = resolvePointer(root, ref);
  return typeof node === 'boolean' || isObject(node) ? (node as JsonSchema) : true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const defined = (value: unknown) => value !== undefined;
