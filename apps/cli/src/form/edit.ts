import {
  addRow,
  chooseVariant,
  cycleChoice,
  cycleVariant,
  includeGroup,
  readText,
  removeRow,
  setField,
  stepNumber,
  valueText,
} from '@verdict/form';
import type { FormRow } from './form-rows.js';

type Schema = Record<string, unknown>;

/**
 * Changes a row's value by a step, through `@verdict/form`'s edits: numbers by `delta` (within their bounds),
 * choices and union shapes to the next or previous one, switches flip, optional groups appear or go.
 *
 * @example
 * adjustRow(input, valueRow, 1, schema); // value 12 -> 13
 */
export function adjustRow(input: unknown, row: FormRow, delta: number, schema: Schema): unknown {
  const { field } = row;
  switch (field.kind) {
    case 'number':
      return stepNumber(input, field, delta, schema);
    case 'switch':
      return setField(input, field, !field.checked);
    case 'choice':
      return cycleChoice(input, field, delta);
    case 'variants':
      return field.chosen < 0
        ? chooseVariant(input, field, 0, schema)
        : cycleVariant(input, field, delta, schema);
    case 'object':
      return row.kind === 'group' ? toggleRow(input, row, schema) : input;
    default:
      return input;
  }
}

/** Space on a row: flips switches, adds or removes optional groups; other rows are unchanged. */
export function toggleRow(input: unknown, row: FormRow, schema: Schema): unknown {
  const { field } = row;
  if (field.kind === 'switch') return setField(input, field, !field.checked);
  if (field.kind === 'object' || field.kind === 'variants') {
    return includeGroup(input, field, field.value === undefined, schema);
  }
  return input;
}

/** A list gets one more row. */
export function addListItem(input: unknown, row: FormRow, schema: Schema): unknown {
  return row.field.kind === 'array' ? addRow(input, row.field, schema) : input;
}

/** A list row goes (when the list stays at or above its minimum). */
export function removeListItem(input: unknown, row: FormRow): unknown {
  const index = row.field.key;
  return row.list && typeof index === 'number' ? removeRow(input, row.list, index) : input;
}

/** Whether x removes this row. */
export function isRemovable(row: FormRow): boolean {
  return row.list?.canRemove === true;
}

/**
 * Sets a row from typed text: read as the type its schema wants (text that fits nothing is kept, so validation
 * names the field); empty text on an optional field removes it.
 */
export function setRowText(input: unknown, row: FormRow, text: string, schema: Schema): unknown {
  const { field } = row;
  if (text === '' && !field.required) return setField(input, field, undefined);
  if (field.kind === 'text') return setField(input, field, text);
  return setField(input, field, readText(text, field.schema, schema));
}

/** The text a row is edited from. */
export function rowText(row: FormRow): string {
  return valueText(row.field.value);
}
