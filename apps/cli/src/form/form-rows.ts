import { deref, matchVariant, type SchemaNode, typeOf, variantsOf } from '../schema/json-schema.js';
import { type FieldPath, getAt } from '../schema/paths.js';

/** How a row of the form is drawn and edited. */
export type RowKind =
  | 'number' // integer or number: ←/→ or ↑/↓ (adjusting) to change, digits to type
  | 'text' // string: Space to type
  | 'switch' // boolean: Space or ←/→ toggles
  | 'choice' // enum: ←/→ cycles
  | 'variant' // a union of shapes: ←/→ picks the shape, its fields follow
  | 'list' // a list header: + adds a row
  | 'item' // a list row's header: x removes it
  | 'group' // a nested object's header (optional ones: Space adds or removes it)
  | 'json'; // anything else: Space to type JSON

/** One line of the form: a field at a path, with what is needed to draw and edit it. */
export interface FormRow {
  readonly kind: RowKind;
  readonly path: FieldPath;
  readonly label: string;
  readonly depth: number;
  readonly schema: SchemaNode;
  readonly value: unknown;
  readonly required: boolean;
  /** Choices (enum options, or union shapes by name). */
  readonly options?: readonly string[];
  /** The chosen option's index, for choices and variants. */
  readonly chosen?: number;
  /** A list row that can be removed (the list is above its minimum). */
  readonly removable?: boolean;
  /** Whether a list can take one more row. */
  readonly canAdd?: boolean;
  readonly description?: string;
}

/**
 * Flattens an input schema and the current value into form rows, in schema order: objects become
 * indented groups, lists a header plus their rows, unions a shape picker followed by that shape's fields.
 *
 * @example
 * formRows(schema, { value: 12, modifiers: [{ amount: -3 }] }).map((r) => r.label); // ['value', 'modifiers', '#1', 'label', 'amount', ...]
 */
export function formRows(root: SchemaNode, value: unknown): FormRow[] {
  const rows: FormRow[] = [];
  const top = deref(root, root) ?? {};
  objectFields(top, root, value, [], 0, rows);
  return rows;
}

function objectFields(
  node: SchemaNode,
  root: SchemaNode,
  value: unknown,
  path: FieldPath,
  depth: number,
  rows: FormRow[],
) {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const required = (node.required ?? []).includes(key);
    field(deref(child, root) ?? {}, root, { path: [...path, key], label: key, depth, required }, value, rows);
  }
}

interface Place {
  readonly path: FieldPath;
  readonly label: string;
  readonly depth: number;
  readonly required: boolean;
  readonly removable?: boolean;
}

function field(schema: SchemaNode, root: SchemaNode, place: Place, input: unknown, rows: FormRow[]) {
  if (place.depth > 8) return;
  const value = getAt(input, place.path);
  const base = {
    ...place,
    schema,
    value,
    ...(schema.description ? { description: schema.description } : {}),
  };
  const variants = variantsOf(schema, root);
  const objectVariants = variants.filter((v) => typeOf(v) === 'object');
  if (variants.length > 1 && objectVariants.length === variants.length) {
    const chosen = matchVariant(variants, value, root);
    const index = chosen ? variants.indexOf(chosen) : -1;
    rows.push({ ...base, kind: 'variant', options: variants.map(variantName), chosen: index });
    if (chosen) objectFields(chosen, root, input, place.path, place.depth + 1, rows);
    return;
  }
  const single = variants.length === 1 ? variants[0]! : schema;
  if (single.enum && single.enum.length > 0) {
    const options = single.enum.map(String);
    rows.push({ ...base, kind: 'choice', options, chosen: single.enum.indexOf(value) });
    return;
  }
  const type = variants.length > 1 ? undefined : typeOf(single);
  switch (type) {
    case 'integer':
    case 'number':
      rows.push({ ...base, kind: 'number' });
      return;
    case 'string':
      rows.push({ ...base, kind: 'text' });
      return;
    case 'boolean':
      rows.push({ ...base, kind: 'switch' });
      return;
    case 'object':
      rows.push({ ...base, kind: 'group' });
      if (value !== undefined) objectFields(single, root, input, place.path, place.depth + 1, rows);
      return;
    case 'array':
      listRows(single, root, base, input, rows);
      return;
    default:
      rows.push({ ...base, kind: 'json' });
  }
}

function listRows(
  schema: SchemaNode,
  root: SchemaNode,
  base: Place & { value: unknown },
  input: unknown,
  rows: FormRow[],
) {
  const items = Array.isArray(base.value) ? base.value : [];
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const min = schema.minItems ?? 0;
  rows.push({ ...base, schema, kind: 'list', canAdd: items.length < max });
  const itemSchema = deref(schema.items, root) ?? {};
  const itemIsObject = typeOf(itemSchema) === 'object';
  items.forEach((_, index) => {
    const place = {
      path: [...base.path, index],
      label: `#${index + 1}`,
      depth: base.depth + 1,
      required: true,
      removable: items.length > min,
    };
    if (itemIsObject) {
      rows.push({ ...place, kind: 'item', schema: itemSchema, value: items[index] });
      objectFields(itemSchema, root, input, place.path, place.depth + 1, rows);
    } else field(itemSchema, root, place, input, rows);
  });
}

/** A union shape's name: its title, else the fields that tell it apart (`boon`, `value`, `difficulty`). */
export function variantName(variant: SchemaNode): string {
  if (variant.title) return variant.title;
  const required = variant.required ?? [];
  return required.length > 0
    ? required.join('+')
    : Object.keys(variant.properties ?? {}).join('+') || 'object';
}
