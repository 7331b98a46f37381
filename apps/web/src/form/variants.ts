import { deref, humanize, type JsonSchema, kindOf, typeOf } from './json-schema.js';

/** Index of the variant a value belongs to: the one it fits best (type, required keys, known keys, choices). */
export function matchVariant(variants: readonly JsonSchema[], value: unknown, root: JsonSchema): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  variants.forEach((variant, index) => {
    const score = fit(deref(variant, root), value, root);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

function fit(schema: JsonSchema, value: unknown, root: JsonSchema): number {
  const kind = kindOf(schema, root);
  switch (kind.kind) {
    case 'choice':
      return kind.options.includes(value as string) ? 10 : -10;
    case 'switch':
      return typeof value === 'boolean' ? 10 : -10;
    case 'number':
      return typeof value === 'number' && (!kind.integer || Number.isInteger(value)) ? 10 : -10;
    case 'text':
      return typeof value === 'string' ? 10 : -10;
    case 'array':
      return Array.isArray(value) ? 10 : -10;
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return -10;
      const keys = Object.keys(value);
      const properties = schema.properties ?? {};
      const missing = (schema.required ?? []).filter((key) => !(key in value)).length;
      const unknown = keys.filter((key) => !(key in properties)).length;
      const known = keys.length - unknown;
      return 10 + known - 5 * missing - 5 * unknown;
    }
    default:
      return 0;
  }
}

/**
 * A short name for each variant, to choose between them: its title, else what sets it apart from the others
 * (the required keys only it has: "Boon" / "Value"), else its type ("Number" / "Text").
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
      if (keys.length > 0) return keys.map(humanize).join(', ');
    }
    const type = typeOf(variant);
    if (type === 'integer' || type === 'number') return 'Number';
    if (type === 'string') return 'Text';
    if (type === 'boolean') return 'Yes/no';
    return `Option ${index + 1}`;
  });
}
