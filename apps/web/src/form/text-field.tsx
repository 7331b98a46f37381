import type { TextField as TextModel } from '@verdict/form';
import { describedBy, FieldLabel, FieldMessages } from './field-messages.js';
import { change, type FieldProps, fieldId } from './field-props.js';

/** A text field; an empty optional field is absent. */
export function TextField({ field, form }: FieldProps<TextModel>) {
  const { value, issues, required } = field;
  const id = fieldId(form.idPrefix, field.path);
  return (
    <div className={`field field-text${issues.length > 0 ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={field.label} required={required} />
      <input
        id={id}
        type="text"
        value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
        maxLength={field.maxLength}
        placeholder={typeof field.defaultValue === 'string' ? `${field.defaultValue} (default)` : undefined}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, field.help, issues)}
        onChange={(event) =>
          change(form, field, event.target.value === '' && !required ? undefined : event.target.value)
        }
      />
      <FieldMessages id={id} help={field.help} issues={issues} />
    </div>
  );
}
