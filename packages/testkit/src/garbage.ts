import * as fc from 'fast-check';

/**
 * Values that break naive resolvers: wrong types, non-finite and huge numbers, empty and odd strings,
 * empty containers. Huge numbers stay where the engine's limits catch them (a pool of 2^31 dice is a
 * `limit_exceeded` the resolver never sees), so a resolver that loops on one has a real bug.
 */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    undefined,
    true,
    false,
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    1e9,
    -1e9,
    2 ** 31,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_VALUE,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '',
    ' ',
    '0',
    '-1',
    '1d6',
    'NaN',
    [],
    [null],
    {},
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 10 }),
  fc.jsonValue({ maxDepth: 2 }),
);

type Mutation = 'replace' | 'delete' | 'add';

/**
 * Inputs that are almost right: a valid value with one place replaced by garbage, one key or item
 * removed, or one unknown key added; and now and then garbage in place of the whole input.
 *
 * @example
 * fc.assert(fc.property(mutatedInput(validInput), (input) => { resolveOrInputError(input) }));
 */
export function mutatedInput(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutation = fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'add');
  const mutated = fc
    .record({ value: valid, at: fc.nat(), mutation, garbage: garbageValue, key: fc.string({ maxLength: 8 }) })
    .map(({ value, at, mutation: kind, garbage, key }) => mutate(value, { at, kind, garbage, key }));
  return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: garbageValue, weight: 1 });
}

function mutate(
  value: unknown,
  change: { at: number; kind: Mutation; garbage: unknown; key: string },
): unknown {
  const copy = structuredClone(value);
  const places = containers(copy);
  if (places.length === 0) return change.garbage;
  const place = places[change.at % places.length]!;
  const keys = Object.keys(place);
  if (change.kind === 'add' || keys.length === 0) {
    if (Array.isArray(place)) place.push(change.garbage);
    else (place as Record<string, unknown>)[`${change.key}~extra`] = change.garbage;
    return copy;
  }
  const key = keys[change.at % keys.length]!;
  if (change.kind === 'delete') {
    if (Array.isArray(place)) place.splice(Number(key), 1);
    else delete (place as Record<string, unknown>)[key];
  } else {
    (place as Record<string, unknown>)[key] = change.garbage;
  }
  return copy;
}

/** Every object and array inside a value, outermost first. */
function containers(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(containers)];
}
