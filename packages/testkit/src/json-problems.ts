/**
 * What keeps a value from being plain JSON, one line per problem, naming where it is
 * (`outcome.effects[0].at: a Date is not JSON`). An empty list means the value survives
 * `JSON.stringify` and `JSON.parse` unchanged. Object properties set to `undefined` are allowed:
 * JSON leaves them out, which is what a missing optional field means anyway.
 *
 * @example
 * jsonProblems({ margin: Number.NaN }, 'outcome'); // ['outcome.margin: NaN is not JSON (it becomes null)']
 */
export function jsonProblems(value: unknown, path: string, seen = new Set<object>()): string[] {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return [];
    case 'number':
      return Number.isFinite(value) ? [] : [`${path}: ${value} is not JSON (it becomes null)`];
    case 'undefined':
      return [`${path}: undefined is not JSON`];
    case 'bigint':
      return [`${path}: a bigint (${value}n) is not JSON (JSON.stringify throws)`];
    case 'function':
    case 'symbol':
      return [`${path}: a ${typeof value} is not JSON`];
  }
  if (value === null) return [];
  const object = value as object;
  if (seen.has(object)) return [`${path}: a circular reference is not JSON`];
  seen.add(object);
  try {
    if (Array.isArray(object)) {
      return object.flatMap((item, i) => jsonProblems(item, `${path}[${i}]`, seen));
    }
    const prototype = Object.getPrototypeOf(object);
    if (prototype !== Object.prototype && prototype !== null) {
      const name = (object as { constructor?: { name?: string } }).constructor?.name ?? 'class instance';
      return [`${path}: a ${name} is not JSON (use a plain object)`];
    }
    return Object.entries(object).flatMap(([key, item]) =>
      item === undefined ? [] : jsonProblems(item, `${path}.${key}`, seen),
    );
  } finally {
    seen.delete(object);
  }
}
