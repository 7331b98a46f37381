import type { SwitchField as SwitchModel } from '@verdict/form';
import { describedBy, FieldMessages } from './field-messages.js';
import { change, type FieldProps, fieldId } from './field-props.js';

/** A yes/no field, drawn as a switch; an absent value shows the schema's default. */
export function SwitchField({ field, form }: FieldProps<SwitchModel>) {
  const id = fieldId(form.idPrefix, field.path);
  const { issues, checked } = field;
  return (
    <div className={`field field-switch${issues.length > 0 ? ' has-error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, field.help, issues)}
        onChange={(event) => change(form, field, event.target.checked)}
      />
      <label htmlFor={id}>{field.label}</label>
      <FieldMessages id={id} help={field.help} issues={issues} />
    </div>
  );
}
