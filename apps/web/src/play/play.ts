import { type OutcomeResponse, type Registry, resolveTest, type StepResponse, stepTest } from '@verdict/core';
import { type RollRecord, roundSeed } from './roll-record.js';

/** A finished roll: the outcome, and its rounds when it was played round by round. */
export interface PlayedRoll {
  readonly record: RollRecord;
  readonly response: OutcomeResponse;
  readonly rounds?: readonly StepResponse[];
}

/** The most rounds one play may take (the contract's longest: an extended test of 10,000 turns). */
export const MAX_ROUNDS = 10_000;

/**
 * Plays a record: resolves it whole, or round by round with each round's seed or entered faces.
 * Throws the engine's errors (bad input, dice that run out or are left over).
 */
export function playRecord(registry: Registry, record: RollRecord): PlayedRoll {
  if (record.mode === 'whole') {
    const dice = record.dice as readonly number[] | undefined;
    const response = resolveTest(registry, {
      system: record.system,
      test: record.test,
      input: record.input,
      ...(dice ? { dice } : { seed: record.seed }),
    });
    return { record, response };
  }
  const rounds: StepResponse[] = [];
  const entered = record.dice as readonly (readonly number[])[] | undefined;
  for (let k = 1; k <= MAX_ROUNDS; k++) {
    if (entered && k > entered.length)
      throw new Error(`The entered dice stop after round ${entered.length}, before the end`);
    const round = nextRound(registry, {
      record,
      previous: rounds.at(-1),
      ...(entered ? { dice: entered[k - 1]! } : { seed: roundSeed(record.seed!, k) }),
    });
    rounds.push(round);
    if (round.done) return { record, response: combineRounds(rounds, record.seed), rounds };
  }
  throw new Error(`No outcome after ${MAX_ROUNDS} rounds`);
}

/** Plays the next round of a record, after `previous`, with a seed or entered faces. */
export function nextRound(
  registry: Registry,
  options: {
    record: RollRecord;
    previous: StepResponse | undefined;
    seed?: string;
    dice?: readonly number[];
  },
): StepResponse {
  const { record, previous } = options;
  return stepTest(registry, {
    system: record.system,
    test: record.test,
    input: record.input,
    ...(previous ? { state: previous.state } : {}),
    ...(options.dice ? { dice: options.dice } : { seed: options.seed }),
  });
}

/** The rounds of a finished play as one Outcome: every round's dice and steps, the last round's outcome. */
export function combineRounds(rounds: readonly StepResponse[], seed: string | undefined): OutcomeResponse {
  const last = rounds.at(-1);
  if (!last?.outcome) throw new Error('The rounds have not ended yet');
  return {
    system: last.system,
    test: last.test,
    outcome: last.outcome,
    dice: rounds.flatMap((round) => round.dice),
    steps: rounds.flatMap((round) => round.steps),
    ...(seed === undefined ? {} : { seed }),
  };
}
