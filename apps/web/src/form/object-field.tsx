import type { FieldHints } from '@verdict/core';
import { defaultFor } from './defaults.js';
import { FieldMessages } from './field-messages.js';
import { type FieldProps, fieldId, issuesAt } from './field-props.js';
import { deref, type JsonSchema, kindOf, labelFor } from './json-schema.js';
import { SchemaField } from './schema-field.js';

/**
 * An object: a group of fields, one per property, in the schema's order (or the test's `ui` hints' order).
 * An optional group (an object or a choice of shapes) is added and removed with a switch.
 */
export function ObjectField(props: FieldProps & { hints?: FieldHints | undefined }) {
  const { root, value, onChange, path, label, help, idPrefix, issues, hints, bare } = props;
  const schema = deref(props.schema, root);
  const object = isRecord(value) ? value : {};
  const required = new Set(schema.required ?? []);
  const keys = ordered(Object.keys(schema.properties ?? {}), hints);
  const id = fieldId(idPrefix, path);
  const own = issuesAt(issues, path);
  const set = (key: string, next: unknown) => {
    const copy: Record<string, unknown> = { ...object };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  const fields = keys.map((key) => {
    const property = schema.properties![key]!;
    const childLabel = labelFor(property, key, root);
    const childHelp = deref(property, root).description ?? property.description ?? hints?.[key]?.help;
    const child: FieldProps = {
      schema: property,
      root,
      value: object[key],
      onChange: (next) => set(key, next),
      path: [...path, key],
      label: childLabel,
      help: childHelp,
      required: required.has(key),
      issues,
      idPrefix,
    };
    if (!required.has(key) && isGroup(property, root)) {
      return <OptionalGroup key={key} field={child} />;
    }
    return <SchemaField key={key} {...child} />;
  });
  if (path.length === 0 || bare) {
    return (
      <div className="object-fields">
        {fields}
        <FieldMessages id={id} issues={own} />
      </div>
    );
  }
  return (
    <fieldset className="group" id={id}>
      <legend>{label}</legend>
      {help ? <p className="field-help">{help}</p> : null}
      <div className="object-fields">{fields}</div>
      <FieldMessages id={id} issues={own} />
    </fieldset>
  );
}

function OptionalGroup({ field }: { field: FieldProps }) {
  const id = `${fieldId(field.idPrefix, field.path)}-include`;
  const included = field.value !== undefined;
  return (
    <div className="optional-group">
      <div className="field field-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={included}
          aria-checked={included}
          onChange={(event) =>
            field.onChange(event.target.checked ? defaultFor(field.schema, field.root) : undefined)
          }
        />
        <label htmlFor={id}>{field.label}</label>
      </div>
      {included ? <SchemaField {...field} /> : null}
    </div>
  );
}

function isGroup(schema: JsonSchema, root: JsonSchema): boolean {
  const kind = kindOf(schema, root).kind;
  return kind === 'object' || kind === 'variants';
}

function ordered(keys: string[], hints: FieldHints | undefined): string[] {
  if (!hints) return keys;
  const rank = (key: string) => hints[key]?.order ?? Number.MAX_SAFE_INTEGER;
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

/** Whether a value is a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
