import { deref, type SchemaNode, typeOf, variantsOf } from '../schema/json-schema.js';

/**
 * A starting value for a schema node: its `default`, else the first enum option, the lowest allowed
 * number (or 0), an empty string, `false`, a list of `minItems` items, or an object with its required
 * fields. Used for new list rows, a chosen union branch, and tests without examples.
 *
 * @example
 * defaultFor({ type: 'object', properties: { amount: { type: 'integer' } }, required: ['amount'] }, root); // { amount: 0 }
 */
export function defaultFor(node: SchemaNode | undefined, root: SchemaNode, depth = 0): unknown {
  const schema = node ? deref(node, root) : undefined;
  if (!schema || depth > 8) return undefined;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variants = variantsOf(schema, root);
  if (variants.length > 0) return defaultFor(variants[0], root, depth + 1);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return clampNumber(0, schema);
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => defaultFor(schema.items, root, depth + 1));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        value[key] = defaultFor(schema.properties?.[key], root, depth + 1);
      }
      return value;
    }
    default:
      return null;
  }
}

/** A number moved inside the schema's minimum and maximum (integers stay integers). */
export function clampNumber(value: number, schema: SchemaNode): number {
  let result = value;
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}
