import type { FieldHint } from './hints.js';
import { deref, type JsonSchema, typeOf } from './json-schema.js';

/**
 * A key made readable: "strongSuccess" -> "Strong success", "max_rounds" -> "Max rounds".
 *
 * @example
 * humanize('progressRequired'); // 'Progress required'
 */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label: its hint's, else its schema's title, else its key made readable ("Item 2" for a list row). */
export function labelFor(
  schema: JsonSchema,
  key: string | number | undefined,
  hint: FieldHint | undefined,
): string {
  if (hint?.label) return hint.label;
  if (schema.title) return schema.title;
  if (typeof key === 'number') return `Item ${key + 1}`;
  return key ? humanize(key) : 'Input';
}

/**
 * The label of a choice's option: the hint's, else a `const` branch's title, else the value itself, made readable
 * when it is a lower-case word or camelCase ("penalty" -> "Penalty", "Awe" stays "Awe").
 */
export function optionLabel(value: unknown, title: string | undefined, hint: FieldHint | undefined): string {
  const hinted = hint?.options?.[String(value)];
  if (hinted) return hinted;
  if (title) return title;
  if (typeof value !== 'string') return String(value);
  return /^[a-z]+([A-Z][a-z]*)*$/.test(value) ? humanize(value) : value;
}

/**
 * A short name for each shape of a union, to choose between them: its title, else the required keys only it has
 * ("Boon" / "Value"), else its keys, else its type ("Number" / "Text").
 *
 * @example
 * variantNames([{ type: 'integer' }, { type: 'string' }], root); // ['Number', 'Text']
 */
export function variantNames(variants: readonly JsonSchema[], root: JsonSchema): string[] {
  const resolved = variants.map((v) => deref(v, root));
  const requiredSets = resolved.map((v) => new Set(v.required ?? []));
  return resolved.map((variant, index) => {
    if (variant.title) return variant.title;
    if (typeOf(variant) === 'object') {
      const own = [...requiredSets[index]!].filter((key) =>
        requiredSets.every((set, other) => other === index || !set.has(key)),
      );
      const keys = own.length > 0 ? own : Object.keys(variant.properties ?? {});
      if (keys.length > 0)
        return keys.map((key) => labelFor(deref(variant.properties?.[key], root), key, undefined)).join(', ');
    }
    const type = typeOf(variant);
    if (type === 'integer' || type === 'number') return 'Number';
    if (type === 'string') return 'Text';
    if (type === 'boolean') return 'Yes/no';
    return `Option ${index + 1}`;
  });
}
