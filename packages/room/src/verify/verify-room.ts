import {
  isRoundType,
  type RequestEntry,
  type RollEntry,
  type RoomOpenedEntry,
  type RoundsEntry,
} from '@verdict/fair';
import { entryProblems } from '../rules/entry-rules.js';
import type { RoundsTestState } from '../rules/rounds-state.js';
import { applyEntry, emptyRoomState } from '../rules/state.js';
import type { Findings } from './findings.js';
import type { CheckedEntry } from './verify-chain.js';

/** What the walk through the log learned, for the checks of each roll that follow it. */
export interface WalkedRoom {
  readonly opened?: RoomOpenedEntry;
  /** Whether the log holds a room.closed. */
  readonly closed: boolean;
  /** Server seeds revealed and matching their commitment, by epoch. */
  readonly seeds: ReadonlyMap<number, string>;
  /** Epochs whose revealed seed does not match its commitment. */
  readonly badSeeds: ReadonlySet<number>;
  /** The hidden parts revealed and matching their seals, by the seq of the sealed entry. */
  readonly revealed: ReadonlyMap<number, Record<string, unknown>>;
  readonly requests: ReadonlyMap<number, RequestEntry>;
  readonly rolls: readonly RollEntry[];
  /** Protocol 2's tests of rounds, by the seq of their start, and their entries by seq. */
  readonly tests: ReadonlyMap<number, RoundsTestState>;
  readonly roundEntries: ReadonlyMap<number, RoundsEntry>;
}

/**
 * Replays the log through the room's rules (`entryProblems`, the rules `decide` writes by, then the fold
 * `applyEntry`): points 2 (server seeds and commitments), 3 (nonces), 4 (reveals and seals), and the
 * order and roles the protocol sets (room.opened first, the GM at seq 2, GM-only entries, answers to
 * requests, nothing but reveals after room.closed).
 */
export function walkRoom(entries: readonly CheckedEntry[], findings: Findings): WalkedRoom {
  const state = emptyRoomState();
  const rolls: RollEntry[] = [];
  const roundEntries = new Map<number, RoundsEntry>();
  for (const { entry, seq } of entries) {
    for (const problem of entryProblems(state, entry)) findings.fail(seq, problem.check, problem.message);
    applyEntry(state, entry);
    if (entry.type === 'roll') rolls.push(entry);
    if (isRoundType(entry.type)) roundEntries.set(entry.seq, entry as RoundsEntry);
  }
  const revealed = new Map<number, Record<string, unknown>>();
  for (const sealed of state.sealed.values())
    if (sealed.content !== undefined) revealed.set(sealed.seq, sealed.content);
  return {
    ...(state.opened ? { opened: state.opened } : {}),
    closed: state.closed,
    seeds: state.seeds,
    badSeeds: state.badSeeds,
    revealed,
    requests: new Map([...state.requests].map(([seq, request]) => [seq, request.entry])),
    rolls,
    tests: state.tests,
    roundEntries,
  };
}
