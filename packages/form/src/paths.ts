/** A field's place in an input: object keys and list indexes (`['modifiers', 0, 'amount']`), as issues name it. */
export type FieldPath = readonly (string | number)[];

/** A problem with a value: the field's path and what was expected (the engine's `InputIssue`). */
export interface FieldIssue {
  readonly path: FieldPath;
  readonly message: string;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** The value at a path, or undefined when any step is missing. */
export function getAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/**
 * A copy of `value` with the value at `path` replaced (objects and lists made as needed); `undefined` removes an
 * object key. The original is never changed. `__proto__`, `prototype` and `constructor` are refused, and so is a list
 * index past the end of the list (a `RangeError`: lists are never sparse).
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
    // No sparse lists: an index past the end would allocate every row up to it (`modifiers.999999999`).
    if (!Number.isSafeInteger(head) || head < 0 || head > list.length) {
      throw new RangeError(`index ${head} is out of range: the list has ${list.length} items`);
    }
    list[head] = setAt(list[head], rest, next);
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

/** A copy with the list item at `path` removed (unchanged when `path` is not a list item). */
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

/**
 * `modifiers.0.amount` as a path: digits become list indexes.
 *
 * @example
 * parsePath('parties.1.will'); // ['parties', 1, 'will']
 */
export function parsePath(text: string): FieldPath {
  return text.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** A path as people write it: `modifiers.0.amount`. */
export function formatPath(path: FieldPath): string {
  return path.join('.');
}

/** Whether two paths name the same field (`0` and `'0'` alike). */
export function samePath(a: FieldPath, b: FieldPath): boolean {
  return a.length === b.length && a.every((segment, i) => String(segment) === String(b[i]));
}

/** The problems whose path is exactly this field's. */
export function issuesAt(issues: readonly FieldIssue[], path: FieldPath): FieldIssue[] {
  return issues.filter((issue) => samePath(issue.path, path));
}

/** The problems at this field or anywhere inside it. */
export function issuesUnder(issues: readonly FieldIssue[], path: FieldPath): FieldIssue[] {
  return issues.filter(
    (issue) => issue.path.length >= path.length && path.every((p, i) => String(p) === String(issue.path[i])),
  );
}
