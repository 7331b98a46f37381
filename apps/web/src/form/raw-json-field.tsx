import type { RawField } from '@verdict/form';
import { useEffect, useState } from 'react';
import { describedBy, FieldMessages } from './field-messages.js';
import { change, type FieldProps, fieldId } from './field-props.js';

/** The fallback for shapes the model cannot draw: the value as JSON text, parsed as it is typed. */
export function RawJsonField({ field, form }: FieldProps<RawField>) {
  const { value, path, required } = field;
  const id = fieldId(form.idPrefix, path);
  const shown = value === undefined ? '' : JSON.stringify(value, null, 2);
  const [text, setText] = useState(shown);
  const [syntax, setSyntax] = useState<string | undefined>();
  useEffect(() => {
    setText((current) => (sameJson(current, value) ? current : shown));
  }, [value, shown]);
  const issues = [
    ...(syntax ? [{ path, message: syntax }] : []),
    ...field.issues.map((issue) => ({
      path: issue.path,
      message:
        issue.path.length > path.length
          ? `${issue.path.slice(path.length).join('.')}: ${issue.message}`
          : issue.message,
    })),
  ];
  return (
    <div className={`field field-raw${issues.length > 0 ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {field.label} <span className="optional">(JSON{required ? '' : ', optional'})</span>
      </label>
      <textarea
        id={id}
        rows={Math.min(10, Math.max(2, text.split('\n').length))}
        spellCheck={false}
        value={text}
        aria-invalid={issues.length > 0}
        aria-describedby={describedBy(id, field.help, issues)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') {
            setSyntax(undefined);
            change(form, field, undefined);
            return;
          }
          try {
            change(form, field, JSON.parse(next));
            setSyntax(undefined);
          } catch (error) {
            setSyntax(`Not valid JSON: ${(error as Error).message}`);
          }
        }}
      />
      <FieldMessages id={id} help={field.help} issues={issues} />
    </div>
  );
}

function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return true;
  }
}
