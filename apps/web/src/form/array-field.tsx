import { type ArrayField as ArrayModel, addRow, removeRow } from '@verdict/form';
import { FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId } from './field-props.js';
import { SchemaField } from './schema-field.js';

/** A list of rows with add and remove buttons, within the schema's `minItems`/`maxItems`. */
export function ArrayField({ field, form }: FieldProps<ArrayModel>) {
  const id = fieldId(form.idPrefix, field.path);
  return (
    <fieldset className="group list" id={id}>
      <legend>{field.label}</legend>
      {field.help ? <p className="field-help">{field.help}</p> : null}
      {field.rows.length === 0 ? <p className="empty">None.</p> : null}
      <ol className="rows">
        {field.rows.map((row, index) => (
          // Rows have no identity of their own; the index is what the engine's issues name.
          <li key={index} className="row">
            <SchemaField field={row} form={form} bare={field.rowsAreGroups} />
            <button
              type="button"
              className="remove"
              aria-label={`Remove ${row.label.toLowerCase()}`}
              disabled={!field.canRemove}
              onClick={() => form.onChange(removeRow(form.value, field, index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="add"
        disabled={!field.canAdd}
        onClick={() => form.onChange(addRow(form.value, field, form.schema))}
      >
        Add {field.noun}
      </button>
      <FieldMessages id={id} issues={field.issues} />
    </fieldset>
  );
}
