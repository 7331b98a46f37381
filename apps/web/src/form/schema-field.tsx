import { ArrayField } from './array-field.js';
import { ChoiceField } from './choice-field.js';
import type { FieldProps } from './field-props.js';
import { kindOf } from './json-schema.js';
import { NumberField } from './number-field.js';
import { ObjectField } from './object-field.js';
import { RawJsonField } from './raw-json-field.js';
import { SwitchField } from './switch-field.js';
import { TextField } from './text-field.js';
import { VariantField } from './variant-field.js';

/** Draws one field from its schema: the widget follows the schema's shape, never the system it belongs to. */
export function SchemaField(props: FieldProps) {
  const kind = kindOf(props.schema, props.root);
  switch (kind.kind) {
    case 'choice':
      return <ChoiceField {...props} options={kind.options} />;
    case 'switch':
      return <SwitchField {...props} />;
    case 'number':
      return <NumberField {...props} integer={kind.integer} />;
    case 'text':
      return <TextField {...props} />;
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return <ArrayField {...props} items={kind.items} />;
    case 'variants':
      return <VariantField {...props} variants={kind.variants} />;
    case 'raw':
      return <RawJsonField {...props} />;
  }
}
