/** The part of JSON Schema (draft 2020-12) the form draws; anything else falls back to a raw JSON field. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly prefixItems?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly readOnly?: boolean;
}

/** How a schema is drawn. */
export type FieldKind =
  | { readonly kind: 'choice'; readonly options: readonly (string | number | boolean)[] }
  | { readonly kind: 'switch' }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'text' }
  | { readonly kind: 'object' }
  | { readonly kind: 'array'; readonly items: JsonSchema }
  | { readonly kind: 'variants'; readonly variants: readonly JsonSchema[] }
  | { readonly kind: 'raw' };

/** Follows `$ref` (to `#`, `#/$defs/…` or `#/definitions/…`) and single-member `allOf` wrappers. */
export function deref(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 32; hops++) {
    if (current.$ref !== undefined) {
      const target = lookup(current.$ref, root);
      if (!target) return {};
      const { $ref: _ref, ...rest } = current;
      current = { ...target, ...rest };
      continue;
    }
    if (current.allOf?.length === 1 && !current.type && !current.properties) {
      const { allOf, ...rest } = current;
      current = { ...allOf[0], ...rest };
      continue;
    }
    return current;
  }
  return {};
}

function lookup(ref: string, root: JsonSchema): JsonSchema | undefined {
  if (ref === '#') return root;
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
  if (!match) return undefined;
  const name = decodeURIComponent(match[2]!.replaceAll('~1', '/').replaceAll('~0', '~'));
  return match[1] === '$defs' ? root.$defs?.[name] : root.definitions?.[name];
}

const isPrimitive = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Which widget draws a schema. Shapes it cannot draw are `raw`. */
export function kindOf(input: JsonSchema, root: JsonSchema): FieldKind {
  const schema = stripNull(deref(input, root), root);
  if (schema.enum?.every(isPrimitive)) return { kind: 'choice', options: schema.enum };
  if (schema.const !== undefined && isPrimitive(schema.const))
    return { kind: 'choice', options: [schema.const] };
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    const resolved = variants.map((v) => deref(v, root));
    if (resolved.every((v) => v.const !== undefined && isPrimitive(v.const))) {
      return { kind: 'choice', options: resolved.map((v) => v.const as string | number | boolean) };
    }
    return resolved.every((v) => kindOf(v, root).kind !== 'raw')
      ? { kind: 'variants', variants: resolved }
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

/** The one JSON type of a schema, or undefined when it has none or several. */
export function typeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return types.length === 1 ? types[0] : undefined;
  }
  if (schema.properties) return 'object';
  return undefined;
}

/** `anyOf: [X, { type: 'null' }]` is drawn as X (an empty field means null is not offered). */
function stripNull(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const nonNull = variants.filter((v) => deref(v, root).type !== 'null');
  if (nonNull.length === 1 && nonNull.length < variants.length) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return { ...deref(nonNull[0]!, root), ...rest };
  }
  return schema;
}

/** "strongSuccess" -> "Strong success", "max_rounds" -> "Max rounds". */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field: the schema's title, else its key made readable. */
export function labelFor(schema: JsonSchema, key: string | number | undefined, root: JsonSchema): string {
  const title = deref(schema, root).title ?? schema.title;
  if (title) return title;
  if (typeof key === 'number') return `Item ${key + 1}`;
  return key ? humanize(key) : 'Input';
}
