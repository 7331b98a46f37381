import { chooseVariant, type VariantsField } from '@verdict/form';
import { type FieldProps, fieldId } from './field-props.js';
import { SchemaField } from './schema-field.js';

/**
 * A value of one of several shapes (JSON Schema `anyOf`/`oneOf`): radio buttons pick the shape, then its
 * fields. Switching keeps the fields both shapes share (a label).
 */
export function VariantField({ field, form, bare }: FieldProps<VariantsField>) {
  const id = fieldId(form.idPrefix, field.path);
  const current = Math.max(0, field.chosen);
  return (
    <fieldset className="group variants" id={`${id}-variants`}>
      <legend className={bare ? 'visually-hidden' : undefined}>{field.label}</legend>
      {field.help ? <p className="field-help">{field.help}</p> : null}
      <div className="segmented" role="radiogroup" aria-label={`${field.label}: kind`}>
        {field.options.map((name, index) => (
          <label key={name} className="segment">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={index === current}
              onChange={() => form.onChange(chooseVariant(form.value, field, index, form.schema))}
            />
            <span>{name}</span>
          </label>
        ))}
      </div>
      {field.field ? <SchemaField field={{ ...field.field, issues: field.issues }} form={form} bare /> : null}
    </fieldset>
  );
}
