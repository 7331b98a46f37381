import { deref, type JsonSchema, kindOf, typeOf } from './json-schema.js';

/**
 * A starting value for a schema: its default, else the smallest value that fits it (the first choice, false,
 * the minimum or 0, '', an object of its required fields, the fewest rows allowed).
 */
export function defaultFor(input: JsonSchema, root: JsonSchema, depth = 0): unknown {
  const schema = deref(input, root);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (depth > 16) return undefined;
  const kind = kindOf(schema, root);
  switch (kind.kind) {
    case 'choice':
      return kind.options[0];
    case 'switch':
      return false;
    case 'number':
      return startingNumber(schema, kind.integer);
    case 'text':
      return '';
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) value[key] = defaultFor(property, root, depth + 1);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => defaultFor(kind.items, root, depth + 1));
    case 'variants':
      return defaultFor(kind.variants[0]!, root, depth + 1);
    case 'raw':
      return typeOf(schema) === 'array' ? [] : typeOf(schema) === 'object' ? {} : null;
  }
}

function startingNumber(schema: JsonSchema, integer: boolean): number {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  let value = 0;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  return integer ? Math.ceil(value) : value;
}
