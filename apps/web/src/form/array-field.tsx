import { defaultFor } from './defaults.js';
import { FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId, issuesAt } from './field-props.js';
import { deref, type JsonSchema, kindOf, labelFor } from './json-schema.js';
import { SchemaField } from './schema-field.js';

/** A list of rows with add and remove buttons, within the schema's `minItems`/`maxItems`. */
export function ArrayField(props: FieldProps & { items: JsonSchema }) {
  const { root, value, onChange, path, label, help, idPrefix, issues, items } = props;
  const schema = deref(props.schema, root);
  const rows = Array.isArray(value) ? value : [];
  const id = fieldId(idPrefix, path);
  const noun = rowNoun(items, label, root);
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const itemIsGroup = kindOf(items, root).kind === 'object';
  return (
    <fieldset className="group list" id={id}>
      <legend>{label}</legend>
      {help ? <p className="field-help">{help}</p> : null}
      {rows.length === 0 ? <p className="empty">None.</p> : null}
      <ol className="rows">
        {rows.map((row, index) => {
          const rowLabel = `${capitalise(noun)} ${index + 1}`;
          return (
            // Rows have no identity of their own; the index is what the engine's issues name.
            <li key={index} className="row">
              <SchemaField
                schema={items}
                root={root}
                value={row}
                onChange={(next) => onChange(rows.map((r, i) => (i === index ? next : r)))}
                path={[...path, index]}
                label={rowLabel}
                required
                issues={issues}
                idPrefix={idPrefix}
                bare={itemIsGroup}
              />
              <button
                type="button"
                className="remove"
                aria-label={`Remove ${rowLabel.toLowerCase()}`}
                disabled={rows.length <= min}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="add"
        disabled={rows.length >= max}
        onClick={() => onChange([...rows, defaultFor(items, root)])}
      >
        Add {noun}
      </button>
      <FieldMessages id={id} issues={issuesAt(issues, path)} />
    </fieldset>
  );
}

function rowNoun(items: JsonSchema, label: string, root: JsonSchema): string {
  const title = deref(items, root).title;
  if (title) return title.toLowerCase();
  const singular = label.replace(/ies$/i, 'y').replace(/s$/i, '');
  return (singular || labelFor(items, undefined, root)).toLowerCase();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
