import {
  buildForm,
  type DisplayLabels,
  type Field,
  flattenFields,
  type JsonSchema,
  type Parties,
  setAt,
  sideNamedChoices,
} from '@verdict/form';
import { useMemo } from 'react';
import type { FormContext } from '../form/field-props.js';
import { SchemaField } from '../form/schema-field.js';

/** Options of {@link ChoicesForm}. */
export interface ChoicesFormOptions {
  /** The test's `choicesSchema` from the manifest (any system's). */
  readonly schema: Record<string, unknown>;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** The round the choices are for, in the heading. */
  readonly round: number;
  /** The test's words: its `sides` say which choice is whose, titled by the side's name. */
  readonly labels?: DisplayLabels | undefined;
  /** The names the input gives the sides (`inputParties`). */
  readonly parties?: Parties;
  /** Its fields' id prefix, unique on the page (default `choices`). */
  readonly idPrefix?: string;
}

/**
 * The GM's choices for the next round of a test whose rounds take them (its manifest's `choicesSchema`), drawn by
 * the schema form's widgets from `@verdict/form`'s model. Every choice is optional and starts "as the test says"
 * (the input's own setting); the choices apply to this round only. Groups are shown open, so each choice is one
 * select away.
 *
 * @example
 * <ChoicesForm schema={test.choicesSchema} value={choices} onChange={setChoices} round={2} />
 */
export function ChoicesForm({
  schema,
  value,
  onChange,
  round,
  labels,
  parties,
  idPrefix = 'choices',
}: ChoicesFormOptions) {
  const key = JSON.stringify(parties ?? null);
  // The names by value: `parties` is a new object each render.
  const root = useMemo(() => sideNamedChoices(schema, labels, parties) as JsonSchema, [schema, labels, key]);
  const { field, open } = useMemo(() => openGroups(root, value), [root, value]);
  const form: FormContext = {
    value: open,
    schema: root,
    onChange,
    idPrefix,
    emptyLabel: 'As the test says',
  };
  const fields = field.kind === 'object' ? field.fields : [field];
  return (
    <fieldset className="group round-choices">
      <legend>GM's choices for round {round}</legend>
      {field.help ? <p className="field-help">{field.help}</p> : null}
      <div className="object-fields">
        {fields.map((child) => (
          <SchemaField key={String(child.key)} field={child} form={form} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The form with its groups of choices open: each group left out is shown as an empty one (its choices "as the test
 * says"), so that the GM picks a choice without first adding its group. Empty groups go when the choices are sent
 * (`roundChoices`).
 */
function openGroups(schema: JsonSchema, value: unknown): { field: Field; open: unknown } {
  let open: unknown = value ?? {};
  let field = buildForm(schema, open, { label: "GM's choices" });
  // Bounded: each pass opens one group, and a schema of choices is small.
  for (let pass = 0; pass < 16; pass++) {
    const closed = flattenFields(field).find(({ field: f }) => f.kind === 'object' && f.value === undefined);
    if (!closed) break;
    open = setAt(open, closed.field.path, {});
    field = buildForm(schema, open, { label: "GM's choices" });
  }
  return { field, open };
}
