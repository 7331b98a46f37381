import type { ArrayField, ChoiceField, Field, FieldBase, ObjectField, VariantsField } from './field.js';
import { type FormHints, hintAt } from './hints.js';
import { deref, isRecord, type JsonSchema, stripNull } from './json-schema.js';
import { kindOf } from './kind.js';
import { labelFor, optionLabel, variantNames } from './labels.js';
import { type FieldIssue, type FieldPath, issuesAt, issuesUnder } from './paths.js';
import { matchVariant } from './variants.js';

/** Options of {@link buildForm}. */
export interface BuildFormOptions {
  /** How to draw fields (labels, help, order, option labels), by path; a test's `ui` hints fit. */
  readonly hints?: FormHints | undefined;
  /** Problems with the value (the engine's validation); each field gets those at its path. */
  readonly issues?: readonly FieldIssue[] | undefined;
  /** The root field's label (default "Input"). */
  readonly label?: string;
}

/** Numbers at or past 2^53 are "unbounded" as far as a screen is concerned (zod's `int()` allows 2^53 - 1). */
const SENSIBLE = 2 ** 53 - 1;
const MAX_DEPTH = 24;

interface Context {
  readonly root: JsonSchema;
  readonly hints: FormHints | undefined;
  readonly issues: readonly FieldIssue[];
}

interface Place {
  readonly path: FieldPath;
  readonly key: string | number | undefined;
  readonly label?: string;
  readonly required: boolean;
}

/**
 * A test's JSON Schema and a value as a tree of fields: paths, kinds, labels, help, defaults, choices with their
 * labels, list rows, shapes of a union, and the problems at each field. Pure: the same schema and value give the
 * same model, so any frontend (React, Ink, a chat bot) draws it and edits the value with the functions of
 * `edit.ts`.
 *
 * @example
 * const form = buildForm(test.inputSchema, input, { hints: test.ui, issues });
 * form.kind === 'object' && form.fields.map((f) => f.label); // ['Skill', 'Modifiers', 'Name', 'Strong Success']
 */
export function buildForm(schema: JsonSchema, value: unknown, options: BuildFormOptions = {}): Field {
  const context: Context = { root: schema, hints: options.hints, issues: options.issues ?? [] };
  return build(
    schema,
    value,
    { path: [], key: undefined, label: options.label ?? 'Input', required: true },
    context,
    0,
  );
}

function build(input: JsonSchema, value: unknown, place: Place, context: Context, depth: number): Field {
  const { root } = context;
  const schema = stripNull(deref(input, root), root);
  const hint = hintAt(context.hints, place.path);
  const help = schema.description ?? input.description ?? hint?.help;
  const base: FieldBase = {
    path: place.path,
    key: place.key,
    label: place.label ?? labelFor(schema, place.key, hint),
    ...(help ? { help } : {}),
    required: place.required,
    schema,
    value,
    ...(schema.default === undefined ? {} : { defaultValue: schema.default }),
    issues: issuesAt(context.issues, place.path),
    ...(hint ? { hint } : {}),
  };
  const kind = depth > MAX_DEPTH ? { kind: 'raw' as const } : kindOf(schema, root);
  switch (kind.kind) {
    case 'choice': {
      const options = kind.options.map((option) => ({
        value: option.value,
        label: optionLabel(option.value, option.title, hint),
      }));
      const current = value === undefined ? schema.default : value;
      return {
        ...base,
        kind: 'choice',
        options,
        chosen: options.findIndex((o) => o.value === current),
      } satisfies ChoiceField;
    }
    case 'switch':
      return {
        ...base,
        kind: 'switch',
        checked: typeof value === 'boolean' ? value : schema.default === true,
      };
    case 'number':
      return {
        ...base,
        kind: 'number',
        integer: kind.integer,
        ...(sensible(schema.minimum) ? { min: schema.minimum } : {}),
        ...(sensible(schema.maximum) ? { max: schema.maximum } : {}),
        ...(typeof schema.multipleOf === 'number' ? { step: schema.multipleOf } : {}),
      };
    case 'text':
      return {
        ...base,
        kind: 'text',
        ...(typeof schema.minLength === 'number' ? { minLength: schema.minLength } : {}),
        ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
      };
    case 'object':
      return objectField(base, schema, value, context, depth);
    case 'array':
      return arrayField(base, schema, kind.items, value, context, depth);
    case 'variants':
      return variantsField(base, kind.variants, value, context, depth);
    case 'raw':
      return { ...base, kind: 'raw', issues: issuesUnder(context.issues, place.path) };
  }
}

function objectField(
  base: FieldBase,
  schema: JsonSchema,
  value: unknown,
  context: Context,
  depth: number,
): ObjectField {
  const present = value !== undefined;
  const object = isRecord(value) ? value : {};
  const required = new Set(schema.required ?? []);
  const keys = ordered(Object.keys(schema.properties ?? {}), base.path, context.hints);
  const fields =
    present || base.required
      ? keys.map((key) =>
          build(
            schema.properties![key]!,
            object[key],
            { path: [...base.path, key], key, required: required.has(key) },
            context,
            depth + 1,
          ),
        )
      : [];
  return { ...base, kind: 'object', fields, present };
}

function arrayField(
  base: FieldBase,
  schema: JsonSchema,
  items: JsonSchema,
  value: unknown,
  context: Context,
  depth: number,
): ArrayField {
  const list = Array.isArray(value) ? value : [];
  const minItems = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const noun = rowNoun(deref(items, context.root), base.label);
  const rows = list.map((row, index) =>
    build(
      items,
      row,
      { path: [...base.path, index], key: index, label: `${capitalise(noun)} ${index + 1}`, required: true },
      context,
      depth + 1,
    ),
  );
  return {
    ...base,
    kind: 'array',
    rows,
    noun,
    minItems,
    maxItems,
    canAdd: list.length < maxItems,
    canRemove: list.length > minItems,
    rowsAreGroups: kindOf(items, context.root).kind === 'object',
  };
}

function variantsField(
  base: FieldBase,
  variants: readonly JsonSchema[],
  value: unknown,
  context: Context,
  depth: number,
): VariantsField {
  const chosen = matchVariant(variants, value, context.root);
  const options = variantNames(variants, context.root);
  if (chosen < 0) return { ...base, kind: 'variants', options, chosen };
  // The chosen shape is drawn at the same path, under the union's label; the problems at that path are the union's.
  const field = build(
    variants[chosen]!,
    value,
    { path: base.path, key: base.key, label: base.label, required: true },
    context,
    depth + 1,
  );
  return { ...base, kind: 'variants', options, chosen, field: { ...field, issues: [] } };
}

function ordered(keys: string[], path: FieldPath, hints: FormHints | undefined): string[] {
  if (!hints) return keys;
  const rank = (key: string) => hintAt(hints, [...path, key])?.order ?? Number.MAX_SAFE_INTEGER;
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

function rowNoun(items: JsonSchema, label: string): string {
  if (items.title) return items.title.toLowerCase();
  const singular = label.replace(/ies$/i, 'y').replace(/s$/i, '');
  return (singular || 'item').toLowerCase();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sensible(limit: unknown): limit is number {
  return typeof limit === 'number' && Math.abs(limit) < SENSIBLE;
}
