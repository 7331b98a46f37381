import {
  type ArrayField,
  buildForm,
  type Field,
  type FieldIssue,
  type FormHints,
  flattenFields,
  formatPath,
} from '@verdict/form';

/** How a row of the form is drawn and edited in a terminal. */
export type RowKind =
  | 'number' // ←/→ or ↑/↓ (adjusting) to change, digits to type
  | 'text' // Space to type
  | 'switch' // Space or ←/→ flips
  | 'choice' // ←/→ cycles
  | 'variant' // a union of shapes: ←/→ picks the shape, its fields follow
  | 'list' // a list header: + adds a row
  | 'item' // a list row that is a group: x removes it
  | 'group' // a nested object's header (optional ones: Space adds or removes it)
  | 'json'; // anything else: Space to type JSON

/** One line of the form: a field of `@verdict/form`'s model, and where it sits. */
export interface FormRow {
  readonly kind: RowKind;
  readonly field: Field;
  readonly depth: number;
  /** The list the row is a row of, when it is one (for x: remove). */
  readonly list?: ArrayField;
  /** A stable key for the row (a union and its shape's field share a path). */
  readonly id: string;
  /** Set on the rows of the GM's choices for the next round (not the input): their edits change the choices. */
  readonly section?: 'choices';
}

/**
 * The form as terminal lines: `@verdict/form`'s model flattened, one row per field, with a list's rows knowing
 * their list.
 *
 * @example
 * formRows(schema, { value: 12, modifiers: [{ amount: -3 }] }).map((r) => r.field.label); // ['Value', 'Modifiers', 'Modifier 1', ...]
 */
export function formRows(
  schema: Record<string, unknown>,
  value: unknown,
  options: { hints?: FormHints | undefined; issues?: readonly FieldIssue[] } = {},
): FormRow[] {
  const form = buildForm(schema, value, options);
  const lists = new Map<string, ArrayField>();
  const rows: FormRow[] = [];
  for (const { field, depth } of flattenFields(form)) {
    if (field.kind === 'array') lists.set(formatPath(field.path), field);
    const list = typeof field.key === 'number' ? lists.get(formatPath(field.path.slice(0, -1))) : undefined;
    const id = `${formatPath(field.path)}#${field.kind}`;
    rows.push({ kind: rowKind(field, list), field, depth, id, ...(list ? { list } : {}) });
  }
  return rows;
}

function rowKind(field: Field, list: ArrayField | undefined): RowKind {
  switch (field.kind) {
    case 'object':
      return list ? 'item' : 'group';
    case 'array':
      return 'list';
    case 'variants':
      return 'variant';
    case 'raw':
      return 'json';
    default:
      return field.kind;
  }
}
