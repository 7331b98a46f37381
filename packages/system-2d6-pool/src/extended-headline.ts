import type { OddsHeadlineV1 } from '@verdict/core';
import type { TurnOdds } from './extended-odds.js';
import type { Timescale } from './timescale.js';

/**
 * A chance of finishing this close to one half counts as one half: the chain's floats carry rounding of about
 * 1e-15 per turn, and an exact 1/2 (a coin's chance of finishing on turn 1) must not read as just under it.
 */
const HALF = 0.5 - 1e-12;

/**
 * What a player of an extended test looks for first: how long it takes. The expected number of turns played (a test
 * left unresolved counts the turns up to the limit), and the median: the first turn by which the party has finished
 * at least half the time. When finishing within the limit is less likely than not, there is no median within it:
 * the median is left out and the expected turns' `help` says why, rather than give a number the limit made up.
 *
 * @example
 * extendedHeadline({ turns, expectedTurns: 2.3, unresolved: 0.01, timescale: 'hour', maxTurns: 20 }).map((h) => h.label);
 * // ['Expected hours', 'Median hours']
 */
export function extendedHeadline(o: {
  readonly turns: readonly TurnOdds[];
  readonly expectedTurns: number;
  /** The chance of still being under way at the limit. */
  readonly unresolved: number;
  readonly timescale: Timescale;
  readonly maxTurns: number;
}): OddsHeadlineV1[] {
  const unit = `${o.timescale}s`;
  const median = o.turns.find((t) => t.within >= HALF)?.turn;
  const within = o.turns.at(-1)?.within ?? 0;
  const limit = `${o.maxTurns} ${o.maxTurns === 1 ? o.timescale : unit}`;
  const expected: OddsHeadlineV1 = {
    key: 'expectedTurns',
    label: `Expected ${unit}`,
    value: o.expectedTurns,
    format: 'number',
    help:
      median === undefined
        ? `The mean number of ${unit} played, up to the limit of ${limit}. There is no median: the party finishes within the limit only ${percent(within)} of the time, less than half`
        : o.unresolved > 0
          ? `The mean number of ${unit} played, counting a test left unresolved as the ${limit} of the limit`
          : `The mean number of ${unit} until the progress is reached`,
  };
  if (median === undefined) return [expected];
  return [
    expected,
    {
      key: 'medianTurns',
      label: `Median ${unit}`,
      value: median,
      format: 'integer',
      help: `Half of the time the party has finished within ${median} ${median === 1 ? o.timescale : unit}`,
    },
  ];
}

function percent(probability: number): string {
  return `${Number((probability * 100).toFixed(1))}%`;
}
