import { numberBounds } from '@verdict/form';
import * as fc from 'fast-check';

/** A JSON Schema node, as zod, valibot and arktype emit it (draft 2020-12). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** Half-width of the window used when no sample says what scale a number lives at. */
const DEFAULT_SPAN = 10;

/**
 * Integers or numbers the schema accepts, near the scale of the samples (example inputs and the
 * schema's `default`), so resolving them stays fast: `z.int()` allows 2^53, and a contest of 2^53
 * rounds or a pool of a million dice would only test patience. The schema's bounds are mixed in when
 * they are within a hundred (or ten times the samples' size), because edges are where bugs live.
 *
 * @example
 * numberArbitrary({ type: 'integer', minimum: -10000, maximum: 10000 }, [2, 0, -1]); // mostly -4..5
 */
export function numberArbitrary(
  node: Record<string, unknown>,
  samples: readonly number[],
): fc.Arbitrary<number> {
  const integer = node.type === 'integer';
  const { min, max } = numberBounds({ ...node, type: integer ? 'integer' : 'number' });
  if (min > max) return fc.constant(min);
  const known = samples.filter((n) => Number.isFinite(n) && n >= min && n <= max);
  let lo: number;
  let hi: number;
  if (known.length > 0) {
    const least = Math.min(...known);
    const most = Math.max(...known);
    const pad = Math.max(3, Math.ceil(Math.max(Math.abs(least), Math.abs(most)) / 2));
    [lo, hi] = [Math.max(min, least - pad), Math.min(max, most + pad)];
  } else if (max - min <= 2 * DEFAULT_SPAN * 10) {
    [lo, hi] = [min, max];
  } else {
    const centre = Math.min(Math.max(0, min), max);
    [lo, hi] = [Math.max(min, centre - DEFAULT_SPAN), Math.min(max, centre + DEFAULT_SPAN)];
  }
  const near = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  const scale = Math.max(100, 10 * Math.max(0, ...known.map(Math.abs)));
  const edges = [min, max].filter((edge) => Math.abs(edge) <= scale);
  const base = edges.length > 0 ? fc.oneof({ arbitrary: near, weight: 9 }, fc.constantFrom(...edges)) : near;
  const step = typeof node.multipleOf === 'number' && node.multipleOf > 0 ? node.multipleOf : undefined;
  if (step === undefined) return base;
  return base.map((n) => {
    const snapped = Math.round(n / step) * step;
    return snapped > max ? snapped - step : snapped < min ? snapped + step : snapped;
  });
}
