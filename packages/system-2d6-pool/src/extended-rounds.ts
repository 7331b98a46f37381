import {
  type DiceNeed,
  type Outcome,
  type ResolveContext,
  type RoundResult,
  type RoundsV1,
  type Step,
  VerdictError,
} from '@verdict/core';
import type { Dice } from '@verdict/dice';
import { z } from 'zod';
import { diceOf, type ExtendedInput, nameOf, type Participant } from './extended-input.js';
import { lazy } from './lazy.js';
import { buildPool, describeFaces, rollPool } from './pool.js';
import { formatTime } from './timescale.js';

/** Between turns: how many turns were played and the party's progress so far. */
export const extendedState = lazy(() =>
  z.strictObject({
    turn: z.int().min(0).describe('Turns played so far'),
    progress: z.int().min(0).describe("The party's progress so far"),
  }),
);

/** The JSON state of an extended test between turns. */
export type ExtendedState = z.infer<ReturnType<typeof extendedState>>;

/** One participant's roll in a turn: the 2d6 result and the progress it makes. */
function rollParticipant(input: ExtendedInput, p: Participant, group: string, dice: Dice) {
  let text: string;
  let total: number;
  if (input.roll === 'flat') {
    const [a, b] = [dice.d(6, group), dice.d(6, group)];
    total = a + b + p.rating;
    text = `${group}: 2d6 (${a}, ${b}) ${p.rating < 0 ? '-' : '+'} ${Math.abs(p.rating)} = ${total}`;
  } else {
    const pool = buildPool(p);
    const roll = rollPool(dice, pool, group);
    total = roll.total;
    text = `${group}: ${pool.dice}d6 (${describeFaces(roll.faces)}), ${pool.keep} two ${roll.kept[0]} + ${roll.kept[1]} = ${total}`;
  }
  const gain = Math.max(0, total - input.difficulty);
  const verdict =
    gain > 0
      ? `beats ${input.difficulty} by ${gain}: +${gain} progress`
      : total === input.difficulty
        ? `meets ${input.difficulty}: no progress`
        : `below ${input.difficulty}: no progress`;
  return { gain, step: { kind: 'roll', text: `${text}, ${verdict}`, total, gain } };
}

function ended(input: ExtendedInput, state: ExtendedState): boolean {
  return state.progress >= input.progressRequired || state.turn >= input.maxTurns;
}

/**
 * Plays one turn: every participant rolls (in input order, each pool's dice in order), the party's
 * progress grows by what each beat the Difficulty by, and the test ends when the progress is reached
 * or on the last turn.
 */
function nextTurn(
  input: ExtendedInput,
  state: ExtendedState,
  { dice }: ResolveContext,
): RoundResult<ExtendedState> {
  if (ended(input, state)) {
    throw new VerdictError('invalid_state', 'The extended test has already ended at this state', [
      { path: ['state'], message: `the test ended after turn ${state.turn}: start again without a state` },
    ]);
  }
  const turn = state.turn + 1;
  const when = input.timescale === 'turn' ? '' : ` (${input.timescale} ${turn})`;
  const steps: Step[] = [{ kind: 'round', text: `Turn ${turn}${when}`, turn }];
  if (turn === 1 && input.progressMade > 0) {
    steps.push({
      kind: 'note',
      text: `Resuming a test begun earlier: ${input.progressMade} of ${input.progressRequired} progress already made`,
      progress: input.progressMade,
    });
  }
  if (
    turn === 1 &&
    input.roll === 'flat' &&
    input.participants.some((p) => p.bonusDice + p.penaltyDice > 0)
  ) {
    steps.push({ kind: 'note', text: 'A flat roll is 2d6 + rating: bonus and penalty dice do not apply' });
  }
  let gain = 0;
  input.participants.forEach((p, i) => {
    const rolled = rollParticipant(input, p, nameOf(p, i), dice);
    gain += rolled.gain;
    steps.push(rolled.step);
  });
  const progress = state.progress + gain;
  steps.push({
    kind: 'value',
    text: `Progress ${state.progress} + ${gain} = ${progress} of ${input.progressRequired}`,
    progress,
  });
  const next = { turn, progress };
  const time = formatTime(turn, input.timescale);
  if (progress >= input.progressRequired) {
    steps.push({ kind: 'compare', text: `${progress} >= ${input.progressRequired}: passed in ${time}` });
    return { state: next, steps, outcome: finished(input, next, time) };
  }
  if (turn >= input.maxTurns) {
    steps.push({
      kind: 'compare',
      text: `${progress} < ${input.progressRequired} after ${time}: unresolved`,
    });
    return { state: next, steps, outcome: unresolved(input, next, time) };
  }
  return { state: next, steps };
}

function finished(input: ExtendedInput, state: ExtendedState, time: string): Outcome {
  return {
    result: 'success',
    label: 'Success',
    tier: 1,
    turns: state.turn,
    progress: state.progress,
    time,
    effects: [
      {
        kind: 'time',
        text: `Finished in ${time}${resumed(input)}`,
        turns: state.turn,
        timescale: input.timescale,
      },
    ],
  };
}

function unresolved(input: ExtendedInput, state: ExtendedState, time: string): Outcome {
  return {
    result: 'unresolved',
    label: 'Unresolved',
    tier: 0,
    turns: state.turn,
    progress: state.progress,
    time,
    effects: [
      {
        kind: 'progress',
        text: `Progress ${state.progress} of ${input.progressRequired} is kept after ${time}${resumed(input)}`,
        progress: state.progress,
      },
    ],
  };
}

/** Says, in an ending, that the turns counted are those since the test was resumed. */
function resumed(input: ExtendedInput): string {
  return input.progressMade > 0 ? ` (resumed with ${input.progressMade} progress already made)` : '';
}

/** The dice of one turn: each participant's pool (or 2d6 for a flat roll), in input order. */
export function turnNeeds(input: ExtendedInput): DiceNeed[] {
  return input.participants.map((p, i) => ({
    count: diceOf(input, p),
    sides: 6,
    group: nameOf(p, i),
    label: `${nameOf(p, i)}'s roll`,
  }));
}

/**
 * The extended test turn by turn, from a JSON state `{ turn, progress }`: it starts from the progress already
 * made (`progressMade`, 0 for a new test), and counts turns from the resumption.
 */
export const extendedRounds: RoundsV1<ExtendedInput, ExtendedState> = {
  start: (input) => ({ turn: 0, progress: input.progressMade }),
  next: nextTurn,
  needs: (input) => turnNeeds(input),
  get state() {
    return extendedState();
  },
};
