/**
 * What a verifier check found wrong, by the protocol's list:
 * - `format`: the export itself (not `{ format: 'verdict-room-log', version: 1, entries: [...] }`, not JSON)
 * - `shape`: an entry's or revealed part's fields (missing, unknown, mistyped)
 * - `seq`, `prev`, `hash`: the chain (point 1)
 * - `order`: an entry where the protocol does not allow it (room.opened not first, the GM not at seq 2,
 *   anything but a reveal after room.closed, a member joining twice)
 * - `role`: an entry by someone who may not make it (not a member; a GM-only entry by a player)
 * - `epoch`: an entry naming another epoch than the current one
 * - `commitment`: a revealed server seed that does not hash to its epoch's commitment (point 2)
 * - `nonce`: a generated roll whose nonce is not the next of its epoch (point 3)
 * - `seal`: a reveal that does not hash to the seal of the entry it names (point 4)
 * - `request`: an answer that does not follow its request (other test or input, not asked, answered twice)
 * - `dice`: faces that the seeds do not give, or dice whose source does not fit the roll (point 5)
 * - `outcome`: an outcome or dice that the rules do not give (point 6)
 * - `version`: a roll of a system whose version room.opened does not state, or whose stated version this
 *   verifier does not have (and under the version it has, the roll does not reproduce, or the system is missing)
 * - `head`: the log does not reach the head a client saw live, or the export's own `head` is not its last entry
 */
export type CheckCode =
  | 'format'
  | 'shape'
  | 'seq'
  | 'prev'
  | 'hash'
  | 'order'
  | 'role'
  | 'epoch'
  | 'commitment'
  | 'nonce'
  | 'seal'
  | 'request'
  | 'dice'
  | 'outcome'
  | 'version'
  | 'head';

/** One failing entry and why. `seq` is null for the export as a whole. */
export interface VerifyFailure {
  /** The entry's `seq` (its position in the export, 1-based, when its own seq is unusable). */
  readonly seq: number | null;
  readonly check: CheckCode;
  readonly message: string;
}

/** Why an entry cannot be verified yet: its hidden part is sealed, or its epoch's seed is not revealed. */
export type UnverifiableKind = 'sealed' | 'epoch';

/** Something that cannot be verified yet, and why (an epoch or a sealed entry not revealed). */
export interface Unverifiable {
  readonly seq: number;
  readonly kind: UnverifiableKind;
  readonly reason: string;
}

/** Something verified that a reader should know (e.g. rolls checked with another system version). */
export interface VerifyNote {
  readonly seq: number | null;
  readonly message: string;
}

/** A log's head: the seq and hash of its last entry (as a client saw it live, or as the export ends). */
export interface LogHead {
  readonly seq: number;
  readonly hash: string;
}

/**
 * What was proven:
 * - `verified`: nothing failed, the log is closed and every entry was checked;
 * - `incomplete`: nothing failed, but the log is still open (or cut: nothing shows the difference without
 *   a head) or some entries are not verifiable yet;
 * - `failed`: a check failed.
 */
export type VerifyStatus = 'verified' | 'incomplete' | 'failed';

/** The verdict on a log. `describeVerdict` says it in words. */
export interface VerifyResult {
  readonly status: VerifyStatus;
  /** Nothing failed (what is not yet verifiable does not fail): `status` is `verified` or `incomplete`. */
  readonly ok: boolean;
  /** How many entries the export holds. */
  readonly entries: number;
  /** Whether the log holds `room.closed` (only reveals may follow it). */
  readonly closed: boolean;
  /** The export's last entry, when it has one with a seq and a hash. */
  readonly last?: LogHead;
  /** The head checked (`options.head`, with its seq once found in the log), when one was given. */
  readonly head?: { readonly seq?: number; readonly hash: string };
  readonly failures: readonly VerifyFailure[];
  readonly unverifiable: readonly Unverifiable[];
  readonly notes: readonly VerifyNote[];
}

/** Options of `verifyLog`. */
export interface VerifyOptions {
  /**
   * The version of `@verdict/core` the registry comes from (e.g. from `@verdict/core/package.json`).
   * When given and different from room.opened's `engine.version`, an outcome the rules do not reproduce
   * is reported as not verifiable (the rules may have changed) instead of as a failure.
   */
  readonly engineVersion?: string;
  /**
   * The head a client saw live (`{ seq, hash }`, or a hash alone): the log must hold an entry with that
   * hash (at that seq), so that a log cut after it fails instead of reading as still open.
   */
  readonly head?: { readonly seq?: number; readonly hash: string };
}
