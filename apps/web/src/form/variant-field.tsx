import { defaultFor } from './defaults.js';
import { type FieldProps, fieldId } from './field-props.js';
import { deref, type JsonSchema } from './json-schema.js';
import { isRecord } from './object-field.js';
import { SchemaField } from './schema-field.js';
import { matchVariant, variantNames } from './variants.js';

/**
 * A value of one of several shapes (JSON Schema `anyOf`/`oneOf`): radio buttons pick the shape, then its
 * fields. Switching keeps the fields both shapes share (a label).
 */
export function VariantField(props: FieldProps & { variants: readonly JsonSchema[] }) {
  const { root, value, onChange, path, label, help, idPrefix, issues, variants, bare } = props;
  const names = variantNames(variants, root);
  const current = matchVariant(variants, value, root);
  const id = fieldId(idPrefix, path);
  const choose = (index: number) => {
    const next = defaultFor(variants[index]!, root);
    if (isRecord(next) && isRecord(value)) {
      const keys = Object.keys(deref(variants[index]!, root).properties ?? {});
      for (const key of keys) if (key in value && !(key in next)) next[key] = value[key];
    }
    onChange(next);
  };
  const variant = variants[current]!;
  return (
    <fieldset className="group variants" id={`${id}-variants`}>
      <legend className={bare ? 'visually-hidden' : undefined}>{label}</legend>
      {help ? <p className="field-help">{help}</p> : null}
      <div className="segmented" role="radiogroup" aria-label={`${label}: kind`}>
        {names.map((name, index) => (
          <label key={name} className="segment">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={index === current}
              onChange={() => choose(index)}
            />
            <span>{name}</span>
          </label>
        ))}
      </div>
      <SchemaField
        schema={variant}
        root={root}
        value={value}
        onChange={onChange}
        path={path}
        label={label}
        required
        issues={issues}
        idPrefix={idPrefix}
        bare
      />
    </fieldset>
  );
}
