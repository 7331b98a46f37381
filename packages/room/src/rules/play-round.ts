/**
 * @module
 * A test of rounds in a room, played and replayed by core's `stepTest`, the rules solo play steps through: the
 * server plays the next round with the room's dice (`hmac-sha256-v2` under the roller's next nonce), after
 * replaying the test's earlier rounds from their logged faces; the verifier replays every round the same way.
 */
import { type Registry, type StepResponse, stepTest } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { type HmacSeed, hmacSource } from '@verdict/fair';
import type { PlayedRound } from './commands.js';
import type { RoundsTestState } from './rounds-state.js';

/** A test of rounds as its log holds it: its input, and each round's dice and the GM's choices for it. */
export interface RoundsRecord {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly rounds: readonly { readonly dice: readonly DieRecord[]; readonly choices?: unknown }[];
  /**
   * Its end is held (it answers a hidden request): a round after the one that ended it is played as nothing (no
   * dice, no steps) rather than refused, so its roller cannot tell when it ended.
   */
  readonly held?: boolean;
}

/**
 * Each logged round replayed with its faces entered, in order, stopping at the round that ends the test. Throws
 * the engine's `VerdictError` when the rules refuse a round (an input, choices or dice that do not fit).
 *
 * @example
 * replayRounds(registry, { system: 'd20-roll-under', test: 'mutual-contest', input, rounds }).at(-1)?.done;
 */
export function replayRounds(registry: Registry, record: RoundsRecord): StepResponse[] {
  const played: StepResponse[] = [];
  let state: unknown;
  for (const round of record.rounds) {
    const step = stepTest(registry, {
      system: record.system,
      test: record.test,
      input: record.input,
      ...(state === undefined ? {} : { state }),
      ...(round.choices === undefined ? {} : { choices: round.choices }),
      dice: round.dice.map((die) => die.face),
    });
    played.push(step);
    if (step.done) break;
    state = step.state;
  }
  return played;
}

/**
 * The next round of a test: its earlier rounds replayed, then this one with dice from the room's derivation, or
 * with entered faces (physical dice; the engine's `VerdictError` when they do not fit the round).
 *
 * @example
 * const round = playRoomRound(registry, record, { seed: { serverSeed, clientSeed, nonce, member: 'olaf' } });
 * playRoomRound(registry, record, { dice: [14, 3] }); // entered faces
 */
export function playRoomRound(
  registry: Registry,
  record: RoundsRecord,
  next: ({ readonly seed: HmacSeed; readonly dice?: never } | { readonly dice: readonly number[] }) & {
    readonly choices?: unknown;
  },
): PlayedRound {
  return playRoomRoundAfter(registry, record, next).round;
}

/** A test's state after its first `rounds` rounds (core's `StepResponse.state`): where its next round starts. */
export interface RoundsAfter {
  readonly rounds: number;
  readonly state: unknown;
  /** Whether one of those rounds ended the test (a held test's rounds go on after it: see `RoundsRecord.held`). */
  readonly done?: boolean;
}

/**
 * `playRoomRound`, starting from `after` when it is the state after the record's rounds (kept from the round before,
 * so the earlier rounds are not replayed: a test of n rounds costs n rounds, not n²/2), else replaying them; answers
 * the round and the state after it, for the next round.
 *
 * @example
 * const { round, after } = playRoomRoundAfter(registry, record, { seed }, kept);
 */
export function playRoomRoundAfter(
  registry: Registry,
  record: RoundsRecord,
  next: ({ readonly seed: HmacSeed; readonly dice?: never } | { readonly dice: readonly number[] }) & {
    readonly choices?: unknown;
  },
  after?: RoundsAfter,
): { readonly round: PlayedRound; readonly after: RoundsAfter } {
  const last =
    after !== undefined && after.rounds === record.rounds.length && after.rounds > 0
      ? { state: after.state, done: after.done === true }
      : replayRounds(registry, record).at(-1);
  if (last?.done && record.held)
    return {
      round: { dice: [], steps: [] },
      after: { rounds: record.rounds.length + 1, state: last.state, done: true },
    };
  if (last?.done) throw new Error('The test has already ended');
  const step = stepTest(
    registry,
    {
      system: record.system,
      test: record.test,
      input: record.input,
      ...(last ? { state: last.state } : {}),
      ...(next.choices === undefined ? {} : { choices: next.choices }),
      ...(next.dice === undefined ? {} : { dice: [...next.dice] }),
    },
    next.dice === undefined ? { source: hmacSource(next.seed) } : {},
  );
  const round: PlayedRound = {
    dice: step.dice,
    steps: step.steps,
    ...(step.previousDice?.length ? { previousDice: step.previousDice } : {}),
    ...(step.outcome ? { outcome: step.outcome } : {}),
  };
  const done = step.done ? { done: true } : {};
  return { round, after: { rounds: record.rounds.length + 1, state: step.state, ...done } };
}

/**
 * A test's record from its entries' parts (`partOf`: the entry itself when public, its sealed part otherwise), and
 * the GM's choices for its next round; what `playRoomRound` takes.
 *
 * @example
 * const { record, choices } = roundsRecordOf(test, (seq) => entries[seq - 1]);
 */
export function roundsRecordOf(
  test: RoundsTestState,
  partOf: (seq: number) => Readonly<Record<string, unknown>> | undefined,
): { readonly record: RoundsRecord; readonly choices?: unknown } {
  const need = (seq: number) => {
    const part = partOf(seq);
    if (!part) throw new Error(`The part of entry ${seq} is not known here`);
    return part;
  };
  const choicesOf = (round: number) => {
    const seq = test.choices.get(round);
    return seq === undefined ? {} : { choices: need(seq).choices };
  };
  const rounds = test.rounds.map((seq, i) => ({
    dice: need(seq).dice as readonly DieRecord[],
    ...choicesOf(i + 1),
  }));
  const start = test.input === undefined || test.system === undefined ? need(test.seq) : undefined;
  const input = test.input ?? start?.input;
  const system = test.system ?? (start?.system as string);
  return {
    record: {
      system,
      test: test.test ?? (start?.test as string),
      input,
      rounds,
      ...(test.hidden ? { held: true } : {}),
    },
    ...choicesOf(test.rounds.length + 1),
  };
}
