/**
 * @module
 * What a room's log says of its tests of rounds (protocol 2's `rounds.started`, `round.choice`, `round`,
 * `rounds.ended`): each test by the seq of its start, its rounds and the GM's choices, and how it ended. The fold
 * (`applyEntry`) records them here; the rules (`roundProblems`) and `decide` read them.
 */
import type { RoundsEntry, Visibility } from '@verdict/fair';

/** A test of rounds and what is known of it. */
export interface RoundsTestState {
  readonly seq: number;
  /** Who started it: the member who plays its rounds. */
  readonly by: string | null;
  /** Its system and test, when known (a protocol 2 `gm` or `blind` test seals them until its reveal). */
  system?: string;
  test?: string;
  readonly visibility: Visibility;
  /** The seq of the request it answers, if any. */
  readonly request?: number;
  /**
   * It answers a request whose input was hidden when it started: every part sealed, its end held (a round after
   * the one that ended it draws nothing, and its `rounds.ended` waits for its roller or the GM), so nothing
   * observable tells the hidden input before its reveal.
   */
  readonly hidden?: boolean;
  /** Its input, when known (public, revealed, or on the server from its sealed part). */
  input?: unknown;
  /** The seqs of its rounds, in order (round 1 first). */
  readonly rounds: number[];
  /** The seq of the GM's choice for each round that has one, by round number. */
  readonly choices: Map<number, number>;
  /** The seq of its `rounds.ended`, once ended, and whether it was abandoned. */
  ended?: number;
  abandoned?: boolean;
}

/** Folds a round-by-round entry into the room's tests (in place); the rules say what is wrong with it. */
export function applyRoundsEntry(
  tests: Map<number, RoundsTestState>,
  entry: RoundsEntry,
  hiddenRequest?: (seq: number) => boolean,
): void {
  if (entry.type === 'rounds.started') {
    if (tests.has(entry.seq)) return;
    const { request } = entry;
    tests.set(entry.seq, {
      seq: entry.seq,
      by: entry.by,
      ...(request === undefined ? {} : { request }),
      ...(request !== undefined && hiddenRequest?.(request) ? { hidden: true } : {}),
      ...(entry.system === undefined ? {} : { system: entry.system }),
      ...(entry.test === undefined ? {} : { test: entry.test }),
      visibility: entry.visibility,
      ...(entry.sealed === undefined ? { input: entry.input } : {}),
      rounds: [],
      choices: new Map(),
    });
    return;
  }
  const test = entry.of < entry.seq ? tests.get(entry.of) : undefined;
  if (!test || test.ended !== undefined) return;
  if (entry.type === 'round.choice' && !test.choices.has(entry.round))
    test.choices.set(entry.round, entry.seq);
  if (entry.type === 'round' && entry.round === test.rounds.length + 1) test.rounds.push(entry.seq);
  if (entry.type === 'rounds.ended') {
    test.ended = entry.seq;
    if (entry.abandoned) test.abandoned = true;
  }
}

/** Takes what a test's start sealed (its input, and its system and test when sealed too) from its part. */
export function takeStartPart(test: RoundsTestState, part: Readonly<Record<string, unknown>>): void {
  test.input = part.input;
  if (typeof part.system === 'string' && typeof part.test === 'string') {
    test.system = part.system;
    test.test = part.test;
  }
}

/** A copy of the tests that folding more entries into leaves the original as it is. */
export const forkTests = (tests: ReadonlyMap<number, RoundsTestState>): Map<number, RoundsTestState> =>
  new Map([...tests].map(([seq, t]) => [seq, { ...t, rounds: [...t.rounds], choices: new Map(t.choices) }]));
