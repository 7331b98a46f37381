/**
 * The part of JSON Schema (draft 2020-12) the form reads, as zod, valibot and arktype emit it. Other keywords
 * are kept (the index signature) and passed through; shapes the model cannot draw become `raw` fields.
 */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
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
  readonly [keyword: string]: unknown;
}

/** The most `$ref` hops followed before a schema is taken as unreadable (a cycle). */
const MAX_HOPS = 32;

/**
 * Follows `$ref`s (any local JSON pointer: `#`, `#/$defs/Facet`, `#/definitions/…`) and single-member `allOf`
 * wrappers, keeping the referring node's own keywords (zod puts `description` or `default` beside a `$ref`).
 * A reference that leads nowhere, or a cycle, gives `{}`.
 *
 * @example
 * deref({ $ref: '#/$defs/Boon' }, { $defs: { Boon: { type: 'integer' } } }); // { type: 'integer' }
 */
export function deref(schema: JsonSchema | undefined, root: JsonSchema): JsonSchema {
  let current: JsonSchema = schema ?? {};
  for (let hops = 0; hops < MAX_HOPS; hops++) {
    if (typeof current.$ref === 'string') {
      const target = resolvePointer(root, current.$ref);
      if (!isRecord(target)) return {};
      const { $ref: _ref, ...rest } = current;
      current = { ...(target as JsonSchema), ...rest };
      continue;
    }
    if (current.allOf?.length === 1 && current.type === undefined && current.properties === undefined) {
      const { allOf, ...rest } = current;
      current = { ...allOf[0], ...rest };
      continue;
    }
    return current;
  }
  return {};
}

/**
 * The node a local JSON pointer (`#/$defs/Facet`) names in `root`, or undefined. Pointer escapes (`~0`, `~1`) and
 * percent-encoding are decoded.
 *
 * @example
 * resolvePointer({ $defs: { a: { type: 'string' } } }, '#/$defs/a'); // { type: 'string' }
 */
export function resolvePointer(root: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    node = isRecord(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return node;
}

/**
 * The one JSON type a schema stands for ('integer', 'object', ...), ignoring `null`; undefined when it has none
 * or several. Inferred from `enum`, `const`, `properties` and `items` when `type` is absent.
 *
 * @example
 * typeOf({ type: ['integer', 'null'] }); // 'integer'
 */
export function typeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    const types = (schema.type as readonly string[]).filter((t) => t !== 'null');
    return types.length === 1 ? types[0] : undefined;
  }
  if (schema.enum) {
    const types = new Set(schema.enum.map(jsonType));
    return types.size === 1 ? [...types][0] : undefined;
  }
  if (schema.const !== undefined) return jsonType(schema.const);
  if (schema.properties || schema.additionalProperties !== undefined) return 'object';
  if (schema.items || schema.prefixItems) return 'array';
  return undefined;
}

/** The alternatives of a union (`anyOf`/`oneOf`), dereferenced, without a `null` branch; empty when not a union. */
export function variantsOf(schema: JsonSchema, root: JsonSchema): JsonSchema[] {
  const list = schema.anyOf ?? schema.oneOf ?? [];
  return list.map((v) => deref(v, root)).filter((v) => v.type !== 'null');
}

/**
 * `anyOf: [X, { type: 'null' }]` read as X (with the outer node's own keywords): a nullable field is drawn as its
 * one non-null shape.
 */
export function stripNull(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const list = schema.anyOf ?? schema.oneOf;
  if (!list) return schema;
  const nonNull = variantsOf(schema, root);
  if (nonNull.length === 1 && nonNull.length < list.length) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return { ...nonNull[0], ...rest };
  }
  return schema;
}

/**
 * The lowest and highest numbers a schema allows (`minimum`/`maximum`, exclusive bounds moved one step in: 1 for
 * integers, the smallest relative step for other numbers); ±`Number.MAX_SAFE_INTEGER` (or ±`Number.MAX_VALUE`)
 * when unbounded.
 *
 * @example
 * numberBounds({ type: 'integer', exclusiveMinimum: 0, maximum: 20 }); // { min: 1, max: 20 }
 */
export function numberBounds(schema: JsonSchema): { min: number; max: number } {
  const integer = typeOf(schema) === 'integer';
  const limit = integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  const past = (n: number, up: boolean) =>
    integer
      ? n + (up ? 1 : -1)
      : n + (up ? 1 : -1) * Math.max(Math.abs(n) * Number.EPSILON, Number.MIN_VALUE);
  let min = typeof schema.minimum === 'number' ? schema.minimum : -limit;
  let max = typeof schema.maximum === 'number' ? schema.maximum : limit;
  if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, past(schema.exclusiveMinimum, true));
  if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, past(schema.exclusiveMaximum, false));
  if (integer) [min, max] = [Math.ceil(min), Math.floor(max)];
  return { min, max };
}

/** Whether a value is a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
