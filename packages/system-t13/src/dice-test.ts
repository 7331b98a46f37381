import {
  type DiceNeed,
  defineTest,
  type InputIssue,
  type Outcome,
  type ResolveContext,
  type Step,
} from '@verdict/core';
import { type Dice, LIMITS, rollNotation } from '@verdict/dice';
import { crisisEffects } from './crisis.js';
import { diceCost } from './dice-cost.js';
import { diceEntryBytes } from './dice-entry-bytes.js';
import { diceExamples } from './dice-examples.js';
import { type Crisis, crisisOf, type Judgement, judgeScore } from './dice-judge.js';
import { diceOdds } from './dice-odds.js';
import { diceGroups, effectiveProficiencies, planDice, scoreOf, specNotation } from './dice-plan.js';
import { type DiceInput, diceInput } from './dice-schema.js';
import { diceLabels, diceUi } from './labels.js';

/**
 * The T13 Dice Test with Proficiencies: the Facet's (or an Annex's) dice, a Descendant and bought dice,
 * Proficiency Dice, the ladder against a Difficulty, and the Proficiency Crisis.
 *
 * @example
 * resolveTest(registry, { system: 't13', test: 'dice', input: { main: { boon: 13 }, proficiencies: 1, aptProficiencies: 1, difficulty: 8 }, dice: [2, 2, 6] });
 */
export const diceTest = defineTest({
  title: 'Dice Test with Proficiencies',
  labels: diceLabels,
  ui: diceUi,
  description:
    "Rolls the Facet's or an Annex's dice, a Descendant and any bought dice, plus Proficiency Dice, against a Difficulty on the Success/Failure ladder; Proficiency Dice all 1s or all 6s are a Proficiency Crisis.",
  get input() {
    return diceInput();
  },
  needs: diceNeeds,
  limits: diceLimits,
  cost: diceCost,
  maxEntryBytes: diceEntryBytes,
  resolve: resolveDice,
  odds: diceOdds,
  examples: diceExamples,
});

/** The dice in the order they are drawn: main, Descendant, extra, then the Proficiency Dice. */
export function diceNeeds(input: DiceInput): DiceNeed[] {
  const needs: DiceNeed[] = [];
  for (const g of diceGroups(input)) {
    for (const term of g.notation.terms) {
      if (term.kind === 'dice')
        needs.push({ count: term.count, sides: term.sides, group: g.group, label: g.name });
    }
  }
  const proficiency = planDice(input).proficiencyDice;
  if (proficiency > 0)
    needs.push({ count: proficiency, sides: 6, group: 'proficiency', label: 'Proficiency Dice' });
  return needs;
}

/** At most 10,000 dice in the whole pool (main, Descendant, extra and Proficiency Dice). */
export function diceLimits(input: DiceInput): InputIssue[] {
  const issues: InputIssue[] = [];
  const specs = [
    { spec: input.main, path: ['main'] },
    ...(input.descendant ? [{ spec: input.descendant, path: ['descendant'] }] : []),
    ...input.extra.map((spec, i) => ({ spec, path: ['extra', i] })),
  ];
  let total = planDice(input).proficiencyDice;
  for (const { spec, path } of specs) {
    try {
      total += specNotation(spec).diceCount;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      issues.push({ path: 'dice' in spec ? [...path, 'dice'] : path, message });
    }
  }
  if (issues.length === 0 && total > LIMITS.maxDicePerPool) {
    issues.push({
      path: ['main'],
      message: `at most ${LIMITS.maxDicePerPool} dice in one pool, got ${total}`,
    });
  }
  return issues;
}

/** Resolves a Dice Test: draws every group in order, then judges the Score. */
export function resolveDice(input: DiceInput, { dice }: ResolveContext): { outcome: Outcome; steps: Step[] } {
  const plan = planDice(input);
  const steps: Step[] = [];
  let rolled = 0;
  for (const g of diceGroups(input)) {
    const faces: number[] = [];
    const roll = rollNotation(g.notation, recording(dice, faces), g.group);
    rolled += roll.total;
    steps.push({
      kind: 'roll',
      text: `${g.name}: ${g.notation.text} rolled ${faces.join(', ')}, total ${roll.total}`,
    });
  }
  const effective = effectiveProficiencies(input);
  const profFaces =
    plan.proficiencyDice > 0 ? dice.roll(plan.proficiencyDice, 6, 'proficiency').map((d) => d.face) : [];
  const profSum = profFaces.reduce((a, b) => a + b, 0);
  rolled += profSum;
  steps.push({ kind: 'note', text: proficiencyText(input, effective, plan.proficiencyDice) });
  if (profFaces.length > 0)
    steps.push({ kind: 'roll', text: `Proficiency Dice: rolled ${profFaces.join(', ')}` });
  const score = scoreOf(plan, rolled);
  steps.push({ kind: 'value', text: scoreText(rolled, plan.halve, plan.trump, score) });
  const crisis = crisisOf(plan.proficiencyDice, profSum);
  const judged = judgeScore(plan, score, crisis);
  steps.push({
    kind: 'compare',
    text: `Score ${score} against Difficulty ${input.difficulty}: ${judged.rolled.label}`,
  });
  for (const extra of judged.extras) steps.push({ kind: 'modifier', text: extra.text });
  const effects = [
    ...judged.extras.map((e) => ({ kind: e.kind, text: e.text, count: e.count })),
    ...(crisis ? crisisEffects(crisis, judged.crisisResult) : []),
  ];
  if (crisis) steps.push({ kind: 'note', text: crisisText(crisis, judged) });
  const outcome: Outcome = {
    result: judged.result,
    label: judged.label,
    tier: judged.tier,
    successLevels: judged.successLevels,
    failureLevels: judged.failureLevels,
    effects,
    score,
    difficulty: input.difficulty,
    proficiencyDice: profFaces,
    ...(crisis ? { crisis, rolledLabel: judged.rolled.label } : {}),
    ...(judged.crisisResult ? { crisisResult: judged.crisisResult } : {}),
  };
  return { outcome, steps };
}

function recording(dice: Dice, faces: number[]): Dice {
  return {
    roll(count, sides, group) {
      const rolled = dice.roll(count, sides, group);
      faces.push(...rolled.map((d) => d.face));
      return rolled;
    },
    d(sides, group) {
      const face = dice.d(sides, group);
      faces.push(face);
      return face;
    },
  };
}

/** What the Crisis table makes of the roll; a Stalemate is neither a pass nor a fail, so it stands. */
function crisisText(crisis: Crisis, judged: Judgement): string {
  if (judged.reading === 'stalemate') {
    return `Proficiency Crisis: ${crisis} on a Stalemate, neither a pass nor a fail: the Stalemate stands, with no Reversal levels`;
  }
  if (judged.crisisResult === 'Automatic Stalemate') {
    return `Proficiency Crisis: ${crisis} on a ${judged.reading}: Automatic Stalemate, a Stalemate like a tie's (only the trump, misfit and numerology levels count)`;
  }
  return `Proficiency Crisis: ${crisis} on a ${judged.reading}: ${judged.crisisResult}`;
}

function proficiencyText(input: DiceInput, effective: number, count: number): string {
  const apt = input.aptProficiencies > 0 ? ` (${input.aptProficiencies} apt, counted twice)` : '';
  const what =
    effective === 0
      ? 'the rolled Score is halved'
      : count === 0
        ? 'no modifiers'
        : `+${count}d6 Proficiency Dice`;
  return `Proficiencies: ${effective}${apt}: ${what}`;
}

function scoreText(rolled: number, halve: boolean, trump: boolean, score: number): string {
  const base = halve ? `${rolled} halved (rounded down) = ${Math.floor(rolled / 2)}` : `${rolled}`;
  return trump ? `Score: ${base} + 5 for the trump = ${score}` : `Score: ${base}`;
}
