import type { FieldHints, InputIssue } from '@verdict/core';
import type { JsonSchema } from './json-schema.js';
import { kindOf } from './json-schema.js';
import { ObjectField } from './object-field.js';
import { SchemaField } from './schema-field.js';

/** Options of {@link SchemaForm}. */
export interface SchemaFormOptions {
  /** The input's JSON Schema, from the registry's manifest. */
  readonly schema: Record<string, unknown>;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Problems with the input, from the engine's validation; each is shown beside its field. */
  readonly issues: readonly InputIssue[];
  /** Optional "how to draw" hints of the test (field order, help). */
  readonly hints?: FieldHints | undefined;
  /** Makes element ids unique when several forms share a page. */
  readonly idPrefix: string;
  readonly label: string;
}

/**
 * A form drawn from a JSON Schema: numbers, choices, switches, lists of rows, groups and shapes to choose
 * from; whatever it cannot draw is a JSON text field.
 *
 * @example
 * <SchemaForm schema={test.inputSchema} value={input} onChange={setInput} issues={issues} idPrefix="play" label="Input" />
 */
export function SchemaForm({ schema, value, onChange, issues, hints, idPrefix, label }: SchemaFormOptions) {
  const root = schema as JsonSchema;
  const common = { schema: root, root, value, onChange, path: [], label, required: true, issues, idPrefix };
  return (
    <div className="schema-form">
      {kindOf(root, root).kind === 'object' ? (
        <ObjectField {...common} hints={hints} />
      ) : (
        <SchemaField {...common} />
      )}
    </div>
  );
}
