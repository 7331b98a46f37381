/**
 * @module
 * A small reader for the JSON Schema (2020-12) that tests publish for their input: enough to draw a
 * form and to turn `field=value` text into the right JSON type, for any system.
 */

/** A JSON Schema node, loosely typed: only the keywords the CLI reads. */
export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  readonly prefixItems?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly default?: unknown;
  readonly description?: string;
  readonly title?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, SchemaNode>>;
  readonly [keyword: string]: unknown;
}

/** Follows a local `$ref` (`#/$defs/Facet`) and merges a single `allOf`, against the root schema. */
export function deref(node: SchemaNode | undefined, root: SchemaNode): SchemaNode | undefined {
  let current = node;
  for (let hops = 0; current?.$ref && hops < 32; hops++) {
    const { $ref, ...rest } = current;
    const target = pointer(root, $ref);
    current = target ? { ...target, ...rest } : undefined;
  }
  if (current?.allOf?.length === 1) {
    const { allOf, ...rest } = current;
    return deref({ ...allOf[0], ...rest }, root);
  }
  return current;
}

function pointer(root: SchemaNode, ref: string): SchemaNode | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node as SchemaNode | undefined;
}

/** The alternatives of a union (`anyOf`/`oneOf`), without a `null` branch; empty when not a union. */
export function variantsOf(node: SchemaNode, root: SchemaNode): SchemaNode[] {
  const list = node.anyOf ?? node.oneOf ?? [];
  return list.map((v) => deref(v, root) ?? {}).filter((v) => v.type !== 'null');
}

/** The one JSON type a node stands for ('integer', 'object', ...), or undefined when it is a mix. */
export function typeOf(node: SchemaNode): string | undefined {
  if (typeof node.type === 'string') return node.type;
  if (Array.isArray(node.type)) {
    const types = node.type.filter((t) => t !== 'null');
    return types.length === 1 ? types[0] : undefined;
  }
  if (node.enum) return node.enum.every((v) => typeof v === 'string') ? 'string' : undefined;
  if (node.const !== undefined) return typeof node.const;
  if (node.properties) return 'object';
  if (node.items) return 'array';
  return undefined;
}

/** The schema of the value at a path (`['modifiers', 0, 'amount']`), through objects, arrays and unions. */
export function schemaAt(
  root: SchemaNode,
  path: readonly (string | number)[],
  value?: unknown,
): SchemaNode | undefined {
  let node = deref(root, root);
  let current = value;
  for (const segment of path) {
    if (!node) return undefined;
    node = childSchema(node, root, segment, current);
    current = isRecord(current) || Array.isArray(current) ? (current as never)[segment] : undefined;
  }
  return node;
}

function childSchema(
  node: SchemaNode,
  root: SchemaNode,
  segment: string | number,
  value: unknown,
): SchemaNode | undefined {
  const variants = variantsOf(node, root);
  if (variants.length > 0) {
    const chosen = matchVariant(variants, value, root);
    const candidates = chosen ? [chosen] : variants;
    for (const variant of candidates) {
      const child = childSchema(variant, root, segment, value);
      if (child) return child;
    }
    return undefined;
  }
  if (typeof segment === 'number' || /^\d+$/.test(segment)) {
    const index = Number(segment);
    return deref(node.prefixItems?.[index] ?? node.items, root);
  }
  return deref(node.properties?.[segment], root);
}

/** Which alternative of a union a value fits best (by its keys and its JSON type). */
export function matchVariant(
  variants: readonly SchemaNode[],
  value: unknown,
  root: SchemaNode,
): SchemaNode | undefined {
  if (value === undefined) return undefined;
  let best: SchemaNode | undefined;
  let bestScore = -1;
  for (const variant of variants) {
    const score = fitScore(deref(variant, root) ?? {}, value);
    if (score > bestScore) [best, bestScore] = [variant, score];
  }
  return bestScore > 0 ? best : undefined;
}

function fitScore(variant: SchemaNode, value: unknown): number {
  const type = typeOf(variant);
  if (isRecord(value)) {
    if (type !== 'object') return 0;
    const keys = Object.keys(value);
    const props = Object.keys(variant.properties ?? {});
    const missing = (variant.required ?? []).filter((k) => !(k in value)).length;
    const unknown = keys.filter((k) => !props.includes(k)).length;
    return Math.max(1, 100 - 10 * missing - 10 * unknown);
  }
  if (Array.isArray(value)) return type === 'array' ? 50 : 0;
  if (variant.enum) return variant.enum.includes(value) ? 60 : 0;
  if (variant.const !== undefined) return variant.const === value ? 60 : 0;
  if (typeof value === 'number') {
    if (type === 'integer') return Number.isInteger(value) ? 50 : 0;
    return type === 'number' ? 50 : 0;
  }
  if (typeof value === 'boolean') return type === 'boolean' ? 50 : 0;
  if (typeof value === 'string') return type === 'string' ? 50 : 0;
  return 0;
}

/** Whether a value is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
