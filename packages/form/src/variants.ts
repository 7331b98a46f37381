import { deref, isRecord, type JsonSchema } from './json-schema.js';
import { kindOf } from './kind.js';

/**
 * The index of the shape of a union a value fits best (its type, the required keys it has, the keys it does not
 * know), or -1 when the value is absent or fits none.
 *
 * @example
 * matchVariant([boonSchema, valueSchema], { label: 'Pusher', value: 66 }, root); // 1
 */
export function matchVariant(variants: readonly JsonSchema[], value: unknown, root: JsonSchema): number {
  if (value === undefined) return -1;
  let best = -1;
  let bestScore = 0;
  variants.forEach((variant, index) => {
    const score = fit(deref(variant, root), value, root);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

function fit(schema: JsonSchema, value: unknown, root: JsonSchema): number {
  const kind = kindOf(schema, root);
  switch (kind.kind) {
    case 'choice':
      return kind.options.some((option) => option.value === value) ? 60 : 0;
    case 'switch':
      return typeof value === 'boolean' ? 50 : 0;
    case 'number':
      return typeof value === 'number' && (!kind.integer || Number.isInteger(value)) ? 50 : 0;
    case 'text':
      return typeof value === 'string' ? 50 : 0;
    case 'array':
      return Array.isArray(value) ? 50 : 0;
    case 'object': {
      if (!isRecord(value)) return 0;
      const keys = Object.keys(value);
      const properties = schema.properties ?? {};
      const missing = (schema.required ?? []).filter((key) => !(key in value)).length;
      const unknown = keys.filter((key) => !(key in properties)).length;
      return Math.max(1, 100 - 10 * missing - 10 * unknown);
    }
    default:
      return 1;
  }
}
