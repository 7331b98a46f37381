import { type Notation, parseNotation } from '@verdict/dice';
import { boonDice } from './boons.js';
import type { DiceInput, DiceSpec } from './dice-schema.js';
import { misfitLevels } from './facets.js';
import { resolveGeometry } from './gematria.js';
import type { ExtraLevel } from './levels.js';

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
