import { useEffect, useState } from 'react';
import { describedBy, FieldLabel, FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId, issuesAt } from './field-props.js';
import { deref } from './json-schema.js';

const SAFE = 2 ** 53 - 1;

/**
 * A number field. It keeps what is typed ("-", "1e") while it is not yet a number, and passes it on as text,
 * so the engine's validation names the problem beside the field; an empty optional field is absent.
 */
export function NumberField(props: FieldProps & { integer: boolean }) {
  const { value, onChange, path, label, help, idPrefix, integer, required } = props;
  const schema = deref(props.schema, props.root);
  const id = fieldId(idPrefix, path);
  const issues = issuesAt(props.issues, path);
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  useEffect(() => {
    setText((current) => (sameNumber(current, value) ? current : shown));
  }, [value, shown]);
  const placeholder = schema.default === undefined ? undefined : `${schema.default} (default)`;
  return (
    <div className={`field field-number${issues.length > 0 ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={schema.multipleOf ?? (integer ? 1 : 'any')}
        min={bound(schema.minimum)}
        max={bound(schema.maximum)}
        value={text}
        placeholder={placeholder}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, help, issues)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') onChange(required ? next : undefined);
          else onChange(Number.isFinite(Number(next)) ? Number(next) : next);
        }}
      />
      <FieldMessages id={id} help={help} issues={issues} />
    </div>
  );
}

function bound(limit: number | undefined): number | undefined {
  return limit === undefined || Math.abs(limit) >= SAFE ? undefined : limit;
}

function sameNumber(text: string, value: unknown): boolean {
  if (value === undefined) return text.trim() === '';
  return text.trim() !== '' && Number(text) === value;
}
