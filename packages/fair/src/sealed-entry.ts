/**
 * @module
 * The public part of a sealed entry, once for every kind of roll entry: which fields the chain shows and
 * which its seal covers, by the protocol's visibility rule. Protocol 2 seals what a `gm` or `blind` roll
 * rolls (its system and test, or whatever else names it) with its input and result, so its public entry
 * says only that it happened, by whom, and its commitment; protocol 1 names what it rolls in the open.
 * A new kind of roll entry builds its fields here, so that it is sealed as the protocol says (a test of rounds'
 * `rounds.started` does: its test is its subject).
 */
import type { RollEntry, Visibility } from './entries.js';
import type { Protocol } from './hmac-source.js';
import type { RoundsStartedEntry } from './round-entries.js';
import { seal } from './seal.js';

/**
 * Whether the protocol seals what a roll of this visibility rolls: protocol 2's `gm` and `blind` rolls.
 *
 * @example
 * sealsSubject(2, 'gm'); // true: the public entry names no system or test
 * sealsSubject(1, 'gm'); // false: protocol 1 names them in the open
 */
export const sealsSubject = (protocol: Protocol, visibility: Visibility): boolean =>
  protocol === 2 && (visibility === 'gm' || visibility === 'blind');

/** The parts of a roll entry, before the protocol's visibility rule splits them. */
export interface EntryParts {
  readonly protocol: Protocol;
  readonly visibility: Visibility;
  /** Seal a `public` roll too: a public answer to a request whose input is hidden. */
  readonly hidden?: boolean;
  /** In the open whatever the visibility: `type`, `visibility`, `epoch`, `nonce`, `request`. */
  readonly open: Readonly<Record<string, unknown>>;
  /** What it rolls (`{ system, test }`, or a notation): in the open unless {@link sealsSubject}. */
  readonly subject: Readonly<Record<string, unknown>>;
  /** What it drew and gave (`clientSeed`, `input`, `outcome`, `dice`): in the open for a public roll, else sealed. */
  readonly content: Readonly<Record<string, unknown>>;
  /** Shown beside the seal (an `outcome` roll's `result`). */
  readonly shown?: Readonly<Record<string, unknown>>;
  /** 64 hex digits of fresh randomness: needed when the entry is sealed. */
  readonly salt?: string;
}

/** An entry's fields (all but `seq`, `prev`, `at`, `by`, `hash`) and, when it seals one, its hidden part. */
export interface SplitEntry {
  readonly fields: Readonly<Record<string, unknown>>;
  /** The hidden part, salt included: what `sealed` is the seal of, and what its reveal publishes. */
  readonly hidden?: Readonly<Record<string, unknown>> & { readonly salt: string };
}

/**
 * Splits a roll entry into the fields the chain shows and the hidden part its seal covers.
 *
 * @example
 * const { fields, hidden } = splitEntry({
 *   protocol: 2, visibility: 'gm', open: { type: 'roll', visibility: 'gm', epoch: 1, nonce: 0 },
 *   subject: { system: 'd20-roll-under', test: 'check' }, content: { clientSeed, input, outcome, dice }, salt,
 * });
 * // fields: { type, visibility, epoch, nonce, sealed }; hidden: { system, test, clientSeed, input, outcome, dice, salt }
 */
export function splitEntry(parts: EntryParts): SplitEntry {
  const { open, subject, content } = parts;
  if (parts.visibility === 'public' && !parts.hidden) return { fields: { ...open, ...subject, ...content } };
  if (parts.salt === undefined) throw new Error('splitEntry: a sealed entry needs a salt');
  const secret = sealsSubject(parts.protocol, parts.visibility);
  const hidden = { ...(secret ? subject : {}), ...content, salt: parts.salt };
  return {
    fields: { ...open, ...(secret ? {} : subject), ...(parts.shown ?? {}), sealed: seal(hidden) },
    hidden,
  };
}

/** What a roll rolls. */
export interface RollSubject {
  readonly system: string;
  readonly test: string;
}

/**
 * What a roll (or a test of rounds' start) rolls, as far as a reader knows: from its entry, or (a protocol 2 `gm` or `blind` one) from
 * its hidden part once opened or revealed; undefined while that is sealed to this reader.
 *
 * @example
 * subjectOf(entry, view.opened.get(entry.seq)); // { system: 'd20-roll-under', test: 'check' }, or undefined
 */
export function subjectOf(
  entry: Pick<RollEntry, 'system' | 'test'> | Pick<RoundsStartedEntry, 'system' | 'test'>,
  content?: unknown,
): RollSubject | undefined {
  if (typeof entry.system === 'string' && typeof entry.test === 'string')
    return { system: entry.system, test: entry.test };
  const hidden = content as { system?: unknown; test?: unknown } | undefined;
  return typeof hidden?.system === 'string' && typeof hidden.test === 'string'
    ? { system: hidden.system, test: hidden.test }
    : undefined;
}
