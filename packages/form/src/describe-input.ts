import { buildForm } from './build-form.js';
import type { Field } from './field.js';
import type { FormHints } from './hints.js';
import type { JsonSchema } from './json-schema.js';

/** What `describeInput` may be told besides the schema and the input. */
export interface DescribeInputOptions {
  /** The test's `ui` hints: their labels name fields and options. */
  readonly hints?: FormHints;
  /** Whether to say the input's own `name` too (left out by default: it is shown as the roll's name). */
  readonly withName?: boolean;
}

/**
 * An input in people's words, by its schema: each field by its label (the hint's, else the schema's title, else
 * its key made readable) and its value, a named list row by its name ("poor tackle -2"), a switch as yes or
 * no, a choice by its option's label; absent fields are left out. Never paths, never JSON.
 *
 * @example
 * describeInput(schema, { value: 11, modifiers: [{ label: 'poor tackle', amount: -2 }] }, { hints: { value: { label: 'Skill' } } });
 * // 'Skill 11, poor tackle -2'
 */
export function describeInput(
  schema: JsonSchema,
  input: unknown,
  options: DescribeInputOptions = {},
): string {
  const root = buildForm(schema, input, { hints: options.hints });
  if (root.kind !== 'object') return valueWords(root) ?? 'no fields';
  const fields = options.withName ? root.fields : root.fields.filter((field) => !isName(field));
  const parts = fields.flatMap((field) => fieldWords(field));
  return parts.length > 0 ? parts.join(', ') : 'no fields';
}

/** A field's words: `Label value`, a group or list by its parts; nothing when it is absent. */
function fieldWords(field: Field): string[] {
  if (field.value === undefined) return [];
  switch (field.kind) {
    case 'object': {
      const { name, rest } = named(field.fields);
      const heading = name === undefined ? field.label : `${field.label} ${name}`;
      return [rest.length > 0 ? `${heading} (${rest.join(', ')})` : heading];
    }
    case 'array':
      // Unnamed rows of a longer list by their place ("First party", "Second party"), as contests name them.
      return field.rows.map((row, index) =>
        rowWords(row, field.noun, field.rows.length > 1 ? placeNoun(field.noun, index) : undefined),
      );
    case 'variants':
      return field.field ? fieldWords({ ...field.field, label: field.label }) : [];
    default: {
      const words = valueWords(field);
      return words === undefined ? [] : [`${field.label} ${words}`];
    }
  }
}

/**
 * A list row: a named one by its name ("Abbot (Will 12)"), a modifier (a row whose only other field is its
 * `amount`) as its name and the amount signed ("poor tackle -2"), an unnamed one by its `place` in the list
 * ("Second party") or the list's noun.
 */
function rowWords(field: Field, noun: string, place?: string): string {
  const unnamed = place ?? capitalize(noun);
  const row = field.kind === 'variants' && field.field ? field.field : field;
  if (row.kind !== 'object') {
    const words = row.kind === 'array' ? fieldWords(row).join(', ') : valueWords(row);
    return words ?? unnamed;
  }
  const { name, rest, fields } = named(row.fields);
  const given = fields.filter((inner) => inner.value !== undefined);
  // A modifier: its name and its one amount, signed; an unnamed one by the list's noun ("Modifier +3").
  const amount = given.length === 1 && given[0]!.key === 'amount' ? given[0]!.value : undefined;
  if (typeof amount === 'number') return `${name ?? capitalize(noun)} ${signed(amount)}`;
  const heading = name ?? unnamed;
  return rest.length > 0 ? `${heading} (${rest.join(', ')})` : heading;
}

const PLACES = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

/** A row's place in its list: `First party`, ..., `Tenth party`, then `Party 11`. */
function placeNoun(noun: string, index: number): string {
  const place = PLACES[index];
  return place === undefined ? `${capitalize(noun)} ${index + 1}` : `${place} ${noun.toLowerCase()}`;
}

/** A group's name (its `name` or `label` text, or a field hinted as a label) apart from its other parts. */
function named(fields: readonly Field[]): { name?: string; rest: string[]; fields: Field[] } {
  const nameField = fields.find(
    (field) => isName(field) && typeof field.value === 'string' && field.value !== '',
  );
  const others = fields.filter((field) => field !== nameField);
  return {
    ...(nameField ? { name: String(nameField.value) } : {}),
    rest: others.flatMap((field) => fieldWords(field)),
    fields: others,
  };
}

function isName(field: Field): boolean {
  return (
    field.kind === 'text' && (field.key === 'name' || field.key === 'label' || field.hint?.role === 'label')
  );
}

/** A plain value in words: a number or text as itself, a switch as yes or no, a choice by its option's label. */
function valueWords(field: Field): string | undefined {
  if (field.value === undefined) return undefined;
  if (field.kind === 'switch') return field.value ? 'yes' : 'no';
  if (field.kind === 'choice') return field.options[field.chosen]?.label ?? String(field.value);
  if (field.kind === 'object' || field.kind === 'array' || field.kind === 'variants')
    return fieldWords(field).join(', ');
  if (typeof field.value === 'object' && field.value !== null) return JSON.stringify(field.value);
  return String(field.value);
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
