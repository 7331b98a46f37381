import { clampNumber, defaultFor } from './defaults.js';
import type { ArrayField, ChoiceField, Field, NumberField, VariantsField } from './field.js';
import { deref, isRecord, type JsonSchema } from './json-schema.js';
import { kindOf } from './kind.js';
import { getAt, removeAt, setAt } from './paths.js';

/**
 * Edits of a value through its fields. Each takes the whole value (the form's root) and gives a new one; the
 * original is never changed, so a frontend keeps one value and rebuilds the model from it.
 */

/** Sets the field's value (undefined removes an optional field). */
export function setField(root: unknown, field: Field, next: unknown): unknown {
  return setAt(root, field.path, next);
}

/**
 * A list gets one more row, built from its item schema (unchanged at `maxItems`).
 *
 * @example
 * addRow(input, modifiersField, schema); // { ..., modifiers: [..., { amount: 0 }] }
 */
export function addRow(root: unknown, field: ArrayField, schema: JsonSchema): unknown {
  if (!field.canAdd) return root;
  const rows = Array.isArray(field.value) ? field.value : [];
  const items = kindOf(field.schema, schema);
  const item = items.kind === 'array' ? items.items : undefined;
  return setAt(root, [...field.path, rows.length], defaultFor(item, schema));
}

/** The list loses row `index` (unchanged at `minItems`). */
export function removeRow(root: unknown, field: ArrayField, index: number): unknown {
  if (!field.canRemove || index < 0 || index >= field.rows.length) return root;
  return removeAt(root, [...field.path, index]);
}

/**
 * The union takes shape `index`, starting from that shape's default and keeping the fields both shapes share
 * (switching a Boon to a Value keeps its label).
 */
export function chooseVariant(
  root: unknown,
  field: VariantsField,
  index: number,
  schema: JsonSchema,
): unknown {
  const kind = kindOf(field.schema, schema);
  if (kind.kind !== 'variants') return root;
  const variant = kind.variants[index];
  if (!variant) return root;
  const next = defaultFor(variant, schema);
  if (isRecord(next) && isRecord(field.value)) {
    const shape = deref(variant, schema);
    for (const key of Object.keys(shape.properties ?? {})) {
      if (key in field.value && !(key in next)) next[key] = field.value[key];
    }
  }
  return setAt(root, field.path, next);
}

/** An optional group (an object or a union) is added from its default, or removed. */
export function includeGroup(root: unknown, field: Field, included: boolean, schema: JsonSchema): unknown {
  if (!included) return field.required ? root : setAt(root, field.path, undefined);
  return getAt(root, field.path) === undefined
    ? setAt(root, field.path, defaultFor(field.schema, schema))
    : root;
}

/** A number moves by `delta`, within its bounds; an absent number starts from its default. */
export function stepNumber(root: unknown, field: NumberField, delta: number, schema: JsonSchema): unknown {
  const current =
    typeof field.value === 'number' ? field.value : Number(defaultFor(field.schema, schema) ?? 0);
  return setAt(root, field.path, clampNumber(current + delta, field.schema));
}

/** A choice moves to the next (delta > 0) or previous option, wrapping around. */
export function cycleChoice(root: unknown, field: ChoiceField, delta: number): unknown {
  const count = field.options.length;
  if (count === 0) return root;
  const start = field.chosen < 0 ? (delta > 0 ? -1 : 0) : field.chosen;
  const index = (((start + Math.sign(delta)) % count) + count) % count;
  return setAt(root, field.path, field.options[index]!.value);
}

/** The union moves to its next (delta > 0) or previous shape, wrapping around. */
export function cycleVariant(
  root: unknown,
  field: VariantsField,
  delta: number,
  schema: JsonSchema,
): unknown {
  const count = field.options.length;
  if (count === 0) return root;
  const index = (((field.chosen + Math.sign(delta)) % count) + count) % count;
  return chooseVariant(root, field, index, schema);
}
