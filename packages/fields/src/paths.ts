/** A field's place in an input: object keys and list indexes (`['modifiers', 0, 'amount']`). */
export type FieldPath = readonly (string | number)[];

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** The value at a path, or undefined when any step is missing. */
export function getAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/**
 * A copy of `value` with the value at `path` replaced (objects and lists created as needed); setting
 * `undefined` removes an object key. The original is never changed.
 *
 * @example
 * setAt({ value: 12 }, ['modifiers', 0, 'amount'], -3); // { value: 12, modifiers: [{ amount: -3 }] }
 */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'string' && FORBIDDEN.has(head)) {
    throw new TypeError(`'${head}' cannot be a field name`);
  }
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, next);
    for (let i = 0; i < list.length; i++) if (!(i in list)) list[i] = undefined;
    return list;
  }
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  const child = setAt(record[head], rest, next);
  if (child === undefined) delete record[head];
  else record[head] = child;
  return record;
}

/** A copy with the list item at `path` removed. */
export function removeAt(value: unknown, path: FieldPath): unknown {
  const index = path.at(-1);
  const listPath = path.slice(0, -1);
  const list = getAt(value, listPath);
  if (!Array.isArray(list) || typeof index !== 'number') return value;
  return setAt(
    value,
    listPath,
    list.filter((_, i) => i !== index),
  );
}

/** `modifiers.0.amount` as a path: digits become list indexes. */
export function parsePath(text: string): FieldPath {
  return text.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** A path as people write it: `modifiers.0.amount`. */
export function formatPath(path: FieldPath): string {
  return path.join('.');
}
