import {
  type DiceNeed,
  type DieRecount,
  type Outcome,
  type ResolveContext,
  type RoundResult,
  type RoundsV1,
  type Step,
  VerdictError,
} from '@verdict/core';
import type { Dice, RolledDie } from '@verdict/dice';
import { z } from 'zod';
import { lazy } from './lazy.js';
import {
  d20Count,
  lowerD20,
  type Reading,
  readFaces,
  rollSide,
  rollText,
  type SideModel,
  sideSteps,
  sidesOf,
} from './side.js';

/** How a roll reads: its label, result and tier, and the outcome fields it adds. */
export interface Verdict {
  readonly label: string;
  readonly result: 'success' | 'failure' | 'stalemate';
  readonly tier: number;
  readonly critical?: 'success';
  /** Whether the 'auto' Heroic Inspiration policy rerolls after this roll (a failure, a miss). */
  readonly fails: boolean;
}

/** What happened to Heroic Inspiration: held and spent, held and kept, or not held. */
export type InspirationUse = 'spent' | 'kept' | undefined;

/** What a check, save or attack supplies to the shared two-step play (the roll, then the Heroic Inspiration offer). */
export interface D20Spec<I> {
  readonly model: (input: I) => SideModel;
  /** The steps before the roll (the target, the situation). */
  readonly intro: (input: I) => Step[];
  readonly judge: (input: I, reading: Reading) => Verdict;
  /** The comparison as a step's text ("15 >= DC 15: Success"). */
  readonly compare: (input: I, reading: Reading, verdict: Verdict) => string;
  /** The outcome (and any further dice: damage). `damageReroll` is a damage die index chosen for the reroll. */
  readonly finish: (
    input: I,
    roll: { faces: readonly number[]; reading: Reading; verdict: Verdict; inspiration: InspirationUse },
    dice: Dice,
    damageReroll: number | undefined,
  ) => { outcome: Outcome; steps: Step[] };
  /** The dice drawn after the roll (damage), for `needs`. */
  readonly after?: (input: I) => DiceNeed[];
  /** A result without dice (an automatic failure), or undefined. */
  readonly noRoll?: (input: I) => { outcome: Outcome; steps: Step[] } | undefined;
}

/** The round state: nothing before the roll; the faces rolled while the Heroic Inspiration offer is open. */
export const d20State = lazy(() =>
  z.strictObject({
    rolled: z
      .array(z.int().min(1).max(20))
      .max(40)
      .optional()
      .describe('The faces rolled (d20s, then bonus dice), while Heroic Inspiration is offered'),
  }),
);
export type D20State = z.infer<ReturnType<typeof d20State>>;

/** The reroll policy as an input or a choice. */
export type RerollPolicy = 'auto' | 'none' | number;

/** The choice the player makes at the Heroic Inspiration offer. */
export const rerollChoices = lazy(() =>
  z
    .strictObject({
      reroll: z
        .union([z.enum(['auto', 'none']), z.int().min(0).max(99)])
        .optional()
        .describe(
          "Spend Heroic Inspiration? A die index (0-based: d20s, bonus dice, damage dice) rerolls that die; 'none' keeps it; 'auto' rerolls the lower d20 only on a failure. Left out: as the input's Reroll says",
        ),
    })
    .describe('The choice after the roll: spend Heroic Inspiration or not'),
);

interface InspirationInput {
  readonly heroicInspiration: boolean;
  readonly reroll: RerollPolicy;
}

/** Whether the Heroic Inspiration offer comes after the roll: it is held, and not kept by `reroll: 'none'`. */
export function offers(input: InspirationInput): boolean {
  return input.heroicInspiration && input.reroll !== 'none';
}

/**
 * The two-step play of a check, save or attack: the roll (every die of the test's own), then, when Heroic
 * Inspiration is held, the offer to spend it on any one die (rules: srd52.md, section 3: the offer comes after
 * the roll's dice and its total). Played whole, the input's `reroll` decides the offer.
 */
export function createD20Rounds<I extends InspirationInput>(
  spec: D20Spec<I>,
): RoundsV1<I, D20State, { reroll?: RerollPolicy }> {
  const rollStep = (
    input: I,
    faces: readonly number[],
  ): { reading: Reading; verdict: Verdict; steps: Step[] } => {
    const model = spec.model(input);
    const reading = readFaces(model, faces);
    const verdict = spec.judge(input, reading);
    return {
      reading,
      verdict,
      steps: [
        { kind: 'roll', text: rollText(model, faces), natural: reading.natural, total: reading.total },
        { kind: 'compare', text: spec.compare(input, reading, verdict) },
      ],
    };
  };
  return {
    start: () => ({}),
    get state() {
      return d20State();
    },
    get choices() {
      return rerollChoices();
    },
    needs: (input, state) => {
      if (spec.noRoll?.(input)) return [];
      const model = spec.model(input);
      const after = spec.after?.(input) ?? [];
      if (state.rolled)
        return [
          {
            count: 1,
            sides: 20,
            group: 'Heroic Inspiration',
            label: 'The die rerolled (its sides)',
            conditional: true,
          },
          ...after,
        ];
      return [...rollNeeds(model), ...after];
    },
    next: (input, state, ctx: ResolveContext<{ reroll?: RerollPolicy }>): RoundResult<D20State> => {
      const fixed = spec.noRoll?.(input);
      if (fixed) return { state: {}, ...fixed };
      const model = spec.model(input);
      if (!state.rolled) {
        const faces = rollSide(ctx.dice, model);
        const rolled = rollStep(input, faces);
        const steps = [...spec.intro(input), ...sideSteps(model), ...rolled.steps];
        if (offers(input)) {
          steps.push({
            kind: 'note',
            text: `Spend Heroic Inspiration? Any one die may be rolled again: ${dieChoices(model, faces)}`,
          });
          return { state: { rolled: faces }, steps };
        }
        const end = spec.finish(
          input,
          { faces, ...rolled, inspiration: input.heroicInspiration ? 'kept' : undefined },
          ctx.dice,
          undefined,
        );
        return { state: {}, steps: [...steps, ...end.steps], outcome: end.outcome };
      }
      const faces = checkedFaces(model, state.rolled);
      const before = rollStep(input, faces);
      const policy = ctx.choices?.reroll ?? input.reroll;
      const index =
        policy === 'none'
          ? undefined
          : policy === 'auto'
            ? before.verdict.fails
              ? lowerD20(model, faces)
              : undefined
            : policy;
      const steps: Step[] = [];
      if (index === undefined) {
        steps.push({ kind: 'note', text: 'Heroic Inspiration is kept' });
        const end = spec.finish(input, { faces, ...before, inspiration: 'kept' }, ctx.dice, undefined);
        return { state: {}, steps: [...steps, ...end.steps], outcome: end.outcome };
      }
      if (index >= faces.length) {
        // A damage die: rerolled once the damage dice are rolled.
        steps.push({
          kind: 'note',
          text: `Heroic Inspiration: die ${index} (a damage die) is rolled again after the damage dice`,
        });
        const end = spec.finish(
          input,
          { faces, ...before, inspiration: 'spent' },
          ctx.dice,
          index - faces.length,
        );
        return { state: {}, steps: [...steps, ...end.steps], outcome: end.outcome };
      }
      const sides = sidesOf(model)[index]!;
      const old = faces[index]!;
      const [die] = ctx.dice.roll(1, sides, 'Heroic Inspiration');
      const fresh = die!.face;
      const again = faces.map((f, i) => (i === index ? fresh : f));
      const previousDice = rerollRecount(model, faces, index, die!);
      steps.push({
        kind: 'roll',
        text: `Heroic Inspiration spent: ${dieName(model, index)} ${old} rolled again: ${fresh} (the new roll stands)`,
        face: fresh,
      });
      const after = rollStep(input, again);
      steps.push(...after.steps);
      const end = spec.finish(input, { faces: again, ...after, inspiration: 'spent' }, ctx.dice, undefined);
      return { state: {}, steps: [...steps, ...end.steps], outcome: end.outcome, previousDice };
    },
  };
}

/**
 * The roll's dice (the round before) whose counting a Heroic Inspiration reroll of die `index` changes: that die is
 * dropped (the new roll must be used); under Advantage or Disadvantage the other d20 counts unless the new one
 * beats it (a tie keeps the new one), and the new die is dropped when it does not.
 */
export function rerollRecount(
  model: SideModel,
  faces: readonly number[],
  index: number,
  fresh: RolledDie,
): DieRecount[] {
  const changes: DieRecount[] = [{ index, kept: false }];
  if (d20Count(model.mode) === 2 && index < 2) {
    const other = 1 - index;
    const wins = model.mode === 'advantage' ? fresh.face >= faces[other]! : fresh.face <= faces[other]!;
    changes.push({ index: other, kept: !wins });
    if (!wins) fresh.drop();
  }
  return changes;
}

/** The dice of a side's roll: its d20s and each bonus die. */
export function rollNeeds(model: SideModel, who?: string): DiceNeed[] {
  const n = d20Count(model.mode);
  const prefix = who ? `${who}: ` : '';
  const needs: DiceNeed[] = [
    {
      count: n,
      sides: 20,
      group: 'd20',
      label: `${prefix}${n === 2 ? `two d20s (${model.mode === 'advantage' ? 'Advantage' : 'Disadvantage'})` : 'the d20'}`,
    },
  ];
  for (const die of model.bonus)
    needs.push({ count: 1, sides: die.sides, group: die.label, label: `${prefix}${die.label}` });
  return needs;
}

function dieName(model: SideModel, index: number): string {
  const n = d20Count(model.mode);
  if (index < n) return n === 2 ? `d20 #${index + 1}` : 'the d20';
  return model.bonus[index - n]!.label;
}

function dieChoices(model: SideModel, faces: readonly number[]): string {
  return faces.map((face, i) => `${i}: ${dieName(model, i)} ${face}`).join('; ');
}

function checkedFaces(model: SideModel, rolled: readonly number[]): number[] {
  const sides = sidesOf(model);
  if (rolled.length !== sides.length || rolled.some((f, i) => f > sides[i]!)) {
    throw new VerdictError('invalid_state', 'The round state does not fit this input', [
      {
        path: ['state', 'rolled'],
        message: `expected ${sides.length} faces, each within its die (${sides.map((s) => `d${s}`).join(', ')})`,
      },
    ]);
  }
  return [...rolled];
}
