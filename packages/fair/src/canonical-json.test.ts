import { canonicalize } from 'json-canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalJson, MAX_JSON_DEPTH } from './canonical-json.js';

describe('canonicalJson (RFC 8785)', () => {
  it('sorts members by UTF-16 code units, not by code points', () => {
    // U+1F600 is the surrogate pair D83D DE00, which sorts before U+FB01 (a single unit above D83D).
    expect(canonicalJson({ '\uFB01': 1, '\u{1F600}': 2, a: 3 })).toBe('{"a":3,"\u{1F600}":2,"\uFB01":1}');
  });

  it('writes numbers as ECMAScript does, and strings with minimal escapes', () => {
    expect(canonicalJson([0.1, 1e-7, 123e-20, 1e21, 4.5e15, -0, 333333333.3333333])).toBe(
      '[0.1,1e-7,1.23e-18,1e+21,4500000000000000,0,333333333.3333333]',
    );
    expect(canonicalJson('\u0000\u001f"\\/\u007f\u2028é')).toBe('"\\u0000\\u001f\\"\\\\/\u007f\u2028é"');
  });

  it('leaves out undefined members, as JSON does, so a value hashes the same after a trip through JSON', () => {
    const value = { b: 1, a: undefined, c: { d: undefined } };
    expect(canonicalJson(value)).toBe(canonicalJson(JSON.parse(JSON.stringify(value))));
    expect(canonicalJson(value)).toBe('{"b":1,"c":{}}');
  });

  it('agrees with json-canonicalize on nested values', () => {
    const value = { z: [{ y: 'é', x: [true, null, -1.5] }], a: { c: 2, b: '€' }, é: 0.000001 };
    expect(canonicalJson(value)).toBe(canonicalize(value));
  });

  it.each([
    ['NaN', { a: { b: Number.NaN } }, '$.a.b: NaN is not a JSON number'],
    ['Infinity', [1, Number.POSITIVE_INFINITY], '$[1]: Infinity is not a JSON number'],
    ['a lone surrogate', { s: 'a\uD800' }, '$.s: a string with a lone surrogate is not JSON text'],
    [
      'a lone surrogate in a name',
      { '\uDC00': 1 },
      '$: a member name with a lone surrogate is not JSON text',
    ],
    ['undefined in an array', [1, undefined], '$[1]: undefined is not a JSON value'],
    ['a bigint', { n: 1n }, '$.n: a bigint is not a JSON value'],
    ['a function', { f: () => 1 }, '$.f: a function is not a JSON value'],
    ['a Date', { at: new Date(0) }, '$.at: a Date object is not a JSON value'],
    ['a Map', new Map(), '$: a Map object is not a JSON value'],
    ['a toJSON member', { toJSON: 'x' }, "$: a member named 'toJSON' is not supported"],
  ])('refuses %s, naming where', (_, value, message) => {
    expect(() => canonicalJson(value)).toThrow(new TypeError(message));
  });

  it('refuses circular values and values nested too deep', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => canonicalJson(circular)).toThrow(/circular/);
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_JSON_DEPTH; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(/nested deeper than 64 levels/);
  });

  it('accepts the same value reached twice (not a cycle)', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});
