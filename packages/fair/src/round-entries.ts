/**
 * @module
 * Protocol 2's round-by-round entries: a test played round by round in a room (a Contest of Wills, an extended
 * test, death saves). `rounds.started` fixes its test, input and visibility; each `round` draws that round's dice
 * under its roller's next nonce, like a roll; a `round.choice` is the GM's choice for one round; `rounds.ended`
 * holds the result, or says the test was abandoned. Each hides its own part (`RoundsContent`) by the test's
 * visibility as a roll does: in the open when `public`, sealed otherwise (see docs/fair-play.md).
 */
import type { Outcome, Step } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { EntryCommon, PublicResult, Visibility } from './entries.js';

/** The round-by-round entry types, in the order a test lives them. */
export const ROUND_TYPES = [
  'rounds.started',
  'round.choice',
  'round',
  'round.lapsed',
  'rounds.ended',
] as const;

/** A round-by-round entry's type. */
export type RoundType = (typeof ROUND_TYPES)[number];

/** Whether `type` names a round-by-round entry. */
export const isRoundType = (type: unknown): type is RoundType =>
  (ROUND_TYPES as readonly unknown[]).includes(type);

/** A die of the round before whose counting a round changed (`kept: false`: rolled again). */
export interface RoundRecount {
  readonly index: number;
  readonly kept: boolean;
}

/** The hidden part of each round-by-round entry, by type (a `salt` is added when it is sealed). */
export interface RoundsContent {
  /** Its input; and (protocol 2's `gm` and `blind` tests, see `sealsSubject`) its system and test too. */
  readonly 'rounds.started': { readonly input: unknown; readonly system?: string; readonly test?: string };
  readonly 'round.choice': { readonly choices: unknown };
  readonly round: {
    /** Generated dice's client seed; absent for entered (physical) dice. */
    readonly clientSeed?: string;
    readonly dice: readonly DieRecord[];
    readonly steps: readonly Step[];
    readonly previousDice?: readonly RoundRecount[];
    /**
     * The outcome, on the round that ends a test answering a hidden request (whose `rounds.ended` waits for its
     * roller or the GM: its end is not shown when it comes). Absent on every other round.
     */
    readonly outcome?: Outcome;
  };
  /** Why a round drawn under its nonce got no result, and the client seed it was drawn with. */
  readonly 'round.lapsed': { readonly clientSeed: string; readonly noResult: 'deadline' | 'failed' };
  /** Its outcome; or (a test answering a hidden request, whose end is sealed) `abandoned: true` when none was reached. */
  readonly 'rounds.ended': { readonly outcome: Outcome } | { readonly abandoned: true };
}

/** An entry whose part is in the open (its fields spread) or sealed (`sealed`: the seal of the part and a salt). */
type OpenOrSealed<T> =
  | (T & { readonly sealed?: never })
  | ({ readonly [K in keyof T]?: never } & { readonly sealed: string });

/**
 * A member starts a test of rounds: its system, test and visibility, and its input (sealed unless public). A `gm`
 * or `blind` test's system and test are sealed with its input (`splitEntry`): its public entry names neither.
 */
export type RoundsStartedEntry = EntryCommon<'rounds.started'> & {
  readonly system?: string;
  readonly test?: string;
  readonly visibility: Visibility;
  readonly epoch: number;
  /** The seq of the request this test answers (its roller plays it round by round instead of rolling it whole). */
  readonly request?: number;
} & OpenOrSealed<RoundsContent['rounds.started']>;

/** The GM's choices for one round of a test (`round`: its number, from 1), sealed unless the test is public. */
export type RoundChoiceEntry = EntryCommon<'round.choice'> & {
  /** The seq of the test's `rounds.started`. */
  readonly of: number;
  readonly round: number;
} & OpenOrSealed<RoundsContent['round.choice']>;

/**
 * One round: its dice, drawn under its roller's next nonce of `epoch` from their client seed (or entered: physical
 * dice, no nonce and no client seed, as a roll of entered dice), and its steps.
 */
export type RoundEntry = EntryCommon<'round'> & {
  readonly of: number;
  readonly round: number;
  readonly epoch: number;
  readonly nonce?: number;
} & OpenOrSealed<RoundsContent['round']>;

/**
 * A round whose dice began to be drawn under its roller's next nonce but that got no result (the server's deadline
 * passed, or its computation failed): its nonce is spent, as a lapsed roll's, and the test's next round is still
 * `round` (this one did not count).
 */
export type RoundLapsedEntry = EntryCommon<'round.lapsed'> & {
  readonly of: number;
  readonly round: number;
  readonly epoch: number;
  readonly nonce: number;
} & OpenOrSealed<RoundsContent['round.lapsed']>;

/** The test's end: its outcome (`outcome` visibility: the public result and the sealed outcome), or abandoned. */
export type RoundsEndedEntry = EntryCommon<'rounds.ended'> & { readonly of: number } & (
    | ({ readonly abandoned?: never; readonly result?: PublicResult } & OpenOrSealed<{
        readonly outcome: Outcome;
      }>)
    | {
        readonly abandoned?: never;
        readonly result?: never;
        readonly outcome?: never;
        readonly sealed: string;
      }
    | { readonly abandoned: true; readonly outcome?: never; readonly sealed?: never; readonly result?: never }
  );

/** Any round-by-round entry. */
export type RoundsEntry =
  | RoundsStartedEntry
  | RoundChoiceEntry
  | RoundEntry
  | RoundLapsedEntry
  | RoundsEndedEntry;
