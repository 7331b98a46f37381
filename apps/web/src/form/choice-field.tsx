import type { ChoiceField as ChoiceModel } from '@verdict/form';
import { describedBy, FieldLabel, FieldMessages } from './field-messages.js';
import { change, type FieldProps, fieldId } from './field-props.js';

const DEFAULT_MARK = ' (default)';
/** Characters of a choice's words that fit a field of the form's narrowest column (170 px) beside the select's arrow. */
const WIDE_CHOICE = 16;

/** A choice among fixed values (an enum), by their display labels: a select. An optional choice without default may be left empty. */
export function ChoiceField({ field, form }: FieldProps<ChoiceModel>) {
  const id = fieldId(form.idPrefix, field.path);
  const { issues, options, chosen } = field;
  const allowEmpty = !field.required && field.defaultValue === undefined;
  // A choice whose words are long ("-5 on the other side's next Will test") takes the whole row, so that a select
  // never cuts its chosen words short ("-5 on the other sid").
  const longest = Math.max(
    0,
    ...options.map((o) => o.label.length + (o.value === field.defaultValue ? DEFAULT_MARK.length : 0)),
  );
  const wide = longest > WIDE_CHOICE ? ' field-wide' : '';
  return (
    <div className={`field field-choice${wide}${issues.length > 0 ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={field.label} required={field.required} />
      <select
        id={id}
        value={chosen < 0 ? '' : String(chosen)}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, field.help, issues)}
        onChange={(event) =>
          change(
            form,
            field,
            event.target.value === '' ? undefined : options[Number(event.target.value)]?.value,
          )
        }
      >
        {allowEmpty || chosen < 0 ? <option value="">{form.emptyLabel ?? '—'}</option> : null}
        {options.map((option, i) => (
          <option key={String(option.value)} value={String(i)}>
            {option.label}
            {option.value === field.defaultValue ? DEFAULT_MARK : ''}
          </option>
        ))}
      </select>
      <FieldMessages id={id} help={field.help} issues={issues} />
    </div>
  );
}
