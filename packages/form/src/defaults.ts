import { deref, type JsonSchema, numberBounds, typeOf } from './json-schema.js';
import { kindOf } from './kind.js';

/**
 * A starting value for a schema: its default, else the smallest value that fits it (the first choice, false, 0 or
 * the nearest bound, '', an object of its required fields, the fewest rows allowed, the first shape of a union).
 * Used for new list rows, a newly chosen shape, and tests without examples.
 *
 * @example
 * defaultFor({ type: 'object', properties: { amount: { type: 'integer' } }, required: ['amount'] }, root); // { amount: 0 }
 */
export function defaultFor(input: JsonSchema | undefined, root: JsonSchema, depth = 0): unknown {
  const schema = deref(input, root);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (depth > 16) return undefined;
  const kind = kindOf(schema, root);
  switch (kind.kind) {
    case 'choice':
      return kind.options[0]!.value;
    case 'switch':
      return false;
    case 'number':
      return clampNumber(0, schema);
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
      return defaultFor(kind.variants[0], root, depth + 1);
    case 'raw':
      return typeOf(schema) === 'array' ? [] : typeOf(schema) === 'object' ? {} : null;
  }
}

/**
 * A number moved inside the schema's bounds (integers stay integers).
 *
 * @example
 * clampNumber(25, { type: 'integer', minimum: 1, maximum: 20 }); // 20
 */
export function clampNumber(value: number, schema: JsonSchema): number {
  const { min, max } = numberBounds(schema);
  const clamped = Math.min(Math.max(value, min), max);
  return typeOf(schema) === 'integer' ? Math.ceil(clamped) : clamped;
}
