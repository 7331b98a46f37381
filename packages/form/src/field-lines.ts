import { deref, type JsonSchema, typeOf, variantsOf } from './json-schema.js';

/** One field of an input as a line of reference text: `modifiers.N.amount  integer -99..99  required`. */
export interface FieldLine {
  /** Dotted, list rows written `N`. */
  readonly path: string;
  /** The type in words: `integer 1..20`, `one of penalty, automatic`, `list`. */
  readonly type: string;
  readonly required: boolean;
  /** The default and the description. */
  readonly note: string;
}

/**
 * Every field of an input schema as reference lines (for `--help`, docs, a chat bot's "which fields?"), with the
 * fields of every shape of a union.
 *
 * @example
 * describeFields(schema).map((line) => line.path); // ['value', 'modifiers', 'modifiers.N.label', ...]
 */
export function describeFields(root: JsonSchema): FieldLine[] {
  const out: FieldLine[] = [];
  walk(deref(root, root), root, '', true, out, 0);
  return out;
}

function walk(
  node: JsonSchema,
  root: JsonSchema,
  path: string,
  required: boolean,
  out: FieldLine[],
  depth: number,
) {
  if (depth > 12) return;
  const variants = variantsOf(node, root);
  const rowObject = path.endsWith('.N') && typeOf(node) === 'object';
  if (path !== '' && !rowObject)
    out.push({ path, type: describeType(node, root), required, note: noteOf(node) });
  const objects = variants.length > 0 ? variants.filter((v) => typeOf(v) === 'object') : [node];
  for (const variant of objects) {
    for (const [key, child] of Object.entries(variant.properties ?? {})) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (out.some((line) => line.path === childPath)) continue;
      walk(deref(child, root), root, childPath, (variant.required ?? []).includes(key), out, depth + 1);
    }
  }
  if (typeOf(node) === 'array' && node.items)
    walk(deref(node.items, root), root, `${path}.N`, true, out, depth + 1);
}

/**
 * A schema's type in words: `integer 1..20`, `one of might, knack, will`, `integer 1..13 | string`, `list`.
 *
 * @example
 * describeType({ type: 'integer', minimum: 6, maximum: 11 }, root); // 'integer 6..11'
 */
export function describeType(node: JsonSchema, root: JsonSchema): string {
  const variants = variantsOf(node, root);
  if (variants.length > 0) return variants.map((v) => describeType(v, root)).join(' | ');
  if (node.enum) return `one of ${node.enum.map(String).join(', ')}`;
  if (node.const !== undefined) return JSON.stringify(node.const);
  const type = typeOf(node) ?? 'any';
  if (type === 'integer' || type === 'number') {
    const min = node.minimum ?? node.exclusiveMinimum;
    const max = node.maximum ?? node.exclusiveMaximum;
    const sensible = (n: number | undefined) => n !== undefined && Math.abs(n) < 1e9;
    if (sensible(min) && sensible(max)) return `${type} ${min}..${max}`;
    if (sensible(min)) return `${type} >= ${min}`;
    if (sensible(max)) return `${type} <= ${max}`;
  }
  return type === 'array' ? 'list' : type;
}

function noteOf(node: JsonSchema): string {
  const parts: string[] = [];
  if (node.default !== undefined) parts.push(`default ${JSON.stringify(node.default)}`);
  if (node.description) parts.push(node.description);
  return parts.join('; ');
}
