/**
 * @module
 * The chance, before a roll, of the result it got or better, from the point of view its words take. A plain test's
 * outcomes are ordered from the tested side (its `tier`); a contest's are too, from the attacker or the first party,
 * so "Attack fails · 85.8% chance of this or better" counted the attacker's side while the words spoke of the target
 * winning. A contest's chance is counted from the side its outcome names as the winner, and says whose side it is.
 */
import { type DisplayLabels, type Parties, winnerLabel } from './display.js';
import { formatPercent } from './probability.js';

/** One way a test can end, as its odds list it: ordered by `tier`, a contest's with its `winner`. */
export interface TierChance {
  readonly tier: number;
  readonly probability: number;
  readonly winner?: string | undefined;
}

/** The chance of a result or better, and whose side "better" is counted from. */
export interface OrBetter {
  /** The chance, before the roll, of this result or one better for `side`. */
  readonly probability: number;
  /** A contest's side, in words (`Ulla's side`, `the target's side`); absent for a test with one side. */
  readonly side?: string | undefined;
}

/**
 * The chance of `outcome` or better. A contest (odds whose outcomes name winners) is counted from the side the
 * outcome names as its winner (a lower tier is better for the side whose wins have negative tiers); an outcome with
 * no winner (a round limit) from the tested side, whose wins have positive tiers. Nothing worse possible: exactly 1.
 *
 * @example
 * chanceOrBetter(directedOdds, { tier: -1, winner: 'target', parties: { target: 'Ulla' } }, labels);
 * // { probability: 0.201…, side: "Ulla's side" }
 */
export function chanceOrBetter(
  outcomes: readonly TierChance[],
  outcome: { readonly tier: number; readonly winner?: unknown; readonly parties?: Parties },
  labels?: DisplayLabels,
): OrBetter {
  const contest = outcomes.some((o) => typeof o.winner === 'string');
  const tested = outcomes.find((o) => o.tier > 0 && typeof o.winner === 'string')?.winner;
  const side = typeof outcome.winner === 'string' ? outcome.winner : tested;
  // Better for a side whose wins are below zero is a lower tier.
  const sign = contest && side !== undefined && side !== tested ? -1 : 1;
  let better = 0;
  let worse = 0;
  for (const o of outcomes) {
    if (sign * o.tier >= sign * outcome.tier) better += o.probability;
    else worse += o.probability;
  }
  // Nothing worse can happen: this or better is certain, exactly (summed floats read ">99.99%" or 1.0000000000000002).
  const probability = worse === 0 ? 1 : Math.min(1, better);
  if (!contest || side === undefined) return { probability };
  return { probability, side: sideWords(side, labels, outcome.parties) };
}

/** `Ulla's side` by the name the input gives, else `the target's side` in the test's words. */
function sideWords(side: string, labels: DisplayLabels | undefined, parties: Parties): string {
  const name = parties?.[side];
  if (name !== undefined) return `${name}${name.endsWith('s') ? "'" : "'s"} side`;
  return `the ${winnerLabel(side, labels).toLowerCase()}'s side`;
}

/**
 * The chance of this or better in words, as a room's sentence says it: `60% for this or better`, and a contest's
 * with its side, `20.1% for this or better, from Ulla's side`; `'chance'` as a card says it beside the outcome,
 * `60% chance of this or better`.
 *
 * @example
 * orBetterWords({ probability: 0.201, side: "Ulla's side" }); // "20.1% for this or better, from Ulla's side"
 */
export function orBetterWords(chance: OrBetter, style: 'for' | 'chance' = 'for'): string {
  const side = chance.side === undefined ? '' : `, from ${chance.side}`;
  return `${formatPercent(chance.probability)} ${style === 'for' ? 'for' : 'chance of'} this or better${side}`;
}
