import { canonicalize } from 'json-canonicalize';
import { hashingCount } from './hashing-count.js';

/** How deep a value may nest before canonical JSON refuses it (a room entry nests a few levels). */
export const MAX_JSON_DEPTH = 64;

/**
 * The RFC 8785 (JCS) canonical JSON of a value: members sorted by the UTF-16 code units of their names,
 * no whitespace, numbers as ECMAScript writes them (`-0` as `0`, `1e21` as `1e+21`), strings with JSON's
 * minimal escapes. Only values JCS defines are accepted (I-JSON): null, booleans, finite numbers,
 * strings without lone surrogates, arrays, and plain objects. Anything else is a
 * `TypeError` naming where it is (`$.outcome.margin`). Object members whose value is `undefined` are left
 * out, as `JSON.stringify` does, so a value hashes the same before and after a trip through JSON. A
 * member named `toJSON` is refused (no protocol entry has one; the serializer would treat it specially).
 *
 * @example
 * canonicalJson({ b: [1, 2.5, -0, 1e21, 1e-7, true, null], a: 'é', '€': 1, é: 2 });
 * // '{"a":"é","b":[1,2.5,0,1e+21,1e-7,true,null],"é":2,"€":1}'
 */
export function canonicalJson(value: unknown): string {
  assertJsonValue(value, '$', 0, new Set());
  const text = canonicalize(value);
  hashingCount.canonicalChars += text.length;
  return text;
}

/** Throws a `TypeError` naming the first place where `value` is not a value JCS can write. */
function assertJsonValue(value: unknown, path: string, depth: number, open: Set<object>): void {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'string') {
    if (hasLoneSurrogate(value)) fail(path, 'a string with a lone surrogate is not JSON text');
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(path, `${value} is not a JSON number`);
    return;
  }
  if (typeof value !== 'object') fail(path, `a ${typeof value} is not a JSON value`);
  if (depth >= MAX_JSON_DEPTH) fail(path, `nested deeper than ${MAX_JSON_DEPTH} levels`);
  const object = value as object;
  if (open.has(object)) fail(path, 'a circular reference cannot be written as JSON');
  open.add(object);
  if (Array.isArray(object)) {
    object.forEach((item, index) => {
      if (item === undefined) fail(`${path}[${index}]`, 'undefined is not a JSON value');
      assertJsonValue(item, `${path}[${index}]`, depth + 1, open);
    });
  } else {
    const proto = Object.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null)
      fail(path, `a ${proto?.constructor?.name ?? 'non-plain'} object is not a JSON value`);
    for (const [key, item] of Object.entries(object)) {
      // json-canonicalize writes any object with a `toJSON` member through JSON.stringify, unsorted.
      if (key === 'toJSON') fail(path, "a member named 'toJSON' is not supported");
      if (hasLoneSurrogate(key)) fail(path, 'a member name with a lone surrogate is not JSON text');
      if (item !== undefined) assertJsonValue(item, `${path}.${key}`, depth + 1, open);
    }
  }
  open.delete(object);
}

function fail(path: string, message: string): never {
  throw new TypeError(`${path}: ${message}`);
}

/** Whether a string is not well-formed UTF-16 (so not valid Unicode text). */
export function hasLoneSurrogate(text: string): boolean {
  // A high surrogate not followed by a low one, or a low one not preceded by a high one.
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
