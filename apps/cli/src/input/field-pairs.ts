import { UsageError } from '../errors.js';
import { deref, type SchemaNode, schemaAt, typeOf, variantsOf } from '../schema/json-schema.js';
import { type FieldPath, parsePath, setAt } from '../schema/paths.js';

/**
 * Applies `field=value` pairs to an input. Each value becomes the JSON type the test's schema expects
 * at that field (`value=12` a number, `strongSuccess=false` a boolean, `name=12` a string); values
 * the schema does not settle are read as JSON when they parse, else as text. A field given twice is a usage error.
 *
 * @example
 * applyFieldPairs({}, ['value=12', 'modifiers.0.amount=-3'], schema); // { value: 12, modifiers: [{ amount: -3 }] }
 */
export function applyFieldPairs(input: unknown, pairs: readonly string[], schema: SchemaNode): unknown {
  let result = input;
  const given = new Map<string, string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`Unexpected argument '${pair}', expected field=value (value=12)`);
    const path = checkPath(pair.slice(0, eq), pair);
    // A field given twice is a mistake (which one was meant?), never silently the last one.
    const key = path.join('.');
    const before = given.get(key);
    if (before !== undefined) {
      throw new UsageError(`Repeated field '${key}' ('${before}' and '${pair}'): give each field once`);
    }
    given.set(key, pair);
    const text = pair.slice(eq + 1);
    const node = schemaAt(schema, path, result);
    result = setAt(result, path, coerce(text, node, schema));
  }
  return result;
}

function checkPath(text: string, pair: string): FieldPath {
  const path = parsePath(text);
  if (
    path.some((segment) => segment === '' || ['__proto__', 'prototype', 'constructor'].includes(`${segment}`))
  ) {
    throw new UsageError(`Unexpected field '${text}' in '${pair}', expected a path like modifiers.0.amount`);
  }
  return path;
}

/** Turns the text of one value into the JSON type its schema wants; never throws (validation names bad values). */
export function coerce(text: string, node: SchemaNode | undefined, root: SchemaNode): unknown {
  const schema = node ? deref(node, root) : undefined;
  if (!schema) return guess(text);
  const variants = variantsOf(schema, root);
  if (variants.length > 0) {
    for (const variant of variants) {
      const value = coerce(text, variant, root);
      if (fits(value, variant)) return value;
    }
    return guess(text);
  }
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(text) ? Number(text) : text;
    case 'boolean':
      return toBoolean(text);
    case 'string':
      return text;
    case 'object':
    case 'array':
      return guess(text);
    default:
      return guess(text);
  }
}

function fits(value: unknown, node: SchemaNode): boolean {
  const type = typeOf(node);
  if (node.enum) return node.enum.includes(value);
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number';
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'string') return typeof value === 'string';
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
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
