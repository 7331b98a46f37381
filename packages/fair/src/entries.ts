import type { Outcome, ResultKind } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { RoundsEntry } from './round-entries.js';

/** The fields every log entry has. `hash` covers all the others (see `hashEntry`). */
export interface EntryCommon<T extends string> {
  /** 1, 2, 3, ... per room, with no gaps. */
  readonly seq: number;
  /** The previous entry's `hash`; 64 zeros for seq 1. */
  readonly prev: string;
  readonly type: T;
  /** ISO 8601 UTC time, e.g. `2026-12-01T00:00:00.000Z`. */
  readonly at: string;
  /** The member id that caused the entry, or null. */
  readonly by: string | null;
  /** Lowercase hex SHA-256 of the JCS of the entry without `hash`. */
  readonly hash: string;
}

/** The visibilities of a roll, in the protocol's order (see {@link Visibility}). */
export const VISIBILITIES = ['public', 'outcome', 'gm', 'blind'] as const;

/** Who sees what of a roll: everything, only the result, the GM only, or the GM only while the roller is blind. */
export type Visibility = (typeof VISIBILITIES)[number];

/** The roles of a room's members. */
export const ROLES = ['gm', 'player'] as const;

/** A member's role in a room. */
export type Role = (typeof ROLES)[number];

/** Seq 1: the room, its dice algorithm, the first epoch's commitment, and the engine and system versions. */
export interface RoomOpenedEntry extends EntryCommon<'room.opened'> {
  readonly room: { readonly id: string; readonly name: string };
  /** The room protocol: 2 (a nonce per member), or absent for protocol 1 (a nonce per room). */
  readonly protocol?: 2;
  /** `hmac-sha256-v1` for protocol 1, `hmac-sha256-v2` for protocol 2. */
  readonly algorithm: 'hmac-sha256-v1' | 'hmac-sha256-v2';
  readonly epoch: 1;
  readonly commitment: string;
  readonly engine: { readonly version: string };
  /** The version of each game system the room can roll, by system id. */
  readonly systems: Readonly<Record<string, string>>;
}

/** A member joined (the GM at seq 2). */
export interface MemberJoinedEntry extends EntryCommon<'member.joined'> {
  readonly member: { readonly id: string; readonly name: string; readonly role: Role };
}

/** The public Outcome fields an `outcome` roll shows everyone. */
export interface PublicResult {
  readonly result: ResultKind;
  readonly label: string;
  readonly tier: number;
}

/**
 * The hidden part of a sealed roll, published by a `reveal`. `clientSeed` is absent for entered dice;
 * `system` and `test` are here exactly when the public entry does not name them (protocol 2's `gm` and
 * `blind` rolls: see `splitEntry`).
 */
export interface RollContent {
  readonly system?: string;
  readonly test?: string;
  readonly clientSeed?: string;
  readonly input: unknown;
  readonly outcome: Outcome;
  readonly dice: readonly DieRecord[];
  /** 64 hex digits (32 random bytes) so that the seal cannot be guessed. */
  readonly salt: string;
}

/** The hidden part of a request with a hidden input (a hidden difficulty). */
export interface RequestContent {
  readonly input: unknown;
  readonly salt: string;
}

interface RollCommon extends EntryCommon<'roll'> {
  readonly epoch: number;
  /** The roll's index among the epoch's generated rolls (protocol 2: its member's); absent for entered dice. */
  readonly nonce?: number;
  /** The seq of the request this roll answers. */
  readonly request?: number;
}

/** A public roll: everything is in the entry. */
export interface PublicRollEntry extends RollCommon {
  readonly system: string;
  readonly test: string;
  readonly visibility: 'public';
  readonly clientSeed?: string;
  readonly input: unknown;
  readonly outcome: Outcome;
  readonly dice: readonly DieRecord[];
}

/** An `outcome` roll: everyone sees the result, label and tier; the rest is sealed. */
export interface OutcomeRollEntry extends RollCommon {
  readonly system: string;
  readonly test: string;
  readonly visibility: 'outcome';
  readonly result: PublicResult;
  /** SHA-256 of the JCS of the {@link RollContent}. */
  readonly sealed: string;
}

/**
 * A GM's secret roll, or a player's blind roll: only that it happened, by whom, and its seal are public
 * (and its epoch, nonce and request). Protocol 2 seals its `system` and `test` too; protocol 1 names them
 * here, as does a public answer to a request whose input is hidden (sealed in this shape, `visibility: 'public'`).
 */
export interface HiddenRollEntry extends RollCommon {
  readonly visibility: 'gm' | 'blind';
  /** Absent in protocol 2 (sealed); present in protocol 1. */
  readonly system?: string;
  readonly test?: string;
  readonly sealed: string;
}

/** A roll entry, by visibility. */
export type RollEntry = PublicRollEntry | OutcomeRollEntry | HiddenRollEntry;

interface RequestCommon extends EntryCommon<'request'> {
  /** The member ids asked to roll, or everyone. */
  readonly to: readonly string[] | 'all';
  readonly system: string;
  readonly test: string;
  /** The visibility of the rolls it asks for. */
  readonly visibility: Visibility;
  readonly note?: string;
  /**
   * The input fields the GM fixes (the GM's part, in `input` or sealed); every other field is the
   * answering player's, given with the answer. Absent: the request carries the whole input.
   */
  readonly fixes?: readonly string[];
}

/** A GM asks members to roll a test: with its input in the open, or sealed (a hidden difficulty). */
export type RequestEntry =
  | (RequestCommon & { readonly input: unknown; readonly sealed?: never })
  | (RequestCommon & { readonly sealed: string; readonly input?: never });

/** Publishes the hidden part of an earlier sealed entry. */
export interface RevealEntry extends EntryCommon<'reveal'> {
  /** The seq of the sealed entry. */
  readonly of: number;
  /** Its hidden part, salt included. */
  readonly content: RollContent | RequestContent | Readonly<Record<string, unknown>>;
}

/** Ends an epoch: reveals its server seed and commits to the next one's. */
export interface EpochRotatedEntry extends EntryCommon<'epoch.rotated'> {
  readonly epoch: number;
  readonly serverSeed: string;
  /** Protocol 2: how many generated rolls each member made in the ending epoch (members with none left out). */
  readonly nonces?: Readonly<Record<string, number>>;
  readonly next: { readonly epoch: number; readonly commitment: string };
}

/** Closes the room, revealing the last epoch's server seed. Only reveals may follow. */
export interface RoomClosedEntry extends EntryCommon<'room.closed'> {
  readonly epoch: number;
  readonly serverSeed: string;
  /** Protocol 2: how many generated rolls each member made in the last epoch (members with none left out). */
  readonly nonces?: Readonly<Record<string, number>>;
}

/** Any entry of a room's log. */
export type RoomEntry =
  | RoomOpenedEntry
  | MemberJoinedEntry
  | RollEntry
  | RequestEntry
  | RevealEntry
  | EpochRotatedEntry
  | RoomClosedEntry
  | RoundsEntry;

/** The entry types, in the protocol's order. */
export const ENTRY_TYPES = [
  'room.opened',
  'member.joined',
  'roll',
  'request',
  'reveal',
  'epoch.rotated',
  'room.closed',
  'rounds.started',
  'round.choice',
  'round',
  'round.lapsed',
  'rounds.ended',
] as const satisfies readonly RoomEntry['type'][];

/** An entry before it is hashed: every field but `hash` (distributes over the union). */
export type UnhashedEntry<E extends RoomEntry = RoomEntry> = E extends RoomEntry ? Omit<E, 'hash'> : never;

/** What `GET /v1/rooms/{id}/export` answers: the whole chain. */
export interface RoomExport {
  readonly format: 'verdict-room-log';
  readonly version: 1;
  readonly entries: readonly RoomEntry[];
}
