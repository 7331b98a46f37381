/**
 * Turns zod schemas and the manifest's JSON Schemas into OpenAPI 3.1 `components.schemas`: every schema
 * with a zod `id` becomes a named component, and local `$ref`s are rewritten to point into the document.
 */
import { z } from 'zod';

type Json = Record<string, unknown>;

/** Named schemas gathered for `components.schemas`. */
export interface SchemaCollector {
  /**
   * Adds a zod schema (and every schema with an id inside it); returns a `$ref` to it.
   * `io: 'input'` describes what a client sends, `'output'` what it gets back.
   */
  zod(schema: z.ZodType, io: 'input' | 'output'): Json;
  /** Adds a JSON Schema (2020-12) under a name; returns a `$ref` to it. */
  json(name: string, schema: Json): Json;
  /** Every component schema collected, by name. */
  readonly schemas: Readonly<Record<string, Json>>;
}

/** A `$ref` to a component schema. */
export const refTo = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/**
 * Creates a collector. A name used twice must describe the same schema, or it throws (a bug to fix).
 *
 * @example
 * const schemas = createSchemaCollector();
 * const ref = schemas.zod(rollBody, 'input'); // { $ref: '#/components/schemas/RollRequest' }
 */
export function createSchemaCollector(): SchemaCollector {
  const schemas: Record<string, Json> = {};
  const put = (name: string, schema: Json) => {
    const existing = schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas are named '${name}' in the OpenAPI document`);
    }
    schemas[name] = schema;
  };
  return {
    schemas,
    zod(schema, io) {
      const generated = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io,
        unrepresentable: 'any',
      }) as Json;
      const { $schema: _, $defs, ...root } = generated;
      for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
        put(name, rewriteRefs(def, '#/components/schemas') as Json);
      }
      return rewriteRefs(root, '#/components/schemas') as Json;
    },
    json(name, schema) {
      const { $schema: _, $id: __, ...rest } = schema;
      put(name, rewriteRefs(rest, `#/components/schemas/${escapePointer(name)}`, true) as Json);
      return refTo(name);
    },
  };
}

/**
 * Rewrites local refs: `#/$defs/X` -> `<base>/X` for zod's definitions (`<base>/$defs/X` when the schema
 * keeps its own `$defs`), and `#` (a recursive root) -> `<base>`.
 */
function rewriteRefs(value: unknown, base: string, keepDefs = false): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, base, keepDefs));
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#')) {
      const rest = item.slice(1);
      out[key] = keepDefs ? `${base}${rest}` : `${base}${rest.replace(/^\/\$defs/, '')}`;
    } else {
      out[key] = rewriteRefs(item, base, keepDefs);
    }
  }
  return out;
}

function escapePointer(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1');
}
