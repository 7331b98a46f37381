import { describedBy, FieldLabel, FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId, issuesAt } from './field-props.js';
import { deref } from './json-schema.js';

/** A text field; an empty optional field is absent. */
export function TextField(props: FieldProps) {
  const { value, onChange, path, label, help, idPrefix, required } = props;
  const schema = deref(props.schema, props.root);
  const id = fieldId(idPrefix, path);
  const issues = issuesAt(props.issues, path);
  return (
    <div className={`field field-text${issues.length > 0 ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type="text"
        value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
        maxLength={schema.maxLength}
        placeholder={typeof schema.default === 'string' ? `${schema.default} (default)` : undefined}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, help, issues)}
        onChange={(event) =>
          onChange(event.target.value === '' && !required ? undefined : event.target.value)
        }
      />
      <FieldMessages id={id} help={help} issues={issues} />
    </div>
  );
}
