import type { NumberField as NumberModel } from '@verdict/form';
import { useEffect, useState } from 'react';
import { describedBy, FieldLabel, FieldMessages } from './field-messages.js';
import { change, type FieldProps, fieldId } from './field-props.js';

/**
 * The keyboard a phone shows for a number field. Where negatives are allowed (no minimum, or a negative one), no
 * `inputmode` at all: iOS's numeric and decimal keypads (`inputmode="numeric"` / `"decimal"`) have no minus key,
 * and no `inputmode` value gives one, while a `type="number"` field without one opens iOS's numbers-and-punctuation
 * keyboard (digits, minus, point) and Android's number pad, which has a minus. Where negatives cannot be valid,
 * the plain keypad: fewer keys, bigger targets.
 */
export function numberInputMode(
  field: Pick<NumberModel, 'min' | 'integer'>,
): 'numeric' | 'decimal' | undefined {
  if (field.min === undefined || field.min < 0) return undefined;
  return field.integer ? 'numeric' : 'decimal';
}

/**
 * A number field. It keeps what is typed ("-", "1e") while it is not yet a number, and passes it on as text,
 * so the engine's validation names the problem beside the field; an empty optional field is absent.
 */
export function NumberField({ field, form }: FieldProps<NumberModel>) {
  const { value, issues, required } = field;
  const id = fieldId(form.idPrefix, field.path);
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  useEffect(() => {
    setText((current) => (sameNumber(current, value) ? current : shown));
  }, [value, shown]);
  const placeholder = field.defaultValue === undefined ? undefined : `${field.defaultValue} (default)`;
  return (
    <div className={`field field-number${issues.length > 0 ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={field.label} required={required} />
      <input
        id={id}
        type="number"
        inputMode={numberInputMode(field)}
        step={field.step ?? (field.integer ? 1 : 'any')}
        min={field.min}
        max={field.max}
        value={text}
        placeholder={placeholder}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, field.help, issues)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') change(form, field, required ? next : undefined);
          else change(form, field, Number.isFinite(Number(next)) ? Number(next) : next);
        }}
      />
      <FieldMessages id={id} help={field.help} issues={issues} />
    </div>
  );
}

function sameNumber(text: string, value: unknown): boolean {
  if (value === undefined) return text.trim() === '';
  return text.trim() !== '' && Number(text) === value;
}
