import { type Field, type FieldPath, type JsonSchema, setField } from '@verdict/form';

/** What the whole form shares: its value, its schema, how to change it, and a prefix that keeps ids unique. */
export interface FormContext {
  /** The form's whole value; every edit makes a new one. */
  readonly value: unknown;
  /** The whole schema (edits follow its `$ref`s). */
  readonly schema: JsonSchema;
  readonly onChange: (value: unknown) => void;
  readonly idPrefix: string;
  /** What an optional choice left unset reads as (default "—"); the GM's choices say "As the test says". */
  readonly emptyLabel?: string;
  /**
   * Top-level fields that each player gives (a GM's request): drawn as "each player gives it", with no input, so
   * the GM never edits a copy the request leaves out.
   */
  readonly theirs?: ReadonlySet<string>;
}

/** What every widget gets: its field of `@verdict/form`'s model, and the form. */
export interface FieldProps<F extends Field = Field> {
  readonly field: F;
  readonly form: FormContext;
  /** Hide the label (a row or a shape whose heading already says what it is). */
  readonly bare?: boolean;
}

/** A DOM id for a path. */
export function fieldId(prefix: string, path: FieldPath): string {
  return [prefix, ...path].join('-').replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Sets one field's value in the form's whole value. */
export function change(form: FormContext, field: Field, next: unknown): void {
  form.onChange(setField(form.value, field, next));
}
