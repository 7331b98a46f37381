import type { ResultKind } from '@verdict/core';
import { optionCounts, optionLevels, type Reading } from './dice-options.js';
import type { DicePlan } from './dice-plan.js';
import { addLevels, type ExtraLevel, type LevelLabel, ladderRung, levelText, type Rung } from './levels.js';

/** A Proficiency Crisis: every Proficiency Die showing 1 (Snake Eyes) or 6 (Boxcars). */
export type Crisis = 'Snake Eyes' | 'Boxcars';

/** What a Crisis does. */
export type CrisisResult = 'Automatic Stalemate' | 'Reversal of Success';

/** The Crisis, if any, from the number of Proficiency Dice and their sum (all 1s sum to k, all 6s to 6k). */
export function crisisOf(dice: number, sum: number): Crisis | undefined {
  if (dice === 0) return undefined;
  if (sum === dice) return 'Snake Eyes';
  if (sum === 6 * dice) return 'Boxcars';
  return undefined;
}

/**
 * The Crisis table: a pass with Snake Eyes or a fail with Boxcars is an Automatic Stalemate, the other two a
 * Reversal of Success. A Stalemate is neither a pass nor a fail: the table gives it no result, and it stands.
 */
export function crisisResult(reading: Reading, crisis: Crisis): CrisisResult | undefined {
  if (reading === 'stalemate') return undefined;
  return (reading === 'pass') === (crisis === 'Snake Eyes') ? 'Automatic Stalemate' : 'Reversal of Success';
}

/** How a Score reads: a pass at or over the Difficulty (a Borderline too), a fail under it; a Stalemate neither. */
export function readingOf(rung: Rung, score: number, difficulty: number): Reading {
  if (rung.label === 'Stalemate') return 'stalemate';
  return score >= difficulty ? 'pass' : 'fail';
}

/** The ladder rung of a Score against the Difficulty. */
export function ladderLabel(score: number, difficulty: number, tie: DicePlan['tie']): LevelLabel {
  if (score >= 3 * difficulty) return 'Superior Success';
  if (score >= 2 * difficulty) return 'Complete Success';
  if (score > difficulty) return 'Moderate Success';
  if (score === difficulty) return tie === 'stalemate' ? 'Stalemate' : 'Borderline';
  if (score < 0) return 'Serious Failure';
  if (score < difficulty / 2) return 'Complete Failure';
  return 'Moderate Failure';
}

/** A judged Score: the label and levels, the extra levels and the Crisis. */
export interface Judgement {
  readonly label: LevelLabel | 'Automatic Stalemate';
  readonly result: ResultKind;
  readonly tier: number;
  readonly successLevels: number;
  readonly failureLevels: number;
  /** The rung the Score reached on the ladder (before any Crisis). */
  readonly rolled: Rung;
  /** A pass (at least the Difficulty; a Borderline counts), a fail, or a Stalemate: neither. */
  readonly reading: Reading;
  readonly extras: readonly ExtraLevel[];
  readonly crisis?: Crisis | undefined;
  readonly crisisResult?: CrisisResult | undefined;
}

/** The label, result and tier of an Automatic Stalemate. */
export const AUTOMATIC_STALEMATE = { label: 'Automatic Stalemate', result: 'stalemate', tier: 0 } as const;

/**
 * Judges a Score: the ladder, the trump or misfit levels, the options, and a Crisis.
 *
 * @example
 * judgeScore(plan, 11, 'Boxcars'); // Moderate Success against 8, Reversal of Success: 1 SL and 1 FL
 */
export function judgeScore(plan: DicePlan, score: number, crisis: Crisis | undefined): Judgement {
  const rolled = ladderRung(ladderLabel(score, plan.difficulty, plan.tie));
  const reading = readingOf(rolled, score, plan.difficulty);
  const result = crisis ? crisisResult(reading, crisis) : undefined;
  if (result === 'Automatic Stalemate') {
    // A Stalemate like a tie's: the trump, misfit and numerology levels stay; doubles and multiples add none.
    const extras = [...plan.facetLevels, ...optionLevels(plan, score, 'stalemate')];
    return {
      label: AUTOMATIC_STALEMATE.label,
      result: AUTOMATIC_STALEMATE.result,
      tier: AUTOMATIC_STALEMATE.tier,
      ...addLevels(ladderRung('Stalemate'), extras),
      rolled,
      reading,
      extras,
      crisis,
      crisisResult: result,
    };
  }
  const extras = [...plan.facetLevels, ...optionLevels(plan, score, reading)];
  if (result === 'Reversal of Success') extras.push(...reversal(rolled));
  const levels = addLevels(rolled, extras);
  return {
    label: rolled.label,
    result: rolled.result,
    tier: rolled.tier,
    ...levels,
    rolled,
    reading,
    extras,
    crisis,
    crisisResult: result,
  };
}

/** A Score's outcome as numbers only: what {@link judgeScore} gives, without the explanations (for odds). */
export interface JudgedLevels {
  readonly label: Judgement['label'];
  readonly result: ResultKind;
  readonly tier: number;
  readonly successLevels: number;
  readonly failureLevels: number;
  readonly crisisResult: CrisisResult | undefined;
}

/**
 * Judges a Score as {@link judgeScore} does, counting levels without building their sentences: the odds run
 * this once per possible Score.
 *
 * @example
 * judgeLevels(plan, 11, 'Boxcars'); // { label: 'Moderate Success', successLevels: 1, failureLevels: 1, ... }
 */
export function judgeLevels(plan: DicePlan, score: number, crisis: Crisis | undefined): JudgedLevels {
  const rolled = ladderRung(ladderLabel(score, plan.difficulty, plan.tie));
  const reading = readingOf(rolled, score, plan.difficulty);
  const result = crisis ? crisisResult(reading, crisis) : undefined;
  // An Automatic Stalemate is a Stalemate like a tie's, and reads as neither a pass nor a fail for the options.
  const automatic = result === 'Automatic Stalemate';
  const rung = automatic ? ladderRung('Stalemate') : rolled;
  const counted = automatic ? 'stalemate' : reading;
  let successLevels = rung.successLevels;
  let failureLevels = rung.failureLevels;
  for (const extra of plan.facetLevels) {
    if (extra.kind === 'success-level') successLevels += extra.count;
    else failureLevels += extra.count;
  }
  const options = optionCounts(plan, score, counted);
  if (counted === 'pass') successLevels += options.doubles + options.multiples;
  else failureLevels += options.doubles + options.multiples;
  successLevels += options.numerology;
  if (result === 'Reversal of Success') {
    successLevels += rung.failureLevels;
    failureLevels += rung.successLevels;
  }
  const shown = automatic ? AUTOMATIC_STALEMATE : rung;
  return {
    label: shown.label,
    result: shown.result,
    tier: shown.tier,
    successLevels,
    failureLevels,
    crisisResult: result,
  };
}

/** Reversal of Success: the rolled level's mirror is taken as well. */
function reversal(rolled: Rung): ExtraLevel[] {
  const out: ExtraLevel[] = [];
  const text = `Reversal of Success: the mirror of a ${rolled.label}`;
  if (rolled.successLevels > 0) {
    out.push({
      kind: 'failure-level',
      count: rolled.successLevels,
      text: `${text}: +${levelText(rolled.successLevels, 'Failure')}`,
    });
  }
  if (rolled.failureLevels > 0) {
    out.push({
      kind: 'success-level',
      count: rolled.failureLevels,
      text: `${text}: +${levelText(rolled.failureLevels, 'Success')}`,
    });
  }
  return out;
}
