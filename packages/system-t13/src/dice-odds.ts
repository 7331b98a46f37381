import type { OddsHeadlineV1, OddsResult, ResultKind } from '@verdict/core';
import { constant, convolve, type Distribution, notationDistribution, sumOfDice } from '@verdict/dice';
import {
  AUTOMATIC_STALEMATE,
  type Crisis,
  type CrisisResult,
  type JudgedLevels,
  judgeLevels,
} from './dice-judge.js';
import { diceGroups, planDice, scoreOf } from './dice-plan.js';
import type { DiceInput } from './dice-schema.js';
import { ladderRung } from './levels.js';
import { createTally, levelDistribution, type Tallied } from './tally.js';

type Label = JudgedLevels['label'];

interface Grouped {
  readonly judged: JudgedLevels;
  readonly crisis: Crisis | undefined;
  probability: number;
  count: bigint | undefined;
}

/**
 * The exact odds of a Dice Test, from the joint distribution of the main dice's sum (main, Descendant and
 * extra dice convolved) and the Proficiency Dice, split by Crisis: the Proficiency Dice's sum tells all 1s
 * (sum k) and all 6s (sum 6k) apart. Gives every label, tier, count of Success and Failure Levels, the
 * Crisis and its results, and the Crisis's chance as the headline.
 *
 * @example
 * diceOdds(input).crisisResults; // [{ result: 'Automatic Stalemate', ... }, { result: 'Reversal of Success', ... }]
 * diceOdds(input).headline; // [{ key: 'crisis', label: 'Chance of a Proficiency Crisis', value: 0.0556, format: 'percent', fraction: '1/18', ... }]
 */
export function diceOdds(input: DiceInput): OddsResult {
  const plan = planDice(input);
  let main = constant(0);
  for (const g of diceGroups(input)) main = convolve(main, notationDistribution(g.notation));
  const classes = proficiencyClasses(plan.proficiencyDice);
  const total = main.total !== undefined ? main.total * 6n ** BigInt(plan.proficiencyDice) : undefined;

  // Group first by what the outcome is (one map entry per distinct judgement), then tally each view.
  const grouped = new Map<string, Grouped>();
  for (const { crisis, dist: prof } of classes) {
    const rolled = convolve(main, prof);
    const { probabilities, counts } = rolled;
    // Neighbouring Scores mostly judge alike: reuse the last group while the judgement stays the same.
    let last: Grouped | undefined;
    for (let i = 0; i < probabilities.length; i++) {
      const probability = probabilities[i]!;
      const count = counts?.[i];
      if (probability === 0 && !count) continue;
      const judged = judgeLevels(plan, scoreOf(plan, rolled.min + i), crisis);
      if (!last || !sameJudgement(last.judged, judged)) {
        const key = `${judged.label}|${judged.successLevels}|${judged.failureLevels}|${crisis ?? ''}|${judged.crisisResult ?? ''}`;
        last = grouped.get(key);
        if (!last) {
          last = { judged, crisis, probability: 0, count: 0n };
          grouped.set(key, last);
        }
      }
      last.probability += probability;
      last.count = last.count !== undefined && count !== undefined ? last.count + count : undefined;
    }
  }
  const labels = createTally<Label>(total);
  const tiers = createTally<number>(total);
  const sl = createTally<number>(total);
  const fl = createTally<number>(total);
  const joint = createTally<[Label, number, number]>(total);
  const crises = createTally<Crisis>(total);
  const results = createTally<CrisisResult>(total);
  const anyCrisis = createTally<boolean>(total);
  for (const { judged, crisis, probability, count } of grouped.values()) {
    labels.add(judged.label, probability, count);
    tiers.add(judged.tier, probability, count);
    sl.add(judged.successLevels, probability, count);
    fl.add(judged.failureLevels, probability, count);
    joint.add([judged.label, judged.successLevels, judged.failureLevels], probability, count);
    anyCrisis.add(crisis !== undefined, probability, count);
    if (crisis) crises.add(crisis, probability, count);
    if (judged.crisisResult) results.add(judged.crisisResult, probability, count);
  }
  const crisisEntry = anyCrisis.entries().find(([key]) => key);
  const crisis = crisisEntry ? crisisEntry[1] : { probability: 0, fraction: '0/1' };
  return {
    headline: crisisHeadline(plan.proficiencyDice, crisis),
    outcomes: labels
      .entries()
      .map(([label, t]) => ({ ...describe(label), ...t }))
      .sort((a, b) => order(b.label) - order(a.label)),
    proficiencyDice: plan.proficiencyDice,
    tiers: levelDistribution(tiers)
      .map(({ value, ...t }) => ({ tier: value, ...t }))
      .reverse(),
    successLevels: levelDistribution(sl),
    failureLevels: levelDistribution(fl),
    levels: joint
      .entries()
      .map(([[label, successLevels, failureLevels], t]) => ({ label, successLevels, failureLevels, ...t }))
      .sort(
        (a, b) =>
          order(b.label) - order(a.label) ||
          b.successLevels - a.successLevels ||
          a.failureLevels - b.failureLevels,
      ),
    crisis,
    crises: crises.entries().map(([crisis, t]) => ({ crisis, ...t })),
    crisisResults: results.entries().map(([result, t]) => ({ result, ...t })),
  };
}

/**
 * What a T13 player looks for first besides the chance of each result: the chance of a Proficiency Crisis, exact.
 * Without Proficiency Dice there can be none, and the headline says nothing rather than "0%".
 */
function crisisHeadline(proficiencyDice: number, crisis: Tallied): OddsHeadlineV1[] {
  if (proficiencyDice === 0) return [];
  return [
    {
      key: 'crisis',
      label: 'Chance of a Proficiency Crisis',
      value: crisis.probability,
      format: 'percent',
      ...(crisis.fraction ? { fraction: crisis.fraction } : {}),
      help: 'Snake Eyes (every Proficiency Die a 1) or Boxcars (every one a 6): the Crisis table applies, the Wyrd Tarot is reshuffled and a new Annex may be forged',
    },
  ];
}

function describe(label: Label): { label: Label; result: ResultKind; tier: number } {
  if (label === AUTOMATIC_STALEMATE.label) return { ...AUTOMATIC_STALEMATE };
  const rung = ladderRung(label);
  return { label, result: rung.result, tier: rung.tier };
}

/** Sorts labels by tier, and among tier 0: Borderline, Stalemate, Automatic Stalemate. */
function order(label: Label): number {
  const tier = describe(label).tier;
  const within = label === 'Borderline' ? 0.2 : label === 'Stalemate' ? 0.1 : 0;
  return tier + within;
}

/** The Proficiency Dice's sum split by Crisis: Snake Eyes (all 1s), Boxcars (all 6s), and the rest. */
function proficiencyClasses(k: number): { crisis: Crisis | undefined; dist: Distribution }[] {
  if (k === 0) return [{ crisis: undefined, dist: constant(0) }];
  const all = sumOfDice(k, 6);
  const total = all.total!;
  const point = (value: number): Distribution => ({
    min: value,
    probabilities: Float64Array.of(1 / Number(total)),
    counts: [1n],
    total,
  });
  const probabilities = all.probabilities.slice();
  const counts = [...all.counts!];
  probabilities[0] = 0;
  probabilities[probabilities.length - 1] = 0;
  counts[0] = 0n;
  counts[counts.length - 1] = 0n;
  const rest: Distribution = { min: all.min, probabilities, counts, total };
  return [
    { crisis: undefined, dist: rest },
    { crisis: 'Snake Eyes', dist: point(k) },
    { crisis: 'Boxcars', dist: point(6 * k) },
  ];
}

function sameJudgement(a: JudgedLevels, b: JudgedLevels): boolean {
  return (
    a.label === b.label &&
    a.successLevels === b.successLevels &&
    a.failureLevels === b.failureLevels &&
    a.crisisResult === b.crisisResult
  );
}
