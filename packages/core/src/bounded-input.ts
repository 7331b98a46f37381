/**
 * @module
 * What of an input the schema library is given to validate: the input itself, or, when it holds more than its
 * schema can accept, a view cut to what is enough to refuse it. The API validates a request's input on its event
 * loop (the estimate comes before any job is queued), and a schema library parses a list's items before it checks
 * the list's `maxItems` (32,000 numbers in a 64 KiB body were each parsed to say "at most 50"), so:
 *
 * - a list longer than its schema's `maxItems` (the largest of its variants') is cut to `maxItems + 1` items: the
 *   library still refuses it in its own words, after reading `maxItems + 1` items at most;
 * - an object whose schema knows its keys (every variant has `properties`, none allows more) and that holds more
 *   than those plus {@link MAX_ISSUES} keys is cut to as many: at least {@link MAX_ISSUES} of them are unknown, and
 *   they are all an answer names.
 *
 * The walk reads only what it keeps (a key listing is one native copy, bounded by the body), so validating any
 * input reads at most what the largest acceptable input holds, plus a constant.
 */
import {
  allowsMore,
  couldBeObject,
  flatten,
  MAX_DEPTH,
  MAX_ISSUES,
  type ObjectSchema,
} from './unknown-fields.js';

/**
 * `value`, or a copy cut where it holds more than `schema` (a JSON Schema) accepts (see the module). The same
 * object when nothing is cut, so a valid input is validated as it came.
 *
 * @example
 * boundedInput(schemaOfCheck, { value: 12, modifiers: Array(32000).fill(1) }).modifiers.length; // 51
 */
export function boundedInput(schema: unknown, value: unknown): unknown {
  return cut(schema, value, schema, 0);
}

function cut(node: unknown, value: unknown, root: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  const variants = flatten(node, root, 0);
  if (variants.length === 0) return value;
  if (Array.isArray(value)) {
    const max = maxItemsOf(variants);
    const kept = max === undefined || value.length <= max ? value.length : max + 1;
    let copy: unknown[] | undefined = kept < value.length ? value.slice(0, kept) : undefined;
    for (let i = 0; i < kept; i++) {
      const item = value[i];
      const items = variants
        .map((v) => v.prefixItems?.[i] ?? v.items)
        .filter((s) => s !== undefined && typeof s === 'object');
      if (items.length === 0) continue;
      const inner = cut({ anyOf: items }, item, root, depth + 1);
      if (inner !== item) {
        copy ??= value.slice(0, kept);
        copy[i] = inner;
      }
    }
    return copy ?? value;
  }
  const candidates = variants.filter(couldBeObject);
  const objects = candidates.filter((v) => v.properties !== undefined);
  if (objects.length === 0 || objects.length < candidates.length || objects.some(allowsMore)) return value;
  const known = new Set(objects.flatMap((v) => Object.keys(v.properties!)));
  const keys = Object.keys(value);
  const kept = Math.min(keys.length, known.size + MAX_ISSUES);
  let copy: Record<string, unknown> | undefined;
  if (kept < keys.length) copy = {};
  const record = value as Record<string, unknown>;
  for (let i = 0; i < kept; i++) {
    const key = keys[i]!;
    const child = record[key];
    const owners = objects.filter((v) => Object.hasOwn(v.properties!, key));
    const inner =
      owners.length === 0
        ? child
        : cut({ anyOf: owners.map((v) => v.properties![key]) }, child, root, depth + 1);
    if (inner !== child && !copy) {
      copy = {};
      for (let j = 0; j < i; j++) copy[keys[j]!] = record[keys[j]!];
    }
    if (copy) copy[key] = inner;
  }
  return copy ?? value;
}

/** The most items any variant accepts; undefined when one of them sets no `maxItems`. */
function maxItemsOf(variants: readonly ObjectSchema[]): number | undefined {
  let max = 0;
  for (const v of variants) {
    if (typeof v.maxItems !== 'number') return undefined;
    max = Math.max(max, v.maxItems);
  }
  return max;
}
