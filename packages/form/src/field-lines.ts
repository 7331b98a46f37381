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
  /**
   * Set when the field belongs to some shapes of a union only (`{boon}`: a shape named by the keys only it
   * requires): the field is required or optional within that shape, and the union's line says which shapes there
   * are (`either {boon} or {value}`).
   */
  readonly shape?: string;
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
  walk(deref(root, root), root, { path: '', required: true }, out, 0);
  return out;
}

interface Place {
  readonly path: string;
  readonly required: boolean;
  readonly shape?: string;
}

function walk(node: JsonSchema, root: JsonSchema, place: Place, out: FieldLine[], depth: number) {
  if (depth > 12) return;
  const { path, required, shape } = place;
  const variants = variantsOf(node, root);
  const rowObject = path.endsWith('.N') && typeOf(node) === 'object';
  if (path !== '' && !rowObject)
    out.push({
      path,
      type: describeType(node, root),
      required,
      note: noteOf(node),
      ...(shape ? { shape } : {}),
    });
  const objects = variants.length > 0 ? variants.filter((v) => typeOf(v) === 'object') : [node];
  const shapes = objects.length > 1 ? shapeNames(objects) : undefined;
  for (const variant of objects) {
    for (const [key, child] of Object.entries(variant.properties ?? {})) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (out.some((line) => line.path === childPath)) continue;
      // A key only some shapes have is theirs: required or optional within them, not for every input.
      const holders = objects.flatMap((v, i) => (v.properties && key in v.properties ? [i] : []));
      const own =
        shapes && holders.length < objects.length ? holders.map((i) => shapes[i]).join(' or ') : undefined;
      const childRequired = (variant.required ?? []).includes(key);
      walk(
        deref(child, root),
        root,
        { path: childPath, required: childRequired, ...(own ? { shape: own } : {}) },
        out,
        depth + 1,
      );
    }
  }
  if (typeOf(node) === 'array' && node.items)
    walk(deref(node.items, root), root, { path: `${path}.N`, required: true }, out, depth + 1);
}

/** Each object shape of a union by the keys only it requires (`{boon}`), else by its keys (`{label, boon}`). */
function shapeNames(objects: readonly JsonSchema[]): string[] {
  const requiredSets = objects.map((v) => new Set(v.required ?? []));
  return objects.map((variant, index) => {
    const own = [...requiredSets[index]!].filter((key) =>
      requiredSets.every((set, other) => other === index || !set.has(key)),
    );
    return `{${(own.length > 0 ? own : Object.keys(variant.properties ?? {})).join(', ')}}`;
  });
}

/**
 * A schema's type in words: `integer 1..20`, `one of might, knack, will`, `integer 1..13 | string`, `list`.
 *
 * @example
 * describeType({ type: 'integer', minimum: 6, maximum: 11 }, root); // 'integer 6..11'
 * describeType({ anyOf: [boonShape, valueShape] }, root); // 'either {boon} or {value}'
 */
export function describeType(node: JsonSchema, root: JsonSchema): string {
  const variants = variantsOf(node, root);
  // Object shapes are alternatives a reader picks one of: named by their keys (N14).
  if (variants.length > 1 && variants.every((v) => typeOf(v) === 'object'))
    return `either ${shapeNames(variants).join(' or ')}`;
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
