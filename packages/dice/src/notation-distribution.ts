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

/** The estimated cost of a notation's exact distribution, and the limit it is held to. */
export interface NotationCost {
  /** Inner-loop steps, within a small factor. */
  readonly work: number;
  /** How many totals the distribution can have (exploding dice: up to where their series is cut). */
  readonly values: number;
  /** {@link MAX_DISTRIBUTION_WORK}: past it the distribution is refused with `limit_exceeded`. */
  readonly maxWork: number;
}

const parsedOf = (notation: Notation | string) =>
  typeof notation === 'string' ? parseNotation(notation) : notation;
const epsilonOf = (parsed: Notation) => TRUNCATION / Math.max(1, explodingGroups(parsed.expr));

/**
 * Estimates the cost of a notation's exact distribution from its syntax tree alone, in microseconds (no
 * distribution is computed): a server can refuse, queue or hand the work to a worker before starting it.
 *
 * @example
 * notationCost('8d6!kh3'); // { work: ..., values: ..., maxWork: 400000000 }
 */
export function notationCost(notation: Notation | string): NotationCost {
  const parsed = parsedOf(notation);
  const { work, values } = distributionCost(parsed.expr, epsilonOf(parsed));
  const range = rangeOf(parsed.expr);
  const exactValues = Number.isFinite(range.hi - range.lo) ? range.hi - range.lo + 1 : values;
  return { work, values: Math.min(values, exactValues), maxWork: MAX_DISTRIBUTION_WORK };
}

/**
 * The exact distribution of a dice notation's total: fractions where they stay small, floats always, and for
 * exploding dice their series cut once less than 1e-12 remains (reported as `truncated`). The cost is estimated
 * first ({@link notationCost}); past {@link MAX_DISTRIBUTION_WORK} steps it is refused with `limit_exceeded`.
 *
 * @example
 * notationDistribution('4d6kh3'); // { min: 3, probabilities: [...], counts: [...], total: 1296n }
 * notationDistribution('10d6!').truncated; // below 1e-12
 */
export function notationDistribution(notation: Notation | string): Distribution {
  const parsed = parsedOf(notation);
  const { work } = notationCost(parsed);
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
  const list = outcomes(distribution);
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
