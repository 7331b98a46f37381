import { deref, type SchemaNode, typeOf, variantsOf } from '../schema/json-schema.js';

/** One field of a test's input, as listed by `--help`: `modifiers.N.amount  integer  required`. */
export interface FieldLine {
  readonly path: string;
  readonly type: string;
  readonly required: boolean;
  readonly note: string;
}

/** Lists every field of an input schema, with list items written as `.N.`, for help text. */
export function listFields(root: SchemaNode): FieldLine[] {
  const out: FieldLine[] = [];
  walk(deref(root, root) ?? {}, root, '', true, out, 0);
  return out;
}

function walk(
  node: SchemaNode,
  root: SchemaNode,
  path: string,
  required: boolean,
  out: FieldLine[],
  depth: number,
) {
  if (depth > 8) return;
  const variants = variantsOf(node, root);
  const listItemObject = path.endsWith('.N') && typeOf(node) === 'object';
  if (path !== '' && !listItemObject)
    out.push({ path, type: describeType(node, root), required, note: noteOf(node) });
  const objects = variants.length > 0 ? variants.filter((v) => typeOf(v) === 'object') : [node];
  for (const variant of objects) {
    for (const [key, child] of Object.entries(variant.properties ?? {})) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (out.some((line) => line.path === childPath)) continue;
      walk(deref(child, root) ?? {}, root, childPath, (variant.required ?? []).includes(key), out, depth + 1);
    }
  }
  if (typeOf(node) === 'array' && node.items) {
    walk(deref(node.items, root) ?? {}, root, `${path}.N`, true, out, depth + 1);
  }
}

/** A field's type in words: `integer 1..20`, `one of might, knack, will`, `list`. */
export function describeType(node: SchemaNode, root: SchemaNode): string {
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

function noteOf(node: SchemaNode): string {
  const parts = [];
  if (node.default !== undefined) parts.push(`default ${JSON.stringify(node.default)}`);
  if (node.description) parts.push(node.description);
  return parts.join('; ');
}

/** The fields as aligned text lines. */
export function formatFields(root: SchemaNode): string[] {
  const lines = listFields(root);
  const pathWidth = Math.min(32, Math.max(8, ...lines.map((l) => l.path.length)));
  const typeWidth = Math.min(28, Math.max(8, ...lines.map((l) => l.type.length)));
  return lines.map((l) =>
    `  ${l.path.padEnd(pathWidth)}  ${l.type.padEnd(typeWidth)}  ${l.required ? 'required' : 'optional'}${l.note ? `  ${l.note}` : ''}`.trimEnd(),
  );
}
