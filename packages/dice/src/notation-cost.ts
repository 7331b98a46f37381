import { DiceError } from './errors.js';
import { rangeOf } from './grammar/range.js';
import { MAX_DISTRIBUTION_WORK } from './keep.js';
import { type Notation, parseNotation } from './notation.js';
import { distributionCost, exactStep } from './odds/cost.js';
import { explodingGroups, TRUNCATION } from './odds/expression-distribution.js';

/** At most this many totals in one served distribution by default (100d100 has 9,901): about half a megabyte of JSON. */
export const MAX_DISTRIBUTION_VALUES = 10_001;

/** The estimated cost of a notation's exact distribution, and the limits it is held to. */
export interface NotationCost {
  /**
   * Steps of work (about a nanosecond each), within {@link COST_FACTOR}: the distribution's inner loops (a bigint
   * step weighed as 20 + its bits), every entry of every distribution allocated, and formatting the answer's exact
   * fractions.
   */
  readonly work: number;
  /** How many totals the distribution can have (exploding dice: up to where their series is cut). */
  readonly values: number;
  /**
   * The most entries of one distribution computed on the way: distributions are dense, one entry per value from the
   * lowest to the highest, so `1d2*30000000` has 2 totals but spans 30,000,001 values.
   */
  readonly entries: number;
  /** Bytes of the JSON answer of `notationOdds`, about. */
  readonly bytes: number;
  /** {@link MAX_DISTRIBUTION_WORK}: past it the distribution is refused with `limit_exceeded`. */
  readonly maxWork: number;
  /** {@link MAX_DISTRIBUTION_ENTRIES}: past it the distribution is refused with `limit_exceeded`. */
  readonly maxEntries: number;
}

/**
 * At most this many entries in one distribution computed for a notation (8 MB of floats, and as many exact
 * numerators): a wider one (`1d20*400000`) is refused before any work as `maxDistributionEntries`.
 */
export const MAX_DISTRIBUTION_ENTRIES = 1_000_000;

/**
 * The factor the cost model is held to: the work really done (loop iterations and entries allocated, counted, not
 * timed) is at most `COST_FACTOR` times {@link NotationCost.work} (plus a constant), and the largest distribution
 * allocated at most `COST_FACTOR` times {@link NotationCost.entries}. A property test checks it on generated notations.
 */
export const COST_FACTOR = 8;

/**
 * Steps of formatting one exact fraction whose denominator has `bits` bits: Euclid's gcd takes up to `bits` bigint
 * remainders, each dearer as the numbers grow (about 80 µs for 30d100's 199 bits).
 */
const fractionSteps = (bits: number) => Math.max(1, bits) * (40 + 2 * bits);

/**
 * Steps the exact fractions of one answer may take to format (about 20 ms); past it the answer gives each total's
 * probability without its fraction (`30d100`: 2,971 fractions over 100^30, about 250 ms).
 */
export const MAX_FRACTION_WORK = 20_000_000;

/** The steps of formatting the fractions of `values` totals over a denominator of `bits` bits, if they can be listed. */
export function fractionWork(values: number, bits: number): number | undefined {
  if (!Number.isFinite(bits)) return undefined;
  const work = values * fractionSteps(bits);
  return work <= MAX_FRACTION_WORK ? work : undefined;
}

export const parsedOf = (notation: Notation | string) =>
  typeof notation === 'string' ? parseNotation(notation) : notation;
export const epsilonOf = (parsed: Notation) => TRUNCATION / Math.max(1, explodingGroups(parsed.expr));

/**
 * Estimates the cost of a notation's exact distribution and of its answer from its syntax tree alone (no
 * distribution is computed), in steps of about a nanosecond: value ranges (a product spans the products of its
 * operands' ranges), the entries of every dense distribution, exact fractions, keep/drop, explosions, groups. A server
 * can refuse, queue or hand the work to a worker before starting it.
 *
 * @example
 * notationCost('8d6!kh3'); // { work: ..., values: ..., entries: ..., bytes: ..., maxWork: 50000000, maxEntries: 1000000 }
 */
export function notationCost(notation: Notation | string): NotationCost {
  return estimateNotation(parsedOf(notation)).cost;
}

/**
 * {@link notationCost} with the bits of the denominator of the distribution's exact fractions (Infinity when it is
 * served as floats only), from one walk of the tree: what `notationOdds` needs to decide on fractions.
 */
export function estimateNotation(parsed: Notation): { cost: NotationCost; bits: number } {
  const cost = distributionCost(parsed.expr, epsilonOf(parsed));
  const range = rangeOf(parsed.expr);
  const exactValues = Number.isFinite(range.hi - range.lo) ? range.hi - range.lo + 1 : cost.values;
  const values = Math.min(cost.values, exactValues);
  // Each total: a probability and a value (about 60 bytes of JSON), and an exact fraction of two numbers of `bits`.
  const fractions = fractionWork(values, cost.bits);
  // Exact answers round each count to its float (one bigint division each), where their floats came from elsewhere.
  const rounding = Number.isFinite(cost.bits) ? values * exactStep(cost.bits) : 0;
  const work = cost.work + values * 20 + rounding + (fractions ?? 0);
  const bytes = values * (60 + (fractions === undefined ? 0 : Math.ceil((2 * cost.bits) / Math.log2(10))));
  return {
    cost: {
      work,
      values,
      entries: cost.entries,
      bytes,
      maxWork: MAX_DISTRIBUTION_WORK,
      maxEntries: MAX_DISTRIBUTION_ENTRIES,
    },
    bits: cost.bits,
  };
}

/**
 * Why a notation's exact distribution is refused, before any work: past `maxValues` totals (when given, as
 * `notationOdds` serves them), {@link MAX_DISTRIBUTION_WORK} steps, or {@link MAX_DISTRIBUTION_ENTRIES} entries in one
 * distribution; each a `limit_exceeded` naming the notation and the limit. Undefined when it can be computed. A
 * caller that already has the notation's {@link notationCost} passes it, so the notation is estimated once.
 *
 * @example
 * notationRefusal(parseNotation('1d2*30000000'))?.message; // '... spans about 30,000,001 values ... maxDistributionEntries ...'
 * const cost = notationCost('8d6!kh3');
 * notationRefusal('8d6!kh3', 10_001, cost); // undefined, from that estimate
 */
export function notationRefusal(
  notation: Notation | string,
  maxValues?: number,
  cost?: NotationCost,
): DiceError | undefined {
  const parsed = parsedOf(notation);
  const { values, work, entries } = cost ?? notationCost(parsed);
  if (maxValues !== undefined && values > maxValues) {
    // What the player can do, not only the limit (issue 37, U21): the dice still roll; odds need fewer totals.
    const message = `${parsed.text} has ${values.toLocaleString('en-US')} possible totals, more than the ${maxValues.toLocaleString('en-US')} whose odds can be listed: it can still be rolled; for its odds, use fewer or smaller dice`;
    return new DiceError(
      'limit_exceeded',
      `Too many possible totals: ${message}`,
      [{ path: ['notation'], message }],
      {
        limit: 'maxDistributionValues',
      },
    );
  }
  if (work > MAX_DISTRIBUTION_WORK) {
    const message = `The exact distribution of ${parsed.text} is too costly to compute: about ${Math.round(work).toLocaleString('en-US')} steps, past the limit maxDistributionWork (${MAX_DISTRIBUTION_WORK.toLocaleString('en-US')})`;
    return new DiceError(
      'limit_exceeded',
      message,
      [
        {
          path: ['notation'],
          message: `exact odds of ${parsed.text} are too costly to compute (maxDistributionWork)`,
        },
      ],
      { limit: 'maxDistributionWork' },
    );
  }
  if (entries > MAX_DISTRIBUTION_ENTRIES) {
    const spans = `spans about ${Math.round(entries).toLocaleString('en-US')} values`;
    return new DiceError(
      'limit_exceeded',
      `The exact distribution of ${parsed.text} ${spans} from its lowest to its highest, past the limit maxDistributionEntries (${MAX_DISTRIBUTION_ENTRIES.toLocaleString('en-US')})`,
      [
        {
          path: ['notation'],
          message: `exact odds of ${parsed.text} are too large to compute: it ${spans} (maxDistributionEntries)`,
        },
      ],
      { limit: 'maxDistributionEntries' },
    );
  }
  return undefined;
}
