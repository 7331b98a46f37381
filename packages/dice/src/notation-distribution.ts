import {
  constant,
  convolve,
  cutOf,
  cutToOf,
  type Distribution,
  moments,
  negate,
  type Outcome,
  outcomes,
  shift,
} from './distribution.js';
import { keepHighest, keepLowest, sumOfDice } from './keep.js';
import { keptOf, type Notation, type Term } from './notation.js';
import {
  epsilonOf,
  estimateNotation,
  fractionWork,
  MAX_DISTRIBUTION_VALUES,
  notationRefusal,
  parsedOf,
} from './notation-cost.js';
import { expressionDistribution } from './odds/expression-distribution.js';
import { type FloatError, fromFraction, SLACK } from './odds/float-error.js';
import { ratios } from './odds/keep-exact.js';

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
  const refusal = notationRefusal(parsed);
  if (refusal) throw refusal;
  return distributionOf(parsed);
}

/** The distribution of a notation already estimated and admitted. */
function distributionOf(parsed: Notation): Distribution {
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
  /**
   * Whether every probability comes from exact counts: each `probability` is its exact fraction rounded once to a
   * float (the fraction itself is served where cheap). False: floating-point arithmetic, within `error`.
   */
  readonly exact: boolean;
  /**
   * A bound on how far each `probability` is from the truth: within `relative × p + absolute` of the true p
   * (`absolute` is 0 unless a tail underflowed below about 1e-308, a keep-highest tail fell back to 1 - P(fewer), or
   * exploding dice left out `truncated`, which it includes, or a keep's products underflowed: `700dFkh2`, about
   * 3e-320). Absent where no bound is computed yet: keep over dice whose own faces' floats are below about 2^-1000
   * (faces below 2^-200 are left out instead, their mass in `absolute`), and roll groups keeping several such items.
   */
  readonly error?: {
    readonly relative: number;
    readonly absolute: number;
    /**
     * Where exploding dice left mass out (`truncated`) and it can only reach totals from `total` up: every total below
     * it is within `relative × p + absolute` of the truth with this `absolute`, the floats' own (the cut's is not
     * there). `3d6!`'s series is cut past 100, so its totals below print their digits rather than `<2e-12`.
     */
    readonly belowCut?: { readonly total: number; readonly absolute: number };
    /**
     * The same from above, where the cut mass can only reach totals up to `total` (a negated exploding term:
     * `20d6-1d6!`'s cut chains are its lowest totals): every total above it is within `relative × p + absolute` with
     * this `absolute`, the floats' own.
     */
    readonly aboveCut?: { readonly total: number; readonly absolute: number };
  };
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
  // Estimated once: the refusal, the fractions' cost and the work all come from this one walk of the tree.
  const { cost, bits } = estimateNotation(parsed);
  const refusal = notationRefusal(parsed, maxValues, cost);
  if (refusal) throw refusal;
  const distribution = exactFloats(distributionOf(parsed));
  // Fractions where cheap: formatting thousands of 200-bit fractions would cost more than the distribution.
  const cheap = fractionWork(cost.values, bits) !== undefined;
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
    exact: distribution.counts !== undefined,
    ...(distribution.error ? { error: errorOf(distribution.error, distribution) } : {}),
    ...(parsed.comment === undefined ? {} : { comment: parsed.comment }),
  };
}

/**
 * A distribution with exact counts, its floats rounded from the counts (they were computed beside them in floating
 * point, by order statistics or convolution): an exact answer's probabilities are its fractions, rounded once.
 */
function exactFloats(d: Distribution): Distribution {
  if (!d.counts || !d.total || d.error?.relative === fromFraction(d.total).relative) return d;
  return { ...d, probabilities: ratios(d.counts, d.total), error: fromFraction(d.total) };
}

/**
 * The served bound: relative and absolute, without the internal smallest probability. What exploding dice leave out
 * (`truncated`, an upper bound on that mass) is absolute error too: a total's true probability is at most that much
 * above the series' (the cut chains are all the series lacks), and a total past the listed ones is at most that likely.
 */
const errorOf = (e: FloatError, d: Distribution) => {
  const truncated = d.truncated ?? 0;
  const cutFrom = cutOf(d);
  const cutTo = cutToOf(d);
  return {
    relative: e.relative,
    absolute: truncated > 0 ? (e.absolute + truncated) * SLACK : e.absolute,
    // Below the lowest total the cut mass reaches, only the floats' own error (issue 37).
    ...(truncated > 0 && Number.isFinite(cutFrom)
      ? { belowCut: { total: cutFrom, absolute: e.absolute } }
      : {}),
    // Above the highest total it reaches (a negated exploding term), the same (issue 37, h8-exact).
    ...(truncated > 0 && Number.isFinite(cutTo) ? { aboveCut: { total: cutTo, absolute: e.absolute } } : {}),
  };
};
