import { buildForm, type FieldIssue, type FormHints, type JsonSchema } from '@verdict/form';
import { useMemo } from 'react';
import { SchemaField } from './schema-field.js';

/** Options of {@link SchemaForm}. */
export interface SchemaFormOptions {
  /** The input's JSON Schema, from the registry's manifest. */
  readonly schema: Record<string, unknown>;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Problems with the input, from the engine's validation; each is shown beside its field. */
  readonly issues: readonly FieldIssue[];
  /** Optional "how to draw" hints of the test (labels, help, order, option labels). */
  readonly hints?: FormHints | undefined;
  /** Makes element ids unique when several forms share a page. */
  readonly idPrefix: string;
  readonly label: string;
  /** Top-level fields each player gives (see `FormContext.theirs`). */
  readonly theirs?: ReadonlySet<string> | undefined;
}

/**
 * A form drawn from `@verdict/form`'s model of a JSON Schema: numbers, choices, switches, lists of rows, groups and
 * shapes to choose from; whatever the model cannot draw is a JSON text field.
 *
 * @example
 * <SchemaForm schema={test.inputSchema} value={input} onChange={setInput} issues={issues} idPrefix="play" label="Input" />
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  issues,
  hints,
  idPrefix,
  label,
  theirs,
}: SchemaFormOptions) {
  const root = schema as JsonSchema;
  const field = useMemo(
    () => buildForm(root, value, { hints, issues, label }),
    [root, value, hints, issues, label],
  );
  return (
    <div className="schema-form">
      <SchemaField
        field={field}
        form={{ value, schema: root, onChange, idPrefix, ...(theirs ? { theirs } : {}) }}
      />
    </div>
  );
}
