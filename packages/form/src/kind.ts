import { deref, type JsonSchema, stripNull, typeOf, variantsOf } from './json-schema.js';

/** A value a choice offers: a JSON primitive. */
export type OptionValue = string | number | boolean;

/** One option of a choice: its value and, from a `const` branch, its title. */
export interface SchemaOption {
  readonly value: OptionValue;
  readonly title?: string;
}

/** How a schema is drawn and edited. Shapes the model cannot draw are `raw` (a JSON text field). */
export type SchemaKind =
  | { readonly kind: 'choice'; readonly options: readonly SchemaOption[] }
  | { readonly kind: 'switch' }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'text' }
  | { readonly kind: 'object' }
  | { readonly kind: 'array'; readonly items: JsonSchema }
  | { readonly kind: 'variants'; readonly variants: readonly JsonSchema[] }
  | { readonly kind: 'raw' };

const isOptionValue = (v: unknown): v is OptionValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * Which kind of field draws a schema: an `enum` (or a union of `const`s) is a choice, a union of drawable shapes is
 * `variants`, then by type; a nullable shape is drawn as itself.
 *
 * @example
 * kindOf({ type: 'string', enum: ['penalty', 'automatic'] }, root).kind; // 'choice'
 */
export function kindOf(input: JsonSchema, root: JsonSchema, depth = 0): SchemaKind {
  const schema = stripNull(deref(input, root), root);
  if (schema.enum && schema.enum.length > 0 && schema.enum.every(isOptionValue)) {
    return { kind: 'choice', options: schema.enum.map((value) => ({ value })) };
  }
  if (schema.const !== undefined && isOptionValue(schema.const)) {
    return { kind: 'choice', options: [{ value: schema.const }] };
  }
  const variants = variantsOf(schema, root);
  if (variants.length > 0) {
    if (variants.every((v) => v.const !== undefined && isOptionValue(v.const))) {
      return {
        kind: 'choice',
        options: variants.map((v) => ({
          value: v.const as OptionValue,
          ...(v.title ? { title: v.title } : {}),
        })),
      };
    }
    if (depth > 16) return { kind: 'raw' };
    return variants.every((v) => kindOf(v, root, depth + 1).kind !== 'raw')
      ? { kind: 'variants', variants }
      : { kind: 'raw' };
  }
  switch (typeOf(schema)) {
    case 'boolean':
      return { kind: 'switch' };
    case 'integer':
      return { kind: 'number', integer: true };
    case 'number':
      return { kind: 'number', integer: false };
    case 'string':
      return { kind: 'text' };
    case 'object':
      return schema.properties ? { kind: 'object' } : { kind: 'raw' };
    case 'array':
      return schema.items && !schema.prefixItems ? { kind: 'array', items: schema.items } : { kind: 'raw' };
    default:
      return { kind: 'raw' };
  }
}
