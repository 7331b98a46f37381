import {
  DiceError,
  keptOf,
  moments,
  type Notation,
  notationDistribution,
  type Outcome,
  outcomes,
  parseNotation,
} from '@verdict/dice';

/**
 * At most this many distinct totals in one distribution (100d100 has 9,901): about half a megabyte of
 * JSON. The contract allows a d1000000, but its distribution would be a million entries (tens of
 * megabytes), and wide ones take the most time to compute: refused up front as a limit.
 */
export const MAX_DISTRIBUTION_VALUES = 10_001;

/** What `POST /v1/odds` answers. */
export interface NotationOddsResponse {
  readonly notation: string;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly standardDeviation: number;
  readonly distribution: readonly Outcome[];
}

/**
 * The exact distribution of a notation's total, with exact fractions where they are cheap.
 *
 * @example
 * notationOdds('2d6').distribution[5]; // { value: 7, probability: 0.1666..., fraction: '1/6' }
 */
export function notationOdds(text: string): NotationOddsResponse {
  const parsed = parseNotation(text);
  const width = spread(parsed);
  if (width > MAX_DISTRIBUTION_VALUES) {
    const message = `the distribution of ${parsed.text} has ${width} possible totals, at most ${MAX_DISTRIBUTION_VALUES} are served`;
    throw new DiceError('limit_exceeded', `Too many possible totals: ${message}`, [
      { path: ['notation'], message },
    ]);
  }
  const distribution = notationDistribution(parsed);
  const list = outcomes(distribution);
  const { mean, standardDeviation } = moments(distribution);
  return {
    notation: parsed.text,
    min: list[0]!.value,
    max: list[list.length - 1]!.value,
    mean,
    standardDeviation,
    distribution: list,
  };
}

/** How many totals the notation can reach at most (its range), computed without any distribution. */
function spread(notation: Notation): number {
  let width = 1;
  for (const term of notation.terms) {
    if (term.kind === 'dice') width += keptOf(term.count, term.keep).kept * (term.sides - 1);
  }
  return width;
}
