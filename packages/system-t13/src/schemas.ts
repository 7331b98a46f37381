import { z } from 'zod';
import { FACET_NAMES } from './facets.js';
import { gematriaValue } from './gematria.js';
import { lazy } from './lazy.js';

/** A Facet by name. */
export const facetSchema = lazy(() =>
  z.enum(FACET_NAMES, {
    error: `expected a Facet: one of ${FACET_NAMES.join(', ')}`,
  }),
);

/** A Geometry: 1 to 13, or the name the Character goes by. */
export const geometrySchema = lazy(() =>
  z
    .union(
      [
        intRange(1, 13, 'a Geometry'),
        z
          .string()
          .max(200)
          .refine((name) => gematriaValue(name) > 0, 'expected a name with at least one letter'),
      ],
      { error: 'expected a Geometry from 1 to 13, or a name to compute it from' },
    )
    .describe(
      "The tested Characters' Geometry for numerology (never mirrored): a number from 1 to 13, or the name the Character goes by ('Desi' gives 7, Heptagon)",
    )
    .meta({ title: 'Geometry' }),
);

/** What a whole test is for ("Force the gate"): it names the roll in a room's log. */
export const testNameSchema = lazy(() =>
  z
    .string()
    .max(100)
    .optional()
    .describe('What the test is for ("Force the gate"): names the roll in a room\'s log')
    .meta({ title: 'Name' }),
);

/** The three table options, shared by both tests. */
export const optionFields = lazy(() => ({
  doubles: z
    .boolean()
    .default(false)
    .describe(
      'Doubles: matching tens and units digits add a Success Level on a pass, a Failure Level on a fail',
    )
    .meta({ title: 'Doubles' }),
  multiples: z
    .boolean()
    .default(false)
    .describe('Multiples: rolling far under the mark adds Success Levels, far over it Failure Levels')
    .meta({ title: 'Multiples' }),
  numerology: z
    .boolean()
    .default(false)
    .describe('Numerology: the collapsed roll equal to the Geometry adds a Success Level, pass or fail')
    .meta({ title: 'Numerology' }),
  geometry: geometrySchema().optional(),
}));

/** Numerology needs a Geometry. */
export function requireGeometry(
  input: { numerology: boolean; geometry?: number | string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.numerology && input.geometry === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['geometry'],
      message: 'numerology needs a Geometry (a number from 1 to 13 or a name)',
    });
  }
}

/**
 * An integer field whose every error names its range.
 *
 * @example
 * intRange(1, 100, 'a Difficulty'); // errors read "expected a Difficulty from 1 to 100"
 */
export function intRange(min: number, max: number, what: string) {
  const message = `expected ${what} from ${min} to ${max}`;
  return z.int({ error: message }).min(min, message).max(max, message);
}
