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

/**
 * The most steps of work one notation's distribution may take, in this model's own steps (a float
 * multiply-add with its exact bigint fraction alongside: tens of nanoseconds, not the engine's one).
 * `34d100kh33` (3.6 * 10^8, which took 4 to 15 s) is refused; `10000d2` (10^8) is the largest pool of
 * coins served.
 */
export const MAX_NOTATION_WORK = 100_000_000;

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
  const work = workOf(parsed, 'odds');
  if (work > MAX_NOTATION_WORK) {
    const message = `the distribution of ${parsed.text} would take about ${Math.round(work).toLocaleString('en-US')} steps of work, over the limit maxWork of ${MAX_NOTATION_WORK.toLocaleString('en-US')}: use fewer dice or fewer sides`;
    throw new DiceError('limit_exceeded', `Too costly: ${message}`, [{ path: ['notation'], message }]);
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

/**
 * The steps of work of rolling a notation (one per die drawn, plus sorting for keep/drop) or of its exact
 * distribution (each term's, then the convolutions of the terms), from the notation alone. Unreadable
 * notation costs nothing: it is refused before any work.
 *
 * @example
 * notationWork('2d6', 'odds'); // 20
 */
export function notationWork(text: string, kind: 'roll' | 'odds'): number {
  let parsed: Notation;
  try {
    parsed = parseNotation(text);
  } catch {
    return 0;
  }
  return workOf(parsed, kind);
}

function workOf(notation: Notation, kind: 'roll' | 'odds'): number {
  let work = 0;
  let width = 1;
  for (const term of notation.terms) {
    if (term.kind !== 'dice') continue;
    const { kept } = keptOf(term.count, term.keep);
    if (kind === 'roll') {
      work += kept < term.count ? term.count * Math.log2(term.count + 1) : term.count;
      continue;
    }
    // As in @verdict/dice: a plain sum is n^2 (s - 1) steps, keep-highest/lowest k^3 s^2 (order statistics).
    const own = kept >= term.count ? term.count ** 2 * (term.sides - 1) : kept ** 3 * term.sides ** 2;
    const termWidth = kept * (term.sides - 1) + 1;
    work += own + width * termWidth;
    width += termWidth - 1;
  }
  return work;
}

/** How many totals the notation can reach at most (its range), computed without any distribution. */
function spread(notation: Notation): number {
  let width = 1;
  for (const term of notation.terms) {
    if (term.kind === 'dice') width += keptOf(term.count, term.keep).kept * (term.sides - 1);
  }
  return width;
}
