import { describedBy, FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId, issuesAt } from './field-props.js';
import { deref } from './json-schema.js';

/** A yes/no field, drawn as a switch; an absent value shows the schema's default. */
export function SwitchField(props: FieldProps) {
  const { value, onChange, path, label, help, idPrefix } = props;
  const schema = deref(props.schema, props.root);
  const id = fieldId(idPrefix, path);
  const issues = issuesAt(props.issues, path);
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  return (
    <div className={`field field-switch${issues.length > 0 ? ' has-error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, help, issues)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessages id={id} help={help} issues={issues} />
    </div>
  );
}
