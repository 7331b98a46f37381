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
 * - `version`: a roll of a system whose version room.opened does not state
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
  | 'version';

/** One failing entry and why. `seq` is null for the export as a whole. */
export interface VerifyFailure {
  /** The entry's `seq` (its position in the export, 1-based, when its own seq is unusable). */
  readonly seq: number | null;
  readonly check: CheckCode;
  readonly message: string;
}

/** Something that cannot be verified yet, and why (an epoch or a sealed entry not revealed). */
export interface Unverifiable {
  readonly seq: number;
  readonly reason: string;
}

/** The verdict on a log: `ok` when nothing failed (what is not yet verifiable does not fail). */
export interface VerifyResult {
  readonly ok: boolean;
  /** How many entries the export holds. */
  readonly entries: number;
  readonly failures: readonly VerifyFailure[];
  readonly unverifiable: readonly Unverifiable[];
}

/** Options of `verifyLog`. */
export interface VerifyOptions {
  /**
   * The version of `@verdict/core` the registry comes from (e.g. from `@verdict/core/package.json`).
   * When given and different from room.opened's `engine.version`, an outcome the rules do not reproduce
   * is reported as not verifiable (the rules may have changed) instead of as a failure.
   */
  readonly engineVersion?: string;
}

/** Collects failures and unverifiable entries while the checks run. */
export class Findings {
  readonly failures: VerifyFailure[] = [];
  readonly unverifiable: Unverifiable[] = [];
  fail(seq: number | null, check: CheckCode, message: string): void {
    this.failures.push({ seq, check, message });
  }
  later(seq: number, reason: string): void {
    this.unverifiable.push({ seq, reason });
  }
}
