import type { ResultKind } from '@verdict/core';
import { type Notation, parseNotation } from '@verdict/dice';
import { boonDice } from './boons.js';
import type { DiceInput, DiceSpec } from './dice-schema.js';
import { misfitLevels } from './facets.js';
import { collapse, resolveGeometry } from './gematria.js';
import { addLevels, type ExtraLevel, type LevelLabel, ladderRung, levelText, type Rung } from './levels.js';

/** One group of dice, in the order it is rolled. */
export interface DiceGroup {
  /** The tray group: 'main', 'descendant' or 'extra'. */
  readonly group: string;
  /** A readable name ("Main dice (Boon 13)"). */
  readonly name: string;
  readonly notation: Notation;
}

/** The dice expression of a Boon or an explicit expression, parsed. */
export function specNotation(spec: DiceSpec): Notation {
  return parseNotation('boon' in spec ? boonDice(spec.boon) : spec.dice);
}

/**
 * The dice groups in the order the rules roll them: main dice, the Descendant, extra dice as given
 * (the Proficiency Dice come last, apart).
 */
export function diceGroups(input: DiceInput): DiceGroup[] {
  const named = (spec: DiceSpec, fallback: string) => {
    const what = 'boon' in spec ? `Boon ${spec.boon}` : spec.dice;
    return `${spec.label ?? fallback} (${what})`;
  };
  const groups: DiceGroup[] = [
    { group: 'main', name: named(input.main, 'Main dice'), notation: specNotation(input.main) },
  ];
  if (input.descendant) {
    groups.push({
      group: 'descendant',
      name: named(input.descendant, 'Descendant'),
      notation: specNotation(input.descendant),
    });
  }
  input.extra.forEach((spec, i) => {
    groups.push({ group: 'extra', name: named(spec, `Extra dice ${i + 1}`), notation: specNotation(spec) });
  });
  return groups;
}

/** Effective Proficiencies: apt ones count twice. */
export function effectiveProficiencies(input: Pick<DiceInput, 'proficiencies' | 'aptProficiencies'>): number {
  return input.proficiencies + input.aptProficiencies;
}

/**
 * Proficiency Dice for P effective Proficiencies: none up to 1, then 1d6, 2d6, 3d6 (3d6 past 4 too).
 *
 * @example
 * proficiencyDice(2); // 1: a Proficiency in Repairing Swords, counted twice
 */
export function proficiencyDice(effective: number): number {
  return Math.max(0, Math.min(3, effective - 1));
}

/** Everything about a Dice Test that does not depend on the dice. */
export interface DicePlan {
  readonly difficulty: number;
  readonly tie: 'borderline' | 'stalemate';
  /** P = 0: the rolled Score is halved. */
  readonly halve: boolean;
  /** How many Proficiency Dice (d6). */
  readonly proficiencyDice: number;
  /** The Facet used is the trump: +5 and a Success Level. */
  readonly trump: boolean;
  /** Failure Levels of a misfit Facet, and the notes that explain the trump. */
  readonly facetLevels: readonly ExtraLevel[];
  readonly doubles: boolean;
  readonly multiples: boolean;
  readonly geometry?: number | undefined;
}

/** Reads the input into a plan. */
export function planDice(input: DiceInput): DicePlan {
  const effective = effectiveProficiencies(input);
  const isTrump = input.facet !== undefined && input.facet === input.trump;
  const facetLevels: ExtraLevel[] = [];
  if (isTrump) {
    facetLevels.push({
      kind: 'success-level',
      count: 1,
      text: `Trump Facet ${input.trump}: +5 and +1 Success Level`,
    });
  } else if (input.facet && input.trump) {
    const misfit = misfitLevels(input.facet, input.trump);
    if (misfit.failureLevels > 0) {
      facetLevels.push({
        kind: 'failure-level',
        count: misfit.failureLevels,
        text: `Misfit Facet: ${input.facet} where ${input.trump} is called for (${misfit.reasons.join('; ')})`,
      });
    }
  }
  return {
    difficulty: input.difficulty,
    tie: input.tie,
    halve: effective === 0,
    proficiencyDice: proficiencyDice(effective),
    trump: isTrump,
    facetLevels,
    doubles: input.doubles,
    multiples: input.multiples,
    geometry:
      input.numerology && input.geometry !== undefined ? resolveGeometry(input.geometry).geometry : undefined,
  };
}

/** The Score from the rolled sum (all dice and modifiers): halved (rounded down) at P = 0, +5 for the trump. */
export function scoreOf(plan: DicePlan, rolled: number): number {
  return (plan.halve ? Math.floor(rolled / 2) : rolled) + (plan.trump ? 5 : 0);
}

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

/** The Crisis table: a pass with Snake Eyes or a fail with Boxcars is an Automatic Stalemate. */
export function crisisResult(pass: boolean, crisis: Crisis): CrisisResult {
  return pass === (crisis === 'Snake Eyes') ? 'Automatic Stalemate' : 'Reversal of Success';
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
  /** A pass: the Score is at least the Difficulty (a tie counts as a pass). */
  readonly pass: boolean;
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
  const pass = score >= plan.difficulty;
  const result = crisis ? crisisResult(pass, crisis) : undefined;
  if (result === 'Automatic Stalemate') {
    return {
      label: AUTOMATIC_STALEMATE.label,
      result: AUTOMATIC_STALEMATE.result,
      tier: AUTOMATIC_STALEMATE.tier,
      successLevels: 0,
      failureLevels: 0,
      rolled,
      pass,
      extras: [],
      crisis,
      crisisResult: result,
    };
  }
  const extras = [...plan.facetLevels, ...optionLevels(plan, score, pass)];
  if (result === 'Reversal of Success') extras.push(...reversal(rolled));
  const levels = addLevels(rolled, extras);
  return {
    label: rolled.label,
    result: rolled.result,
    tier: rolled.tier,
    ...levels,
    rolled,
    pass,
    extras,
    crisis,
    crisisResult: result,
  };
}

/** How many levels each option adds to a Score (on a pass as Success Levels, on a fail as Failure Levels; numerology always SL). */
export interface OptionCounts {
  readonly doubles: number;
  readonly multiples: number;
  readonly numerology: number;
}

/**
 * The options' extra levels as counts: doubles (11+ with matching tens and units), multiples of the
 * Difficulty, numerology (the collapsed Score equal to the Geometry).
 *
 * @example
 * optionCounts({ ...plan, difficulty: 10, doubles: true, multiples: true }, 44, true); // { doubles: 1, multiples: 2, numerology: 0 }
 */
export function optionCounts(plan: DicePlan, score: number, pass: boolean): OptionCounts {
  const doubles = plan.doubles && score >= 11 && Math.floor(score / 10) % 10 === score % 10 ? 1 : 0;
  const d = plan.difficulty;
  const multiples = plan.multiples
    ? Math.max(0, pass ? Math.floor(score / d) - 2 : score > 0 ? Math.ceil(d / score) - 2 : 0)
    : 0;
  const numerology = plan.geometry !== undefined && score >= 1 && collapse(score) === plan.geometry ? 1 : 0;
  return { doubles, multiples, numerology };
}

/** Doubles, multiples and numerology on the Score, explained. */
export function optionLevels(plan: DicePlan, score: number, pass: boolean): ExtraLevel[] {
  const counts = optionCounts(plan, score, pass);
  const out: ExtraLevel[] = [];
  const onPass = (count: number, why: string): ExtraLevel =>
    pass
      ? { kind: 'success-level', count, text: `${why}: +${levelText(count, 'Success')}` }
      : { kind: 'failure-level', count, text: `${why}: +${levelText(count, 'Failure')}` };
  if (counts.doubles > 0) out.push(onPass(1, `Doubles: a Score of ${score} on a ${pass ? 'pass' : 'fail'}`));
  if (counts.multiples > 0) {
    const d = plan.difficulty;
    const why = pass
      ? `Multiples: ${score} is ${Math.floor(score / d)} times the Difficulty ${d}`
      : `Multiples: the Difficulty ${d} is over ${Math.ceil(d / score) - 1} times the Score ${score}`;
    out.push(onPass(counts.multiples, why));
  }
  if (counts.numerology > 0) {
    out.push({
      kind: 'success-level',
      count: 1,
      text: `Numerology: ${score} collapses to ${plan.geometry}, the Geometry: +1 Success Level`,
    });
  }
  return out;
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
  const rung = ladderRung(ladderLabel(score, plan.difficulty, plan.tie));
  const pass = score >= plan.difficulty;
  const result = crisis ? crisisResult(pass, crisis) : undefined;
  if (result === 'Automatic Stalemate') {
    return {
      label: 'Automatic Stalemate',
      result: 'stalemate',
      tier: 0,
      successLevels: 0,
      failureLevels: 0,
      crisisResult: result,
    };
  }
  let successLevels = rung.successLevels;
  let failureLevels = rung.failureLevels;
  for (const extra of plan.facetLevels) {
    if (extra.kind === 'success-level') successLevels += extra.count;
    else failureLevels += extra.count;
  }
  const options = optionCounts(plan, score, pass);
  if (pass) successLevels += options.doubles + options.multiples;
  else failureLevels += options.doubles + options.multiples;
  successLevels += options.numerology;
  if (result === 'Reversal of Success') {
    successLevels += rung.failureLevels;
    failureLevels += rung.successLevels;
  }
  return {
    label: rung.label,
    result: rung.result,
    tier: rung.tier,
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
