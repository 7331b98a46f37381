import { deref, type SchemaNode, schemaAt, typeOf, variantsOf } from './json-schema.js';
import { type FieldPath, parsePath, setAt } from './paths.js';

/** A `field=value` pair that cannot be read (no `=`, or a path no input can have); the message names it. */
export class FieldPairError extends Error {
  override readonly name = 'FieldPairError';
}

/**
 * Applies `field=value` pairs to an input. Each value becomes the JSON type the test's schema expects
 * at that field (`value=12` a number, `strongSuccess=false` a boolean, `name=12` a string); values
 * the schema does not settle are read as JSON when they parse, else as text.
 *
 * @example
 * applyFieldPairs({}, ['value=12', 'modifiers.0.amount=-3'], schema); // { value: 12, modifiers: [{ amount: -3 }] }
 */
export function applyFieldPairs(input: unknown, pairs: readonly string[], schema: SchemaNode): unknown {
  let result = input;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new FieldPairError(`Unexpected argument '${pair}', expected field=value (value=12)`);
    const path = checkPath(pair.slice(0, eq), pair);
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
    throw new FieldPairError(
      `Unexpected field '${text}' in '${pair}', expected a path like modifiers.0.amount`,
    );
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
    case 'array': {
      const value = guess(text);
      return Array.isArray(value) ? value : (listShorthand(text, schema, root) ?? value);
    }
    default:
      return guess(text);
  }
}

/**
 * A list of objects written short: items separated by `;`, each item's values by `:` in the order of the
 * item's fields, required ones first (`modifiers=-3:poor tackle;+1:dusk` for items `{ amount, label }` with
 * `amount` required). Only for lists of plain objects whose fields are scalars; otherwise undefined.
 */
function listShorthand(text: string, list: SchemaNode, root: SchemaNode): unknown[] | undefined {
  const item = deref(list.items, root);
  if (!item || typeOf(item) !== 'object' || variantsOf(item, root).length > 0 || !item.properties)
    return undefined;
  const keys = Object.keys(item.properties);
  const required = (item.required ?? []).filter((k) => keys.includes(k));
  const order = [...required, ...keys.filter((k) => !required.includes(k))];
  if (order.some((k) => ['object', 'array'].includes(typeOf(deref(item.properties![k], root) ?? {}) ?? ''))) {
    return undefined;
  }
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const values = part.split(':');
      // More values than fields: the rest belongs to the last one (a label may hold a colon).
      const cells = [...values.slice(0, order.length - 1), values.slice(order.length - 1).join(':')];
      const entry: Record<string, unknown> = {};
      cells.forEach((cell, i) => {
        const key = order[i]!;
        if (cell.trim() !== '')
          entry[key] = coerce(cell.trim().replace(/^\+(?=\d)/, ''), item.properties![key], root);
      });
      return entry;
    });
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
