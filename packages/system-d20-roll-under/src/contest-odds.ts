import type { OddsOutcome, OddsResult } from '@verdict/core';
import { formatFraction } from '@verdict/dice';
import type { ContestSpec, Penalty } from './contest.js';
import { partiesOf, sideValue } from './contest.js';
import { contestHeadline, type EndingChance } from './contest-headline.js';
import { countKinds, ROLL_KINDS } from './d20.js';
import { denominator, exactWeights, floatWeights, possibleWeights, type Weights } from './weights.js';

/** Exact fractions are given up to this many rounds (past it their digits outgrow their use). */
export const EXACT_FRACTION_ROUNDS = 25;

/** The probability of every ending of a contest within `maxRounds`, and of none ('unresolved'). */
export type EndingWeights<T, TEnding extends string> = Map<TEnding | 'unresolved', T>;

/**
 * Runs a contest as an absorbing Markov chain over the pending penalty, one round at a time, for
 * `maxRounds` rounds, in any kind of weight: the mass that ends in each ending, and what is left
 * ('unresolved').
 */
export function contestChain<T, TInput, TEnding extends string, TChoices>(
  weights: Weights<T>,
  spec: ContestSpec<TInput, TEnding, TChoices>,
  input: TInput,
): EndingWeights<T, TEnding> {
  const sides = spec.sides(input);
  const rules = spec.rules(input, sides);
  const [firstValue, secondValue] = sides.map(sideValue) as [number, number];
  const ended: EndingWeights<T, TEnding> = new Map();
  const addTo = <K>(map: Map<K, T>, key: K, w: T) =>
    map.set(key, weights.add(map.get(key) ?? weights.zero, w));
  let states = new Map<Penalty, T>([[0, weights.one]]);
  for (let round = 1; round <= spec.maxRounds(input); round++) {
    const next = new Map<Penalty, T>();
    for (const [penalty, mass] of states) {
      const firstCounts = countKinds(firstValue + penalty);
      for (const firstKind of ROLL_KINDS) {
        if (firstCounts[firstKind] === 0) continue;
        const afterFirstMass = weights.mul(mass, weights.face(firstCounts[firstKind]));
        const afterFirst = rules.first(firstKind);
        if ('end' in afterFirst) {
          addTo(ended, afterFirst.end, afterFirstMass);
          continue;
        }
        const secondCounts = countKinds(secondValue + afterFirst.secondPenalty);
        for (const secondKind of ROLL_KINDS) {
          if (secondCounts[secondKind] === 0) continue;
          const w = weights.mul(afterFirstMass, weights.face(secondCounts[secondKind]));
          const afterSecond = rules.second(firstKind, secondKind);
          if ('end' in afterSecond) addTo(ended, afterSecond.end, w);
          else addTo(next, afterSecond.firstPenalty, w);
        }
      }
    }
    states = next;
  }
  for (const w of states.values()) addTo(ended, 'unresolved', w);
  return ended;
}

/**
 * The exact odds of a contest: every possible label (endings with the same label summed), with exact
 * fractions up to {@link EXACT_FRACTION_ROUNDS} rounds, each side's chance to win (and of neither) as the
 * `headline`, and each distinct ending beside them as `endings`.
 */
export function contestOdds<TInput, TEnding extends string, TChoices>(
  spec: ContestSpec<TInput, TEnding, TChoices>,
  input: TInput,
): OddsResult & { endings: EndingOdds[] } {
  const possible = contestChain(possibleWeights, spec, input);
  const floats = contestChain(floatWeights, spec, input);
  const exact =
    spec.maxRounds(input) <= EXACT_FRACTION_ROUNDS ? contestChain(exactWeights, spec, input) : undefined;
  const endings: (EndingOdds & { tier: number })[] = [];
  const chances: EndingChance[] = [];
  const byLabel = new Map<string, { outcome: OddsOutcome; exact?: ReturnType<typeof exactWeights.add> }>();
  // The names the input gives the sides, on each outcome a side wins, as a resolved outcome carries them.
  const parties = partiesOf(spec.sides(input));
  for (const ending of spec.endings) {
    if (!possible.get(ending)) continue;
    const info = spec.describe(input, ending);
    // A possible ending whose float chance underflowed (past the exact rounds, below ~1e-308) keeps the smallest
    // positive chance, so it never reads 0%: it is possible, and reads "<0.01%".
    const probability = Math.max(floats.get(ending) ?? 0, Number.MIN_VALUE);
    const exactWeight = exact?.get(ending);
    const fraction = exactWeight ? formatFraction(exactWeight.n, denominator(exactWeight)) : undefined;
    endings.push({
      ending,
      tier: info.tier,
      label: info.label,
      text: info.text,
      probability,
      ...(fraction ? { fraction } : {}),
    });
    chances.push({
      ...(info.winner ? { winner: info.winner } : {}),
      probability,
      ...(exactWeight ? { exact: exactWeight } : {}),
    });
    const same = byLabel.get(info.label);
    const summed = same?.exact && exactWeight ? exactWeights.add(same.exact, exactWeight) : exactWeight;
    const outcome: OddsOutcome = {
      label: info.label,
      result: info.result,
      tier: info.tier,
      ...(info.winner ? { winner: info.winner, ...parties } : {}),
      probability: (same?.outcome.probability ?? 0) + probability,
    };
    byLabel.set(info.label, { outcome, ...(summed ? { exact: summed } : {}) });
  }
  const outcomes = [...byLabel.values()]
    .map(({ outcome, exact: w }) =>
      w ? { ...outcome, fraction: formatFraction(w.n, denominator(w)) } : outcome,
    )
    .sort((a, b) => b.tier - a.tier);
  const headline = contestHeadline(spec.sides(input), chances, {
    maxRounds: spec.maxRounds(input),
    neitherPossible: possible.get('unresolved') === true,
  });
  // The endings in the order of the sides as the input gives them (the first side's wins first, by tier, as the
  // outcomes are), whichever side tests first: every table shows a contest's sides in one order.
  const ordered = endings
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.tier - a.entry.tier || a.index - b.index)
    .map(({ entry: { tier: _tier, ...rest } }) => rest);
  return { outcomes, headline, endings: ordered };
}

/** The probability of one distinct ending (several endings may share a label). */
export interface EndingOdds {
  readonly ending: string;
  readonly label: string;
  readonly text: string;
  readonly probability: number;
  readonly fraction?: string;
}
