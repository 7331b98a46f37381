import { type Field, includeGroup, type ObjectField as ObjectModel } from '@verdict/form';
import { FieldMessages } from './field-messages.js';
import { type FieldProps, type FormContext, fieldId } from './field-props.js';
import { SchemaField } from './schema-field.js';

/**
 * An object: a group of fields, in the model's order. An optional group (an object or a choice of shapes) is
 * added and removed with a switch.
 */
export function ObjectField({ field, form, bare }: FieldProps<ObjectModel>) {
  const id = fieldId(form.idPrefix, field.path);
  const fields = field.fields.map((child) =>
    !child.required && (child.kind === 'object' || child.kind === 'variants') ? (
      <OptionalGroup key={String(child.key)} field={child} form={form} />
    ) : (
      <SchemaField key={String(child.key)} field={child} form={form} />
    ),
  );
  if (field.path.length === 0 || bare) {
    return (
      <div className="object-fields">
        {fields}
        <FieldMessages id={id} issues={field.issues} />
      </div>
    );
  }
  return (
    <fieldset className="group" id={id}>
      <legend>{field.label}</legend>
      {field.help ? <p className="field-help">{field.help}</p> : null}
      <div className="object-fields">{fields}</div>
      <FieldMessages id={id} issues={field.issues} />
    </fieldset>
  );
}

function OptionalGroup({ field, form }: { field: Field; form: FormContext }) {
  const id = `${fieldId(form.idPrefix, field.path)}-include`;
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
            form.onChange(includeGroup(form.value, field, event.target.checked, form.schema))
          }
        />
        <label htmlFor={id}>{field.label}</label>
      </div>
      {included ? <SchemaField field={field} form={form} /> : null}
    </div>
  );
}
