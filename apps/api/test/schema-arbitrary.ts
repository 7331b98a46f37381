// fast-check arbitraries for the hostile-input suite: values that fit a JSON Schema (2020-12, the subset
// the OpenAPI document uses), the same values broken in one place, and dice notation from its grammar.
import fc from 'fast-check';

type Schema = Record<string, unknown>;
/** Resolves `#/components/schemas/X` references against the OpenAPI document. */
export type Resolver = (ref: string) => Schema;

const MAX_ITEMS = 4;

/**
 * Values that fit `schema`, leaning on the edges: minima, maxima and a few in between, the shortest and
 * longest strings and arrays allowed (capped so one request stays small).
 */
export function fitting(schema: Schema, resolve: Resolver, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return fitting(resolve(schema.$ref), resolve, depth);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options))
      return fc.oneof(...options.map((s) => fitting(s as Schema, resolve, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) return fitting(schema.allOf[0] as Schema, resolve, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return integer(schema);
    case 'number':
      return fc.oneof(
        integer(schema),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const min = Number(schema.minLength ?? 0);
      const max = Math.min(Number(schema.maxLength ?? 40), 40);
      return fc.string({ minLength: Math.min(min, max), maxLength: max, unit: 'grapheme' });
    }
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const min = Number(schema.minItems ?? 0);
      const max = Math.max(min, Math.min(Number(schema.maxItems ?? MAX_ITEMS), MAX_ITEMS));
      if (depth > 4) return fc.constant([]);
      return fc.array(fitting(items, resolve, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      if (depth > 4 && required.size === 0) return fc.constant({});
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, fitting(s, resolve, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function integer(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(Number(schema.minimum ?? -1_000_000), Number.MIN_SAFE_INTEGER);
  const max = Math.min(Number(schema.maximum ?? 1_000_000), Number.MAX_SAFE_INTEGER);
  const edges = [min, max, min + 1, max - 1].filter((n) => n >= min && n <= max);
  return fc.oneof(fc.constantFrom(...edges), fc.integer({ min, max: Math.min(max, min + 2_000_000) }));
}

/** Values that break a JSON value in one place: a key dropped, a key added, a value of the wrong kind. */
export function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.constantFrom(null, true, -1, 0, 1e308, -1e308, 2 ** 53, 1.5, '', '1d6', 'x'.repeat(5000), [], {}, [
      [[]],
    ]),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom('drop', 'add', 'replace', 'replace-root'),
      wrong,
      fc.string({ maxLength: 12 }),
    )
    .map(([value, pick, how, bad, key]) => mutate(value, pick, how, bad, key));
}

function mutate(value: unknown, pick: number, how: string, bad: unknown, key: string): unknown {
  if (how === 'replace-root' || typeof value !== 'object' || value === null) return bad;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as object) };
  const keys = Object.keys(copy);
  const target = keys[pick % Math.max(1, keys.length)];
  if (how === 'add' || target === undefined) {
    (copy as Record<string, unknown>)[key || 'extra'] = bad;
  } else if (how === 'drop') {
    delete (copy as Record<string, unknown>)[target];
  } else {
    const inner = (copy as Record<string, unknown>)[target];
    (copy as Record<string, unknown>)[target] =
      typeof inner === 'object' && inner !== null && pick % 2 === 0
        ? mutate(inner, pick >> 1, 'replace', bad, key)
        : bad;
  }
  return copy;
}

/** Dice notation from its grammar (`NdS`, `d%`, keep/drop, `+`/`-` of terms and numbers), valid and not. */
export function notation(): fc.Arbitrary<string> {
  const count = fc.oneof(
    fc.constant(''),
    fc.integer({ min: 0, max: 30 }).map(String),
    fc.constantFrom('100', '10000', '10001', '99999999'),
  );
  const sides = fc.oneof(
    fc.integer({ min: 0, max: 120 }).map(String),
    fc.constantFrom('%', '1000', '1000000', '1000001', 'F'),
  );
  const keep = fc.oneof(
    fc.constant(''),
    fc
      .tuple(
        fc.constantFrom('kh', 'kl', 'dh', 'dl', 'k', 'd', 'h'),
        fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 40 }).map(String)),
      )
      .map(([k, n]) => k + n),
  );
  const dice = fc.tuple(count, sides, keep).map(([c, s, k]) => `${c}d${s}${k}`);
  const term = fc.oneof(dice, fc.integer({ min: 0, max: 2_000_000_000 }).map(String));
  const valid = fc
    .tuple(term, fc.array(fc.tuple(fc.constantFrom('+', '-', ' + ', '*', ''), term), { maxLength: 4 }))
    .map(([first, rest]) => first + rest.map(([op, t]) => op + t).join(''));
  const garbage = fc.string({
    unit: fc.constantFrom(...'0123456789dkhl%+-* ()xD\u0000\u00e9'.split('')),
    maxLength: 40,
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: fc.constant('1d6+'.repeat(300)) },
  );
}
