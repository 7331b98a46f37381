import { coerce } from '../input/field-pairs.js';
import { deref, isRecord, type SchemaNode, variantsOf } from '../schema/json-schema.js';
import { removeAt, setAt } from '../schema/paths.js';
import { clampNumber, defaultFor } from './defaults.js';
import type { FormRow } from './form-rows.js';

/**
 * Changes a row's value by a step: numbers by `delta` (within their bounds), choices and union shapes
 * to the next or previous option, switches flip, optional groups appear or go. Returns the new input.
 *
 * @example
 * adjustRow(input, valueRow, 1, schema); // value 12 -> 13
 */
export function adjustRow(input: unknown, row: FormRow, delta: number, root: SchemaNode): unknown {
  switch (row.kind) {
    case 'number': {
      const current = typeof row.value === 'number' ? row.value : Number(defaultFor(row.schema, root) ?? 0);
      return setAt(input, row.path, clampNumber(current + delta, row.schema));
    }
    case 'switch':
      return setAt(input, row.path, !(row.value ?? defaultFor(row.schema, root)));
    case 'choice': {
      const options = enumOf(row.schema, root);
      const start = row.chosen === undefined || row.chosen < 0 ? (delta > 0 ? -1 : 0) : row.chosen;
      return setAt(input, row.path, options[cycle(start + Math.sign(delta), options.length)]);
    }
    case 'variant':
      return chooseVariant(
        input,
        row,
        cycle((row.chosen ?? -1) + Math.sign(delta), row.options?.length ?? 1),
        root,
      );
    case 'group':
      return toggleGroup(input, row, root);
    default:
      return input;
  }
}

/** Space on a row: flips switches and optional groups; other rows are unchanged (text rows start typing). */
export function toggleRow(input: unknown, row: FormRow, root: SchemaNode): unknown {
  if (row.kind === 'switch' || row.kind === 'group') return adjustRow(input, row, 1, root);
  return input;
}

/** A list gets one more row, built from its item schema. */
export function addListItem(input: unknown, row: FormRow, root: SchemaNode): unknown {
  if (row.kind !== 'list' || !row.canAdd) return input;
  const items = Array.isArray(row.value) ? row.value : [];
  return setAt(input, [...row.path, items.length], defaultFor(row.schema.items, root));
}

/** A list row goes (when the list stays at or above its minimum). */
export function removeListItem(input: unknown, row: FormRow): unknown {
  if (!row.removable) return input;
  return removeAt(input, row.path);
}

/**
 * Sets a row from typed text: numbers parse (text that is not a number is kept as text, so the
 * validator names the field), text rows take it as is, others read it as JSON or text. Empty text
 * on an optional field removes it.
 */
export function setRowText(input: unknown, row: FormRow, text: string, root: SchemaNode): unknown {
  if (text === '' && !row.required) return setAt(input, row.path, undefined);
  if (row.kind === 'text') return setAt(input, row.path, text);
  return setAt(input, row.path, coerce(text, row.schema, root));
}

/** The text a row is edited from. */
export function rowText(row: FormRow): string {
  if (row.value === undefined) return '';
  return typeof row.value === 'string' ? row.value : JSON.stringify(row.value);
}

function chooseVariant(input: unknown, row: FormRow, index: number, root: SchemaNode): unknown {
  const variant = variantsOf(row.schema, root)[index];
  if (!variant) return input;
  const fresh = defaultFor(variant, root);
  if (isRecord(fresh) && isRecord(row.value)) {
    // Keep fields both shapes share ("label"), so switching a Boon to a Value keeps its label.
    for (const key of Object.keys(variant.properties ?? {})) {
      if (key in row.value && !(variant.required ?? []).includes(key)) fresh[key] = row.value[key];
    }
  }
  return setAt(input, row.path, fresh);
}

function toggleGroup(input: unknown, row: FormRow, root: SchemaNode): unknown {
  if (row.value === undefined) return setAt(input, row.path, defaultFor(row.schema, root));
  return row.required ? input : setAt(input, row.path, undefined);
}

function enumOf(schema: SchemaNode, root: SchemaNode): readonly unknown[] {
  const node = deref(schema, root) ?? {};
  return node.enum ?? variantsOf(node, root)[0]?.enum ?? [];
}

function cycle(index: number, length: number): number {
  return ((index % length) + length) % length;
}
