import { deref, isRecord, type JsonSchema, typeOf, variantsOf } from './json-schema.js';
import { kindOf } from './kind.js';
import { listShorthand } from './list-shorthand.js';
import { pathProblem } from './path-bounds.js';
import { type FieldPath, formatPath, parsePath, setAt } from './paths.js';
import { matchVariant } from './variants.js';

const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

/**
 * Text typed for a schema as the JSON value it stands for: numbers parse, `yes`/`no` (`true`, `on`, `1`...) are
 * booleans, a choice takes its value, a union the first shape the text fits, other shapes JSON when it parses.
 * Text that fits nothing is kept as text, so validation names the field rather than the value vanishing.
 *
 * @example
 * readText('12', { type: 'integer' }, root); // 12
 * readText('twelve', { type: 'integer' }, root); // 'twelve' (the engine then says "expected a number")
 */
export function readText(text: string, node: JsonSchema | undefined, root: JsonSchema): unknown {
  if (!node) return guess(text);
  const schema = deref(node, root);
  const kind = kindOf(schema, root);
  switch (kind.kind) {
    case 'number':
      return NUMBER.test(text) ? Number(text) : text;
    case 'switch':
      return toBoolean(text);
    case 'text':
      return text;
    case 'choice': {
      const option = kind.options.find((o) => String(o.value) === text);
      return option ? option.value : text;
    }
    case 'array': {
      const value = guess(text);
      return Array.isArray(value) ? value : (listShorthand(text, schema, root, readText) ?? value);
    }
    case 'variants': {
      for (const variant of kind.variants) {
        const value = readText(text, variant, root);
        if (fits(value, deref(variant, root))) return value;
      }
      return guess(text);
    }
    default:
      return guess(text);
  }
}

/**
 * The schema of the value at a path, through objects, lists and unions (a union's shape is the one `value` fits
 * at that point, else the first that has the field).
 *
 * @example
 * schemaAt(schema, ['modifiers', 0, 'amount']); // { type: 'integer', minimum: -99, ... }
 */
export function schemaAt(root: JsonSchema, path: FieldPath, value?: unknown): JsonSchema | undefined {
  let node: JsonSchema | undefined = deref(root, root);
  let current = value;
  for (const segment of path) {
    if (!node) return undefined;
    node = childSchema(node, root, segment, current);
    current =
      isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

function childSchema(
  node: JsonSchema,
  root: JsonSchema,
  segment: string | number,
  value: unknown,
): JsonSchema | undefined {
  const variants = variantsOf(node, root);
  if (variants.length > 0) {
    const chosen = matchVariant(variants, value, root);
    for (const variant of chosen >= 0 ? [variants[chosen]!, ...variants] : variants) {
      const child = childSchema(variant, root, segment, value);
      if (child) return child;
    }
    return undefined;
  }
  if (typeof segment === 'number' || /^\d+$/.test(segment)) {
    const items = node.prefixItems?.[Number(segment)] ?? node.items;
    return items ? deref(items, root) : undefined;
  }
  const property = node.properties?.[segment];
  return property ? deref(property, root) : undefined;
}

/** A `field=value` pair that cannot be read. */
export class FieldPairError extends Error {
  override readonly name = 'FieldPairError';
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** How {@link applyFieldPairs} reads its pairs. */
export interface FieldPairOptions {
  /**
   * A field given twice, wholly or in part (`value=12 value=13`, `modifiers=-3:x modifiers.0.amount=2`): `'refuse'`
   * (the default) throws a {@link FieldPairError} naming both pairs, since which one was meant cannot be known;
   * `'last'` lets the later pair win, for text built by a program that overrides on purpose.
   */
  readonly repeated?: 'refuse' | 'last';
}

/**
 * Applies `field=value` pairs (the CLI's, or a chat command's) to a value: nested fields with dots, list rows with
 * indexes, each value read as the type the schema expects there ({@link readText}). A field given twice is refused
 * unless `options.repeated` is `'last'`.
 *
 * @example
 * applyFieldPairs({}, ['value=12', 'modifiers.0.amount=-3'], schema); // { value: 12, modifiers: [{ amount: -3 }] }
 * applyFieldPairs({}, ['value=12', 'value=13'], schema); // throws: Repeated field 'value' ('value=12' and 'value=13')
 * @throws FieldPairError for text that is not `field=value`, names a forbidden field, repeats a field, or names a
 * list index past the schema's `maxItems` or past the end of the list (see {@link pathProblem}).
 */
export function applyFieldPairs(
  input: unknown,
  pairs: readonly string[],
  schema: JsonSchema,
  options: FieldPairOptions = {},
): unknown {
  let result = input;
  const given: { path: FieldPath; pair: string }[] = [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new FieldPairError(`Unexpected argument '${pair}', expected field=value (value=12)`);
    const name = pair.slice(0, eq);
    const path = parsePath(name);
    if (path.some((segment) => segment === '' || FORBIDDEN.has(String(segment)))) {
      throw new FieldPairError(
        `Unexpected field '${name}' in '${pair}', expected a path like modifiers.0.amount`,
      );
    }
    if (options.repeated !== 'last') {
      const before = given.find((g) => overlaps(g.path, path));
      if (before) {
        const field = formatPath(before.path.length > path.length ? before.path : path);
        throw new FieldPairError(
          `Repeated field '${field}' ('${before.pair}' and '${pair}'): give each field once`,
        );
      }
      given.push({ path, pair });
    }
    // Checked before setAt allocates anything: `modifiers.999999999.amount=1` would fill a billion rows.
    const problem = pathProblem(schema, path, result);
    if (problem) throw new FieldPairError(problem);
    result = setAt(result, path, readText(pair.slice(eq + 1), schemaAt(schema, path, result), schema));
  }
  return result;
}

// Whether one path is the other or inside it (`0` and `'0'` alike): setting both sets one field twice.
function overlaps(a: FieldPath, b: FieldPath): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((segment, i) => String(segment) === String(long[i]));
}

/**
 * A value as `field=value` pairs, one per leaf (the inverse of {@link applyFieldPairs} for values whose text reads
 * back as the same type), for commands a user can copy.
 *
 * @example
 * toFieldPairs({ value: 12, modifiers: [{ amount: -3 }] }); // ['value=12', 'modifiers.0.amount=-3']
 */
export function toFieldPairs(value: unknown, path: FieldPath = []): string[] {
  if (Array.isArray(value)) {
    return value.length === 0 && path.length > 0
      ? [`${formatPath(path)}=[]`]
      : value.flatMap((item, i) => toFieldPairs(item, [...path, i]));
  }
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined);
    return keys.length === 0 && path.length > 0
      ? [`${formatPath(path)}={}`]
      : keys.flatMap((key) => toFieldPairs(value[key], [...path, key]));
  }
  return path.length === 0
    ? []
    : [`${formatPath(path)}=${typeof value === 'string' ? value : JSON.stringify(value)}`];
}

/** The text a value is edited from: strings as they are, anything else as JSON; '' when absent. */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function fits(value: unknown, schema: JsonSchema): boolean {
  const type = typeOf(schema);
  if (schema.enum) return schema.enum.includes(value);
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'string') return typeof value === 'string';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isRecord(value);
  return true;
}

function toBoolean(text: string): unknown {
  const lower = text.trim().toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(lower)) return true;
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  return text;
}

function guess(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
