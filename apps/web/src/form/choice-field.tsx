import { describedBy, FieldLabel, FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId, issuesAt } from './field-props.js';
import { deref, humanize } from './json-schema.js';

/** A choice among fixed values (an enum): a select. An optional choice without default may be left empty. */
export function ChoiceField(props: FieldProps & { options: readonly (string | number | boolean)[] }) {
  const { value, onChange, path, label, help, idPrefix, required, options } = props;
  const schema = deref(props.schema, props.root);
  const id = fieldId(idPrefix, path);
  const issues = issuesAt(props.issues, path);
  const current = value ?? schema.default;
  const index = options.indexOf(current as string | number | boolean);
  const allowEmpty = !required && schema.default === undefined;
  return (
    <div className={`field field-choice${issues.length > 0 ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        value={index < 0 ? '' : String(index)}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, help, issues)}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : options[Number(event.target.value)])
        }
      >
        {allowEmpty || index < 0 ? <option value="">—</option> : null}
        {options.map((option, i) => (
          <option key={String(option)} value={String(i)}>
            {optionLabel(option)}
            {option === schema.default ? ' (default)' : ''}
          </option>
        ))}
      </select>
      <FieldMessages id={id} help={help} issues={issues} />
    </div>
  );
}

function optionLabel(option: string | number | boolean): string {
  if (typeof option !== 'string') return String(option);
  return /^[a-z]+([A-Z][a-z]*)*$/.test(option) ? humanize(option) : option;
}
