/**
 * @module
 * A small checker of the JSON Schema (2020-12) the build writes for a built-in test's input, so that a valid input
 * is validated without loading zod (issue 38). It reads only the keywords zod writes for the shapes the build has
 * proved exact (zod-exact.ts: no refinement, no transform): types, bounds, lengths, `enum`/`const`, `anyOf`,
 * objects that refuse unknown keys, and `default`. It answers as zod does for a valid input: the same value, with
 * the defaults filled in and the keys in the schema's order. For anything else it answers undefined, and the input
 * goes to zod, whose words say what is wrong (an invalid input is never answered here).
 */

/** The keywords the checker reads, and the annotations it may ignore: a schema with any other is not checked here. */
export const CHECKED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'enum',
  'const',
  'anyOf',
  'default',
  '$schema',
  'title',
  'description',
  'examples',
]);

type Schema = Readonly<Record<string, unknown>>;

/** What a check found: the value zod would give back, or nothing (the input goes to zod). */
export type Checked = { readonly value: unknown } | undefined;

/**
 * Whether every keyword of `schema`, at every depth, is one the checker reads.
 *
 * @example
 * readsAll({ type: 'integer', minimum: 1 }); // true
 * readsAll({ type: 'string', pattern: '^a' }); // false
 */
export function readsAll(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return false;
  for (const [key, sub] of Object.entries(schema)) {
    if (!CHECKED_KEYWORDS.has(key)) return false;
    if (key === 'items' && !readsAll(sub)) return false;
    if (key === 'anyOf' && !(Array.isArray(sub) && sub.every(readsAll))) return false;
    if (key === 'properties' && !(isPlain(sub) && Object.values(sub).every(readsAll))) return false;
    if (key === 'additionalProperties' && sub !== false) return false;
  }
  return true;
}

/**
 * The value zod would give for `value`, when `schema` (which `readsAll`) accepts it; undefined otherwise.
 *
 * @example
 * checkJson(checkSchema, { value: 12 }); // { value: { value: 12, modifiers: [], strongSuccess: true } }
 * checkJson(checkSchema, { value: 120 }); // undefined: zod says why
 */
export function checkJson(schema: unknown, value: unknown): Checked {
  return check(schema as Schema, value, 0);
}

const MAX_DEPTH = 32;

function check(schema: Schema, value: unknown, depth: number): Checked {
  if (depth > MAX_DEPTH || value === undefined) return undefined;
  if (Array.isArray(schema.anyOf)) {
    // zod's union: the first option that accepts the value.
    for (const option of schema.anyOf as Schema[]) {
      const found = check(option, value, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if ('const' in schema && value !== schema.const) return undefined;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return undefined;
  switch (schema.type) {
    case 'object':
      return checkObject(schema, value, depth);
    case 'array':
      return checkArray(schema, value, depth);
    case 'string':
      return typeof value === 'string' && lengthFits(schema, value.length) ? { value } : undefined;
    case 'integer':
      return Number.isSafeInteger(value) && inRange(schema, value as number) ? { value } : undefined;
    case 'number':
      return Number.isFinite(value) && inRange(schema, value as number) ? { value } : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? { value } : undefined;
    case undefined:
      // Only a `const` or an `enum` without a type: matched above, and kept as it is.
      return 'const' in schema || Array.isArray(schema.enum) ? { value } : undefined;
    default:
      return undefined;
  }
}

function checkObject(schema: Schema, value: unknown, depth: number): Checked {
  if (!isPlain(value) || schema.additionalProperties !== false) return undefined;
  const properties = (schema.properties ?? {}) as Readonly<Record<string, Schema>>;
  const required = (schema.required ?? []) as readonly string[];
  for (const key of Object.keys(value)) if (!Object.hasOwn(properties, key)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (Object.hasOwn(value, key)) {
      const found = check(property, value[key], depth + 1);
      if (!found) return undefined;
      out[key] = found.value;
    } else if ('default' in property) {
      out[key] = structuredClone(property.default);
    } else if (required.includes(key)) {
      return undefined;
    }
  }
  return { value: out };
}

function checkArray(schema: Schema, value: unknown, depth: number): Checked {
  if (!Array.isArray(value) || !itemsFit(schema, value.length)) return undefined;
  const items = schema.items as Schema | undefined;
  if (items === undefined) return undefined;
  const out: unknown[] = [];
  for (let i = 0; i < value.length; i++) {
    if (!Object.hasOwn(value, i)) return undefined;
    const found = check(items, value[i], depth + 1);
    if (!found) return undefined;
    out.push(found.value);
  }
  return { value: out };
}

const num = (schema: Schema, key: string): number | undefined =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

function inRange(schema: Schema, value: number): boolean {
  const [min, max] = [num(schema, 'minimum'), num(schema, 'maximum')];
  const [above, below] = [num(schema, 'exclusiveMinimum'), num(schema, 'exclusiveMaximum')];
  return (
    (min === undefined || value >= min) &&
    (max === undefined || value <= max) &&
    (above === undefined || value > above) &&
    (below === undefined || value < below)
  );
}

/** zod counts a string's length in UTF-16 units (`.length`), as this does. */
function lengthFits(schema: Schema, length: number): boolean {
  const [min, max] = [num(schema, 'minLength'), num(schema, 'maxLength')];
  return (min === undefined || length >= min) && (max === undefined || length <= max);
}

function itemsFit(schema: Schema, length: number): boolean {
  const [min, max] = [num(schema, 'minItems'), num(schema, 'maxItems')];
  return (min === undefined || length >= min) && (max === undefined || length <= max);
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
