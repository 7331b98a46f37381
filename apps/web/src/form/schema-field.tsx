import { ArrayField } from './array-field.js';
import { ChoiceField } from './choice-field.js';
import type { FieldProps } from './field-props.js';
import { NumberField } from './number-field.js';
import { ObjectField } from './object-field.js';
import { RawJsonField } from './raw-json-field.js';
import { SwitchField } from './switch-field.js';
import { TextField } from './text-field.js';
import { VariantField } from './variant-field.js';

/**
 * Draws one field of the model: the widget follows the field's kind, never the system it belongs to. A field each
 * player gives (`form.theirs`) is drawn as theirs, with nothing to edit.
 */
export function SchemaField({ field, form, bare }: FieldProps) {
  const common = { form, ...(bare ? { bare } : {}) };
  if (field.path.length === 1 && form.theirs?.has(String(field.path[0]))) {
    return (
      <div className="field field-theirs">
        <strong>{field.label}</strong>
        <p className="field-help">Each player gives it: yours is not sent.</p>
      </div>
    );
  }
  switch (field.kind) {
    case 'choice':
      return <ChoiceField field={field} {...common} />;
    case 'switch':
      return <SwitchField field={field} {...common} />;
    case 'number':
      return <NumberField field={field} {...common} />;
    case 'text':
      return <TextField field={field} {...common} />;
    case 'object':
      return <ObjectField field={field} {...common} />;
    case 'array':
      return <ArrayField field={field} {...common} />;
    case 'variants':
      return <VariantField field={field} {...common} />;
    case 'raw':
      return <RawJsonField field={field} {...common} />;
  }
}
