import type { FieldHint } from './hints.js';
import type { JsonSchema } from './json-schema.js';
import type { OptionValue } from './kind.js';
import type { FieldIssue, FieldPath } from './paths.js';

/** What every field has: where it is, what it is called, its value and the problems found with it. */
export interface FieldBase {
  /** From the input's root, as the engine's issues name it. */
  readonly path: FieldPath;
  /** Its key in its object, or its index in its list; undefined at the root. */
  readonly key: string | number | undefined;
  readonly label: string;
  /** Help from the schema's description, else the hint's. */
  readonly help?: string;
  readonly required: boolean;
  /** The field's schema, with `$ref`s followed. */
  readonly schema: JsonSchema;
  /** The current value; undefined when absent. */
  readonly value: unknown;
  /** The schema's `default`, shown for an absent optional field. */
  readonly defaultValue?: unknown;
  /** Problems at exactly this field. */
  readonly issues: readonly FieldIssue[];
  /** The field's hint, if any (a frontend may honour its `widget`). */
  readonly hint?: FieldHint;
}

/** One option of a choice, with the label to show. */
export interface ChoiceOption {
  readonly value: OptionValue;
  readonly label: string;
}

/** A choice among fixed values (an enum). `chosen` is the current option's index, or -1. */
export interface ChoiceField extends FieldBase {
  readonly kind: 'choice';
  readonly options: readonly ChoiceOption[];
  readonly chosen: number;
}

/** Yes or no; `checked` falls back to the default when the value is absent. */
export interface SwitchField extends FieldBase {
  readonly kind: 'switch';
  readonly checked: boolean;
}

/** A number; bounds are given only when they are sensible to show (below 2^53). */
export interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly integer: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

/** Text. */
export interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly minLength?: number;
  readonly maxLength?: number;
}

/** A group of fields, in the hints' order then the schema's; an absent optional group has no fields. */
export interface ObjectField extends FieldBase {
  readonly kind: 'object';
  readonly fields: readonly Field[];
  /** Whether the group is there (an optional group may be added or removed). */
  readonly present: boolean;
}

/** A list of rows, within `minItems`..`maxItems`. */
export interface ArrayField extends FieldBase {
  readonly kind: 'array';
  readonly rows: readonly Field[];
  /** What one row is called ("modifier", "participant"), for "Add modifier". */
  readonly noun: string;
  readonly minItems: number;
  readonly maxItems: number;
  readonly canAdd: boolean;
  readonly canRemove: boolean;
  /** Whether a row is a group of fields (drawn under its own heading). */
  readonly rowsAreGroups: boolean;
}

/**
 * A value of one of several shapes (`anyOf`/`oneOf`): `options` names the shapes, `chosen` is the one the value
 * fits (-1 when absent), and `field` draws it, at the same path.
 */
export interface VariantsField extends FieldBase {
  readonly kind: 'variants';
  readonly options: readonly string[];
  readonly chosen: number;
  readonly field?: Field;
}

/** A shape the model cannot draw: edited as JSON text. Its `issues` are every problem inside it. */
export interface RawField extends FieldBase {
  readonly kind: 'raw';
}

/** One field of a form. */
export type Field =
  | ChoiceField
  | SwitchField
  | NumberField
  | TextField
  | ObjectField
  | ArrayField
  | VariantsField
  | RawField;
