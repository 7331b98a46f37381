import {
  constant,
  convolve,
  type Distribution,
  moments,
  negate,
  type Outcome,
  outcomes,
  shift,
} from './distribution.js';
import { DiceError } from './errors.js';
import { rangeOf } from './grammar/range.js';
import { keepHighest, keepLowest, MAX_DISTRIBUTION_WORK, sumOfDice } from './keep.js';
import { keptOf, type Notation, parseNotation, type Term } from './notation.js';
import { distributionCost } from './odds/cost.js';
import { explodingGroups, expressionDistribution, TRUNCATION } from './odds/expression-distribution.js';

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

/** The steps of formatting the fractions of `values` totals over a denominator of `bits` bits, if they are served. */
function fractionWork(values: number, bits: number): number | undefined {
  if (!Number.isFinite(bits)) return undefined;
  const work = values * fractionSteps(bits);
  return work <= MAX_FRACTION_WORK ? work : undefined;
}

const parsedOf = (notation: Notation | string) =>
  typeof notation === 'string' ? parseNotation(notation) : notation;
const epsilonOf = (parsed: Notation) => TRUNCATION / Math.max(1, explodingGroups(parsed.expr));

/**
 * Estimates the cost of a notation's exact distribution and of its answer from its syntax tree alone (no
 * distribution is computed), in steps of about a nanosecond: value ranges (a product spans the products of its
 * operands' ranges), the entries of every dense distribution, exact fractions, keep/drop, explosions, groups. A server
 * can refuse, queue or hand the work to a worker before starting it.
 *
 * @example
 * notationCost('8d6!kh3'); // { work: ..., values: ..., entries: ..., bytes: ..., maxWork: 400000000, maxEntries: 1000000 }
 */
export function notationCost(notation: Notation | string): NotationCost {
  const parsed = parsedOf(notation);
  const cost = distributionCost(parsed.expr, epsilonOf(parsed));
  const range = rangeOf(parsed.expr);
  const exactValues = Number.isFinite(range.hi - range.lo) ? range.hi - range.lo + 1 : cost.values;
  const values = Math.min(cost.values, exactValues);
  // Each total: a probability and a value (about 60 bytes of JSON), and an exact fraction of two numbers of `bits`.
  const fractions = fractionWork(values, cost.bits);
  const work = cost.work + values * 20 + (fractions ?? 0);
  const bytes = values * (60 + (fractions === undefined ? 0 : Math.ceil((2 * cost.bits) / Math.log2(10))));
  return {
    work,
    values,
    entries: cost.entries,
    bytes,
    maxWork: MAX_DISTRIBUTION_WORK,
    maxEntries: MAX_DISTRIBUTION_ENTRIES,
  };
}

/**
 * The exact distribution of a dice notation's total: fractions where they stay small, floats always, and for
 * exploding dice their series cut once less than 1e-12 remains (reported as `truncated`). The cost is estimated
 * first ({@link notationCost}); past {@link MAX_DISTRIBUTION_ENTRIES} entries in one distribution or
 * {@link MAX_DISTRIBUTION_WORK} steps it is refused with `limit_exceeded`, before any work.
 *
 * @example
 * notationDistribution('4d6kh3'); // { min: 3, probabilities: [...], counts: [...], total: 1296n }
 * notationDistribution('10d6!').truncated; // below 1e-12
 */
export function notationDistribution(notation: Notation | string): Distribution {
  const parsed = parsedOf(notation);
  const { work, entries } = notationCost(parsed);
  if (work > MAX_DISTRIBUTION_WORK) {
    const message = `The exact distribution of ${parsed.text} is too costly to compute: about ${Math.round(work).toLocaleString('en-US')} steps, past the limit maxDistributionWork (${MAX_DISTRIBUTION_WORK.toLocaleString('en-US')})`;
    throw new DiceError(
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
    throw new DiceError(
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

  if (parsed.simple) {
    let result = constant(0);
    let offset = 0;
    for (const term of parsed.terms) {
      if (term.kind === 'constant') offset += term.sign * term.value;
      else result = convolve(result, termDistribution(term));
    }
    return shift(result, offset);
  }
  return expressionDistribution(parsed.expr, epsilonOf(parsed));
}

/** The distribution of one plain group of dice, with its sign. */
export function termDistribution(term: Extract<Term, { kind: 'dice' }>): Distribution {
  const { kept, highest } = keptOf(term.count, term.keep);
  const d =
    kept >= term.count
      ? sumOfDice(term.count, term.sides)
      : highest
        ? keepHighest(term.count, term.sides, kept)
        : keepLowest(term.count, term.sides, kept);
  return term.sign < 0 ? negate(d) : d;
}

/** At most this many totals in one served distribution by default (100d100 has 9,901): about half a megabyte of JSON. */
export const MAX_DISTRIBUTION_VALUES = 10_001;

/** A notation's exact distribution as the API's `POST /v1/odds` answers it. */
export interface NotationOdds {
  readonly notation: string;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly standardDeviation: number;
  /** Every possible total with its probability, and its exact fraction where cheap. */
  readonly distribution: readonly Outcome[];
  /** Probability left out of the series of exploding dice (below 1e-12), when any was. */
  readonly truncated?: number;
  /** The notation's comment (`# attack`). */
  readonly comment?: string;
}

/**
 * The exact distribution of a notation's total with its mean and spread, refused up front (`limit_exceeded`)
 * when it would have more than `maxValues` totals or cost more than the work limit.
 *
 * @example
 * notationOdds('2d6').distribution[5]; // { value: 7, probability: 0.1666..., fraction: '1/6' }
 */
export function notationOdds(
  notation: Notation | string,
  options: { maxValues?: number } = {},
): NotationOdds {
  const parsed = parsedOf(notation);
  const maxValues = options.maxValues ?? MAX_DISTRIBUTION_VALUES;
  const { values } = notationCost(parsed);
  const bits = distributionCost(parsed.expr, epsilonOf(parsed)).bits;
  if (values > maxValues) {
    const message = `the distribution of ${parsed.text} has ${values} possible totals, at most ${maxValues} are served`;
    throw new DiceError(
      'limit_exceeded',
      `Too many possible totals: ${message}`,
      [{ path: ['notation'], message }],
      {
        limit: 'maxDistributionValues',
      },
    );
  }
  const distribution = notationDistribution(parsed);
  // Fractions where cheap: formatting thousands of 200-bit fractions would cost more than the distribution.
  const cheap = fractionWork(values, bits) !== undefined;
  const list = outcomes(cheap ? distribution : { ...distribution, counts: undefined });
  const { mean, standardDeviation } = moments(distribution);
  return {
    notation: parsed.text,
    min: list[0]?.value ?? 0,
    max: list.at(-1)?.value ?? 0,
    mean,
    standardDeviation,
    distribution: list,
    ...(distribution.truncated ? { truncated: distribution.truncated } : {}),
    ...(parsed.comment === undefined ? {} : { comment: parsed.comment }),
  };
}
