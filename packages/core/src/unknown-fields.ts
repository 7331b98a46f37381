import type { InputIssue } from './contract.js';
import { closestName } from './did-you-mean.js';
import { escapeControl } from './escape-control.js';

/** The parts of a JSON Schema (2020-12) that say which keys an object may have. */
export interface ObjectSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly additionalProperties?: unknown;
  readonly patternProperties?: unknown;
  readonly items?: unknown;
  readonly maxItems?: number;
  readonly prefixItems?: readonly unknown[];
  readonly anyOf?: readonly unknown[];
  readonly oneOf?: readonly unknown[];
  readonly allOf?: readonly unknown[];
  readonly $ref?: string;
}

/** How deep the walk goes: inputs nest a few levels, a hostile one thousands. */
export const MAX_DEPTH = 32;
/** At most this many unknown fields are named in one answer. */
export const MAX_ISSUES = 20;

/**
 * The fields of a value that its JSON Schema does not know, at any depth, each named with a "did you mean" when a
 * known field is close: `{ path: ['modifers'], message: "unknown field 'modifers': did you mean 'modifiers'?" }`.
 * An object schema with `properties` allows only those keys unless it says otherwise (`additionalProperties`
 * true or a schema, or `patternProperties`), so a schema library's default of stripping unknown keys never lets a
 * misspelt field change a verdict silently. A key is unknown only if no variant of an `anyOf`/`oneOf` knows it.
 *
 * @example
 * unknownFields(schema, { value: 12, modifers: [{ amount: -3 }] });
 * // [{ path: ['modifers'], message: "unknown field 'modifers': did you mean 'modifiers'?" }]
 */
export function unknownFields(schema: unknown, value: unknown): InputIssue[] {
  const issues: InputIssue[] = [];
  walk(schema, value, [], schema, issues, 0);
  return issues;
}

function walk(
  node: unknown,
  value: unknown,
  path: (string | number)[],
  root: unknown,
  issues: InputIssue[],
  depth: number,
): void {
  if (depth > MAX_DEPTH || issues.length >= MAX_ISSUES || typeof value !== 'object' || value === null) return;
  const variants = flatten(node, root, 0);
  if (variants.length === 0) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemSchemas = variants
        .map((v) => v.prefixItems?.[i] ?? v.items)
        .filter((s) => s !== undefined && typeof s === 'object');
      if (itemSchemas.length > 0) walk({ anyOf: itemSchemas }, item, [...path, i], root, issues, depth + 1);
    });
    return;
  }
  // Variants of another type (a string, null) say nothing about an object's keys; an object variant without
  // `properties`, or one that allows more keys, allows any key.
  const candidates = variants.filter(couldBeObject);
  const objects = candidates.filter((v) => v.properties !== undefined);
  if (objects.length === 0 || objects.length < candidates.length || objects.some(allowsMore)) return;
  for (const [key, child] of Object.entries(value)) {
    const owners = objects.filter((v) => Object.hasOwn(v.properties!, key));
    if (owners.length === 0) {
      const known = [...new Set(objects.flatMap((v) => Object.keys(v.properties!)))];
      const guess = closestName(key, known);
      const shown = printable(key);
      issues.push({
        path: [...path, key],
        message: guess
          ? `unknown field '${shown}': did you mean '${guess}'?`
          : `unknown field '${shown}', expected one of: ${known.join(', ')}`,
      });
      if (issues.length >= MAX_ISSUES) return;
      continue;
    }
    walk({ anyOf: owners.map((v) => v.properties![key]) }, child, [...path, key], root, issues, depth + 1);
  }
}

export function couldBeObject(v: ObjectSchema): boolean {
  if (v.properties !== undefined || v.type === undefined) return true;
  return Array.isArray(v.type) ? v.type.includes('object') : v.type === 'object';
}

export function allowsMore(v: ObjectSchema): boolean {
  return (
    v.patternProperties !== undefined ||
    (v.additionalProperties !== undefined && v.additionalProperties !== false)
  );
}

/** A node's alternatives, with `$ref`, `anyOf`, `oneOf` and `allOf` (its object members merged) resolved. */
export function flatten(node: unknown, root: unknown, depth: number): ObjectSchema[] {
  if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return [];
  const schema = node as ObjectSchema;
  if (typeof schema.$ref === 'string') return flatten(resolveRef(schema.$ref, root), root, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((a) => flatten(a, root, depth + 1));
  if (schema.allOf) {
    const parts = schema.allOf.flatMap((a) => flatten(a, root, depth + 1));
    const withProperties = parts.filter((p) => p.properties !== undefined);
    if (withProperties.length === 0) return [schema];
    return [
      {
        properties: Object.assign({}, schema.properties, ...withProperties.map((p) => p.properties)),
        ...(parts.some(allowsMore) || allowsMore(schema) ? { additionalProperties: true } : {}),
      },
    ];
  }
  return [schema];
}

function resolveRef(ref: string, root: unknown): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return at;
}

/** A key as it can be shown safely: control characters escaped, long keys cut. */
function printable(key: string): string {
  const escaped = escapeControl(key);
  return escaped.length > 64 ? `${escaped.slice(0, 61)}...` : escaped;
}
