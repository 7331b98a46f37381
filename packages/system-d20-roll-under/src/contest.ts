import type {
  DiceNeed,
  Effect,
  InputSchema,
  Outcome,
  ResultKind,
  RoundResult,
  RoundsV1,
  Step,
} from '@verdict/core';
import { z } from 'zod';
import { classify, ROLL_KIND_NAMES, type RollKind } from './d20.js';
import { lazy } from './lazy.js';
import { effectiveValue, formatModifier, formatSum, type Modifier } from './modifiers.js';

/** The -5 a critical success puts on the other side's next Will test (penalty option). */
export const CRITICAL_PENALTY = -5;

/** A pending penalty: none, or the -5 of a critical success. */
export type Penalty = 0 | -5;

/** One side of a contest, in rolling order. */
export interface ContestSide {
  /** 'attacker' | 'target' | 'first' | 'second': the dice group and the `side` of its steps. */
  readonly id: string;
  /** Who rolls, for the steps ("Jokkler", "Attacker"). */
  readonly who: string;
  /** The name given in the input, if any: the outcome's `parties` carry it. */
  readonly name?: string;
  /** What is tested ("Will", "Skill"). */
  readonly valueName: string;
  readonly value: number;
  readonly modifiers: readonly Modifier[];
}

/** What the first roll of a round leads to: an ending, or the second roll (with a penalty or not). */
export type FirstDecision<TEnding extends string> =
  | { readonly end: TEnding; readonly note: string }
  | { readonly secondPenalty: Penalty; readonly note?: string };

/** What the second roll of a round leads to: an ending, or the next round (with a penalty or not). */
export type SecondDecision<TEnding extends string> =
  | { readonly end: TEnding; readonly note: string }
  | { readonly firstPenalty: Penalty; readonly note: string };

/** A contest's rules for one round: who rolls first, then the other; every ending named. */
export interface ContestRules<TEnding extends string> {
  first(kind: RollKind): FirstDecision<TEnding>;
  second(first: RollKind, second: RollKind): SecondDecision<TEnding>;
}

/** How a contest ended, as the outcome shows it. */
export interface EndingInfo {
  readonly label: string;
  readonly result: ResultKind;
  readonly tier: number;
  readonly winner?: string;
  /** The ending in words ("The attacker critically failed and is Stunned"). */
  readonly text: string;
  readonly effects: readonly Effect[];
}

/**
 * Everything a contest test supplies to the shared round engine and Markov chain. `TChoices` are the GM's
 * choices one round may take (a critical success's -5 or automatic win); the odds never get any, so they follow
 * the input's options.
 */
export interface ContestSpec<TInput, TEnding extends string, TChoices = undefined> {
  /** Both sides, in the order they roll each round. */
  sides(input: TInput): readonly [ContestSide, ContestSide];
  /** The rules of a round: by the input's options, or by the choices made for this round. */
  rules(input: TInput, sides: readonly [ContestSide, ContestSide], choices?: TChoices): ContestRules<TEnding>;
  /** The schema of the choices a round may take, if the contest has any (built on first use). */
  readonly choices?: () => InputSchema<TChoices>;
  /** Every ending the rules can reach, and 'unresolved'. */
  readonly endings: readonly (TEnding | 'unresolved')[];
  describe(input: TInput, ending: TEnding | 'unresolved'): EndingInfo;
  maxRounds(input: TInput): number;
  /** Whether a critical success can leave a -5 pending (false for Resisting: its state refuses one). */
  readonly penalties: boolean;
  /** Steps shown before the first round (who is who), besides the sides' values. */
  intro?(input: TInput): readonly Step[];
}

const roundsPlayed = lazy(() => z.int().min(0).max(1000).describe('Rounds played so far'));

/** The state between rounds: rounds played, and the penalty on the first roller's next Will test. */
export const contestState = lazy(() =>
  z.strictObject({
    round: roundsPlayed(),
    penalty: z
      .union([z.literal(0), z.literal(CRITICAL_PENALTY)])
      .default(0)
      .describe(
        "The penalty pending on the next test of the side that rolls first in a round (a critical success's -5)",
      ),
  }),
);

/** The state of a contest without penalties (Resisting): a pending -5 there is refused. */
export const penaltyFreeContestState = lazy(() =>
  z.strictObject({
    round: roundsPlayed(),
    penalty: z
      .literal(0, { error: 'expected 0: this contest has no -5 penalties' })
      .default(0)
      .describe('Always 0 here'),
  }),
);

/** The JSON state of a contest between rounds. */
export type ContestState = z.infer<ReturnType<typeof contestState>>;

/** The effective value of a side. */
export function sideValue(side: ContestSide): number {
  return effectiveValue(side.value, side.modifiers);
}

/**
 * Builds round-by-round play for a contest: each round the first side rolls, then (unless that ended it)
 * the second; the rules decide endings and penalties; at `maxRounds` the contest is unresolved.
 */
export function createContestRounds<TInput, TEnding extends string, TChoices = undefined>(
  spec: ContestSpec<TInput, TEnding, TChoices>,
): RoundsV1<TInput, ContestState, TChoices> {
  const needs = (input: TInput, state: ContestState): DiceNeed[] => {
    if (state.round >= spec.maxRounds(input)) return [];
    const [first, second] = spec.sides(input);
    return [
      { count: 1, sides: 20, group: first.id, label: `${first.who}'s ${first.valueName}` },
      {
        count: 1,
        sides: 20,
        group: second.id,
        label: `${second.who}'s ${second.valueName} (unless ${first.who}'s roll ends the contest)`,
        conditional: true,
      },
    ];
  };
  const rounds: RoundsV1<TInput, ContestState, TChoices> = {
    start: () => ({ round: 0, penalty: 0 }),
    needs,
    // Getters: the schemas are built on first use (lazy.ts), not when the system loads.
    get state() {
      return (spec.penalties ? contestState() : penaltyFreeContestState()) as ReturnType<typeof contestState>;
    },
    next: (input, state, { dice, choices }) => {
      const sides = spec.sides(input);
      const [first, second] = sides;
      const rules = spec.rules(input, sides, choices);
      const max = spec.maxRounds(input);
      const end = (
        ending: TEnding | 'unresolved',
        round: number,
        steps: Step[],
      ): RoundResult<ContestState> => {
        const info = spec.describe(input, ending);
        const outcome: Outcome = {
          result: info.result,
          label: info.label,
          tier: info.tier,
          ...(info.winner ? { winner: info.winner } : {}),
          rounds: round,
          ending,
          effects: info.effects,
          ...partiesOf(sides),
        };
        steps.push({
          kind: 'compare',
          text: `${info.label} after ${round} ${round === 1 ? 'round' : 'rounds'}`,
          round,
        });
        return { state: { round, penalty: 0 }, steps, outcome };
      };
      if (state.round >= max) {
        return end('unresolved', state.round, [
          { kind: 'note', text: `The contest already went ${state.round} rounds (at most ${max})` },
        ]);
      }
      const round = state.round + 1;
      const steps: Step[] = round === 1 ? [...(spec.intro?.(input) ?? []), ...sides.map(sideStep)] : [];
      steps.push({ kind: 'round', text: `Round ${round}`, round });

      const firstKind = rollSide({ side: first, penalty: state.penalty, round, dice, steps });
      const afterFirst = rules.first(firstKind);
      if ('end' in afterFirst) return end(afterFirst.end, round, [...steps, note(afterFirst.note, round)]);
      if (afterFirst.note) steps.push(note(afterFirst.note, round));

      const secondKind = rollSide({ side: second, penalty: afterFirst.secondPenalty, round, dice, steps });
      const afterSecond = rules.second(firstKind, secondKind);
      steps.push(note(afterSecond.note, round));
      if ('end' in afterSecond) return end(afterSecond.end, round, steps);
      if (round >= max) return end('unresolved', round, steps);
      return { state: { round, penalty: afterSecond.firstPenalty }, steps };
    },
  };
  const choices = spec.choices;
  if (choices)
    Object.defineProperty(rounds, 'choices', { get: choices, enumerable: true, configurable: true });
  return rounds;
}

/** The names given to the sides, by side id ({ first: 'Ragnhild' }), for the outcome; none when none was given. */
export function partiesOf(sides: readonly ContestSide[]): { parties?: Record<string, string> } {
  const named = sides.filter((side) => side.name !== undefined);
  return named.length === 0 ? {} : { parties: Object.fromEntries(named.map((s) => [s.id, s.name!])) };
}

function rollSide(options: {
  side: ContestSide;
  penalty: Penalty;
  round: number;
  dice: { d(sides: number, group: string): number };
  steps: Step[];
}): RollKind {
  const { side, penalty, round, dice, steps } = options;
  const base = sideValue(side);
  const effective = base + penalty;
  const face = dice.d(20, side.id);
  const kind = classify(face, effective);
  const against = `${side.valueName} ${formatSum(base, penalty === 0 ? [] : [penalty])}`;
  steps.push({
    kind: 'roll',
    text: `Round ${round}: ${side.who} rolls ${face} against ${against}: ${ROLL_KIND_NAMES[kind]}`,
    side: side.id,
    round,
    face,
    effective,
    penalty,
    roll: kind,
  });
  return kind;
}

function sideStep(side: ContestSide): Step {
  const sum = formatSum(
    side.value,
    side.modifiers.map((m) => m.amount),
  );
  const labels = side.modifiers.length > 0 ? ` (${side.modifiers.map(formatModifier).join(', ')})` : '';
  return {
    kind: 'value',
    text: `${side.who}: ${side.valueName} ${sum}${labels}`,
    side: side.id,
    value: sideValue(side),
  };
}

function note(text: string, round: number): Step {
  return { kind: 'note', text, round };
}
