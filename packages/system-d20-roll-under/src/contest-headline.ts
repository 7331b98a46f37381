import type { OddsHeadlineV1 } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import type { ContestSide } from './contest.js';
import { denominator, exactWeights, type Twentieths } from './weights.js';

/** The sides in the order a table names them (the input's), whatever order they roll in. */
const SIDE_ORDER = ['attacker', 'target', 'first', 'second'];

/** One ending's chance, and who wins by it (none: the round limit). */
export interface EndingChance {
  readonly winner?: string;
  readonly probability: number;
  /** The exact chance, when the contest's chain was run exactly. */
  readonly exact?: Twentieths;
}

/**
 * What a player of a contest looks for first: each side's chance to win, by the name given in the input (else
 * "Attacker", "First party"...), summed over every way that side wins, exact where the chain was; then the chance
 * that neither wins, where the round limit can be reached.
 *
 * @example
 * contestHeadline(sides, endings, { maxRounds: 20, neitherPossible: true }).map((h) => h.label);
 * // ['Sorcerer wins', 'Knight wins', 'Neither wins (round limit)']
 */
export function contestHeadline(
  sides: readonly ContestSide[],
  endings: readonly EndingChance[],
  o: { readonly maxRounds: number; readonly neitherPossible: boolean },
): OddsHeadlineV1[] {
  const ordered = [...sides].sort((a, b) => SIDE_ORDER.indexOf(a.id) - SIDE_ORDER.indexOf(b.id));
  // "Sorcerer wins" says it all: no help beside it.
  const items = ordered.map((side) =>
    item(
      `side.${side.id}`,
      `${side.who} wins`,
      endings.filter((e) => e.winner === side.id),
    ),
  );
  if (!o.neitherPossible) return items;
  return [
    ...items,
    item(
      'neither',
      'Neither wins (round limit)',
      endings.filter((e) => e.winner === undefined),
      `The chance that ${roundsPass(o.maxRounds)} with no winner: the contest is unresolved`,
    ),
  ];
}

function item(key: string, label: string, endings: readonly EndingChance[], help?: string): OddsHeadlineV1 {
  const value = Math.min(
    1,
    endings.reduce((sum, e) => sum + e.probability, 0),
  );
  const exact = endings.every((e) => e.exact)
    ? endings.reduce((sum, e) => exactWeights.add(sum, e.exact!), exactWeights.zero)
    : undefined;
  return {
    key,
    label,
    value,
    format: 'percent',
    ...(exact ? { fraction: formatFraction(exact.n, denominator(exact)) } : {}),
    ...(help ? { help } : {}),
  };
}

/** "1 round passes", "20 rounds pass": the verb agrees with the number. */
function roundsPass(n: number): string {
  return n === 1 ? '1 round passes' : `${n} rounds pass`;
}
