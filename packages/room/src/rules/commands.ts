/**
 * @module
 * The commands a room's members give, what only the server has to carry them out (`Given`), and what
 * `decide` answers: the entries to append with their sealed parts, or a refusal.
 */
import type { Outcome, Step } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import type { Protocol, RoomEntry, RoundRecount, Visibility } from '@verdict/fair';
import type { CountLimits } from './limits.js';
import { type CommandKind, GM_ONLY_COMMANDS, type Role } from './vocabulary.js';

/** Generated dice (a client seed) or entered dice (faces), for a roll. */
export type DiceFrom =
  | { readonly clientSeed: string; readonly dice?: never }
  | { readonly dice: readonly number[]; readonly clientSeed?: never };

/** A command to a room. Inputs are as the game system parsed them. */
export type RoomCommand =
  | {
      readonly kind: 'open';
      readonly room: { readonly id: string; readonly name: string };
      readonly engine: { readonly version: string };
      readonly systems: Readonly<Record<string, string>>;
      /** The room protocol (default: `PROTOCOL` of @verdict/fair, the newest). */
      readonly protocol?: Protocol;
    }
  | { readonly kind: 'join'; readonly name: string }
  | ({
      readonly kind: 'roll';
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      readonly visibility?: Visibility;
    } & DiceFrom)
  | ({
      readonly kind: 'answer';
      readonly request: number;
      /** The player's part of the input, for a request that fixes only the GM's (see `mergeAnswerInput`). */
      readonly input?: unknown;
      readonly system?: string;
      readonly test?: string;
      readonly visibility?: Visibility;
    } & DiceFrom)
  | {
      readonly kind: 'request';
      readonly to: readonly string[] | 'all';
      readonly system: string;
      readonly test: string;
      readonly input: unknown;
      /** The fields `input` fixes (the GM's part); the rest is each answer's. Absent: `input` is whole. */
      readonly fixes?: readonly string[];
      readonly visibility?: Visibility;
      readonly hidden?: boolean;
      readonly note?: string;
    }
  | {
      /**
       * Starts a test of rounds (protocol 2): its input is fixed now, its rounds are played one by one. With
       * `request`, it answers that request: its system, test and visibility are the request's, and `input` is
       * the player's part (none for a request whose input is whole), merged as a roll's answer is.
       */
      readonly kind: 'start';
      readonly system?: string;
      readonly test?: string;
      readonly input?: unknown;
      readonly visibility?: Visibility;
      readonly request?: number;
    }
  /** The GM's choices for the next round of the test started at `of` (as its rules' choices schema parsed them). */
  | { readonly kind: 'choose'; readonly of: number; readonly choices: unknown }
  /** Plays the next round of the test started at `of`: its dice drawn under the roller's next nonce, or entered. */
  | ({ readonly kind: 'round'; readonly of: number } & DiceFrom)
  /** Ends the test started at `of` with no result (its roller or the GM). */
  | { readonly kind: 'abandon'; readonly of: number }
  | { readonly kind: 'reveal'; readonly of: number }
  | { readonly kind: 'rotate' }
  | { readonly kind: 'close'; readonly revealAll?: boolean };

/** A roll as the rules resolved it (the server computes it from the plan: see `planRoll`). */
export interface ComputedRoll {
  readonly input: unknown;
  readonly outcome: Outcome;
  readonly dice: readonly DieRecord[];
}

/** A round as the rules played it (the server computes it: see `playRoomRound`). */
export interface PlayedRound {
  readonly dice: readonly DieRecord[];
  readonly steps: readonly Step[];
  readonly previousDice?: readonly RoundRecount[];
  /** Present when this round ends the test. */
  readonly outcome?: Outcome;
}

/** What only the server has: the time, fresh salts and seeds, and the computed roll. */
export interface Given {
  /** ISO 8601 UTC time of the entries. */
  readonly at: string;
  /** A fresh 64-hex salt for a sealed part (rolls and hidden requests). */
  readonly salt?: string;
  /** open: the first epoch's commitment. rotate: the next epoch's. */
  readonly commitment?: string;
  /** rotate, close: the ending epoch's server seed. */
  readonly serverSeed?: string;
  /**
   * start: the test's input as its rules parsed it (an answer's: its part merged with the request's), recorded in
   * its start; without it, the command's (or the merged) input as given.
   */
  readonly input?: unknown;
  /** round: a second fresh salt, for the result a round that ends its test seals beside it. */
  readonly resultSalt?: string;
  /**
   * round: why the round, drawn under the roller's next nonce, got no result (the server's deadline passed, or its
   * computation failed): a `round.lapsed` is appended instead of the round, its nonce spent.
   */
  readonly lapsed?: 'deadline' | 'failed';
  /** round: the round played by the rules (see `planRound`). */
  readonly round?: PlayedRound;
  /** roll, answer: the roll resolved by the rules from the plan. */
  readonly roll?: ComputedRoll;
  /** The server's limits: past them a command is refused (see `limitRefusal`). A verifier gives none. */
  readonly limits?: CountLimits;
}

/**
 * Why a command is refused: an HTTP-like code, a message that never depends on a hidden input, the field at
 * fault and what is wrong with it (the message, unless told).
 */
export interface Refusal {
  readonly code: 'room_closed' | 'forbidden' | 'invalid_body' | 'already_done' | 'limit_exceeded';
  readonly message: string;
  readonly path?: string;
  readonly issue?: string;
}

/** One entry to append, with its hidden part when sealed, and whether the actor may open that part. */
export interface DecidedEntry {
  readonly entry: RoomEntry;
  readonly sealed?: Readonly<Record<string, unknown>>;
  readonly actorMayOpen?: boolean;
}

/** What `decide` answers. */
export type Decision =
  | { readonly ok: true; readonly entries: readonly DecidedEntry[] }
  | { readonly ok: false; readonly refusal: Refusal };

/** Refuses with a code, a message and the field at fault. */
export const refuse = (code: Refusal['code'], message: string, path?: string): Decision => ({
  ok: false,
  refusal: { code, message, ...(path === undefined ? {} : { path }) },
});

/**
 * Why a member of `role` may not give a command of `kind` at all (the GM's commands are the GM's alone), or
 * undefined. `decide` rules by it; a server may ask it first, before reading the command's body.
 *
 * @example
 * roleRefusal('player', 'rotate'); // { code: 'forbidden', message: 'Only the GM of this room may do this' }
 */
export function roleRefusal(role: Role, kind: CommandKind): Refusal | undefined {
  if (role === 'gm' || !GM_ONLY_COMMANDS.includes(kind)) return undefined;
  return { code: 'forbidden', message: 'Only the GM of this room may do this' };
}
