import type { Field } from './field.js';

/** A field with how deep it sits, for frontends that draw one line per field (a terminal). */
export interface FlatField {
  readonly field: Field;
  /** 0 for the input's own fields, one more per group, list or shape it is inside. */
  readonly depth: number;
}

/**
 * The fields of a form in reading order, one per line: a group or list comes before its fields or rows, a union
 * before its chosen shape's fields (a union of plain values, such as a number or a name, before its one field).
 * The root group itself is left out.
 *
 * @example
 * flattenFields(buildForm(schema, input)).map(({ field, depth }) => `${depth} ${field.label}`);
 */
export function flattenFields(root: Field): FlatField[] {
  const out: FlatField[] = [];
  if (root.kind === 'object') for (const field of root.fields) visit(field, 0, out);
  else visit(root, 0, out);
  return out;
}

function visit(field: Field, depth: number, out: FlatField[]): void {
  out.push({ field, depth });
  switch (field.kind) {
    case 'object':
      for (const child of field.fields) visit(child, depth + 1, out);
      return;
    case 'array':
      for (const row of field.rows) visit(row, depth + 1, out);
      return;
    case 'variants': {
      const chosen = field.field;
      if (!chosen) return;
      if (chosen.kind === 'object') for (const child of chosen.fields) visit(child, depth + 1, out);
      else visit(chosen, depth + 1, out);
      return;
    }
    default:
      return;
  }
}
