/**
 * @module
 * What a room client checks as the log arrives (issue 34, fairplay.md N3b, N3c, N4): each entry's `hash`
 * recomputed and its `prev` the hash before it; the room's rules (`entryProblems`, the verifier's: nonces,
 * epochs' counts, re-used commitments, reveals against their seals); a sealed entry's hidden part shown to
 * this member against its seal; and in every roll this member wrote, the test (system and test id), client
 * seed and input it sent, where the log shows them (in the open, or in the hidden part once this member may
 * open it or it is revealed: a GM's secret roll is checked so), and, once its epoch's server seed is revealed,
 * its dice recomputed from the seeds. Each mismatch is a {@link RoomWarning}, never silent. Pure.
 */
import {
  canonicalJson,
  GENESIS_PREV,
  hashEntry,
  hmacFaces,
  type RollEntry,
  type RoomEntry,
  revealMatches,
  subjectOf,
} from '@verdict/fair';
import { entryProblems } from '../rules/entry-rules.js';
import { applyEntry, emptyRoomState } from '../rules/state.js';

/** A mismatch a client found in the log the server sent: which entry, which check, and what is wrong. */
export interface RoomWarning {
  readonly seq: number;
  /**
   * `hash`, `prev`, `seal` (a hidden part shown to me), `test` (my system and test), `seed` (my client seed),
   * `input` (my input), `dice` (my dice, recomputed), or a rule's check.
   */
  readonly check: string;
  readonly message: string;
}

/** What this member sent for a roll: its test, its client seed (generated dice) and the input fields it gave. */
export interface SentRoll {
  /** The system and test it rolled (none for an answer: its request names them). */
  readonly system?: string;
  readonly test?: string;
  readonly clientSeed?: string;
  readonly input?: unknown;
}

interface MyRoll {
  readonly entry: RollEntry;
  readonly sent: SentRoll;
  content?: Record<string, unknown>;
  diceChecked?: boolean;
}

/** The live checks of one client: feed it every entry in order, and what this member sent and opened. */
export interface LiveCheck {
  /** Checks the next entry of the log (seq after the last checked); returns the warnings it raised. */
  entry(entry: RoomEntry): RoomWarning[];
  /** This member's roll entry (as the server answered it) and what the member sent for it. */
  sent(entry: RoomEntry, sent: SentRoll, content?: unknown): RoomWarning[];
  /** A hidden part opened (the private route, or a reveal): checked when it is one of this member's rolls. */
  opened(seq: number, content: unknown): RoomWarning[];
}

/**
 * @example
 * const check = createLiveCheck(() => me?.id);
 * check.entry(entry); // [{ seq: 7, check: 'hash', message: 'entry #7: its hash does not match its fields' }]
 */
export function createLiveCheck(): LiveCheck {
  const state = emptyRoomState();
  const mine = new Map<number, MyRoll>();
  let lastHash = GENESIS_PREV;

  const checkMine = (roll: MyRoll): RoomWarning[] => {
    const warnings: RoomWarning[] = [];
    const { entry, sent } = roll;
    const parts =
      entry.visibility === 'public' && !('sealed' in entry)
        ? (entry as unknown as Record<string, unknown>)
        : roll.content;
    if (!parts) return warnings;
    const seq = entry.seq;
    const subject = subjectOf(entry, roll.content);
    if (
      subject &&
      sent.system !== undefined &&
      sent.test !== undefined &&
      (subject.system !== sent.system || subject.test !== sent.test)
    )
      warnings.push({
        seq,
        check: 'test',
        message: `entry #${seq}: your roll's test is ${subject.system} ${subject.test} in the log, but you sent ${sent.system} ${sent.test}`,
      });
    if (sent.clientSeed !== undefined && parts.clientSeed !== sent.clientSeed)
      warnings.push({
        seq,
        check: 'seed',
        message: `entry #${seq}: your roll's client seed is ${JSON.stringify(parts.clientSeed)} in the log, but you sent ${JSON.stringify(sent.clientSeed)}`,
      });
    if (isRecord(sent.input) && isRecord(parts.input)) {
      for (const [field, value] of Object.entries(sent.input)) {
        if (value === undefined) continue; // not sent: JSON drops it
        const logged = jsonText((parts.input as Record<string, unknown>)[field]);
        if (logged !== jsonText(value))
          warnings.push({
            seq,
            check: 'input',
            message: `entry #${seq}: your roll's input ${field} is ${logged} in the log, but you sent ${jsonText(value)}`,
          });
      }
    }
    warnings.push(...checkDice(roll, parts));
    return warnings;
  };

  const checkDice = (roll: MyRoll, parts: Record<string, unknown>): RoomWarning[] => {
    const { entry } = roll;
    const serverSeed = state.seeds.get(entry.epoch);
    if (roll.diceChecked || serverSeed === undefined || entry.nonce === undefined) return [];
    const dice = parts.dice as { sides: number; face: number }[] | undefined;
    if (!Array.isArray(dice) || typeof parts.clientSeed !== 'string') return [];
    roll.diceChecked = true;
    const member = state.protocol === 2 && entry.by !== null ? { member: entry.by } : {};
    const sides = dice.map((d) => d.sides);
    try {
      const faces = hmacFaces({
        serverSeed,
        clientSeed: parts.clientSeed,
        nonce: entry.nonce,
        sides,
        ...member,
      });
      if (faces.every((face, i) => face === dice[i]!.face)) return [];
      return [
        {
          seq: entry.seq,
          check: 'dice',
          message: `entry #${entry.seq}: your roll's dice are ${dice.map((d) => d.face).join(', ')}, but the seeds give ${faces.join(', ')}`,
        },
      ];
    } catch (error) {
      return [{ seq: entry.seq, check: 'dice', message: `entry #${entry.seq}: ${(error as Error).message}` }];
    }
  };

  return {
    entry(entry) {
      const warnings: RoomWarning[] = [];
      const seq = entry.seq;
      if (entry.prev !== lastHash)
        warnings.push({
          seq,
          check: 'prev',
          message: `entry #${seq}: its prev is not the hash of the entry before it: the log was changed`,
        });
      let hash: string | undefined;
      try {
        hash = hashEntry(entry);
      } catch {
        hash = undefined;
      }
      if (hash !== entry.hash)
        warnings.push({
          seq,
          check: 'hash',
          message: `entry #${seq}: its hash does not match its fields: it was changed after it was hashed`,
        });
      for (const problem of entryProblems(state, entry))
        warnings.push({ seq, check: problem.check, message: `entry #${seq}: ${problem.message}` });
      applyEntry(state, entry);
      lastHash = entry.hash;
      if (entry.type === 'reveal') warnings.push(...this.opened(entry.of, entry.content));
      const mineNow = mine.get(seq);
      if (mineNow && mineNow.entry.hash !== entry.hash)
        warnings.push({
          seq,
          check: 'hash',
          message: `entry #${seq}: the log shows another entry than the one the server answered your roll with`,
        });
      // An epoch's seed revealed: this member's rolls of that epoch can be recomputed now.
      if (entry.type === 'epoch.rotated' || entry.type === 'room.closed')
        for (const roll of mine.values()) {
          const parts =
            roll.entry.visibility === 'public' && !('sealed' in roll.entry)
              ? (roll.entry as unknown as Record<string, unknown>)
              : roll.content;
          if (parts) warnings.push(...checkDice(roll, parts));
        }
      return warnings;
    },
    sent(entry, sent, content) {
      if (entry.type !== 'roll') return [];
      // A hidden part its seal does not commit to: what this member is shown is not what its reveal will be.
      if (content !== undefined && 'sealed' in entry && !revealMatches(entry.sealed, content))
        return [unsealed(entry.seq)];
      const roll: MyRoll = { entry, sent, ...(isRecord(content) ? { content } : {}) };
      mine.set(entry.seq, roll);
      return checkMine(roll);
    },
    opened(seq, content) {
      const target = state.sealed.get(seq);
      if (target && !revealMatches(target.seal, content)) return [unsealed(seq)];
      const roll = mine.get(seq);
      if (!roll || roll.content !== undefined || !isRecord(content)) return [];
      roll.content = content;
      return checkMine(roll);
    },
  };
}

const unsealed = (seq: number): RoomWarning => ({
  seq,
  check: 'seal',
  message: `entry #${seq}: the hidden part the server showed you is not what the entry's seal commits to: its reveal will differ`,
});

/** At most this many warnings are listed one by one (the rest are counted). */
const LISTED = 5;

/**
 * The warning every screen shows, loudly, when the client found mismatches: a headline, then each one (the
 * first few). Undefined when there is none.
 *
 * @example
 * warningLines(snapshot.warnings)?.[0]; // 'Warning: this log does not check out. 1 entry the server sent fails ...'
 */
export function warningLines(warnings: readonly RoomWarning[]): string[] | undefined {
  if (warnings.length === 0) return undefined;
  const seqs = new Set(warnings.map((w) => w.seq)).size;
  const lines = [
    `Warning: this log does not check out. ${seqs} ${seqs === 1 ? 'entry' : 'entries'} the server sent ${seqs === 1 ? 'fails' : 'fail'} your client's checks: keep your head, export the log and verify it.`,
    ...warnings.slice(0, LISTED).map((w) => w.message),
  ];
  if (warnings.length > LISTED) lines.push(`… and ${warnings.length - LISTED} more`);
  return lines;
}

/** A value as canonical JSON, or `nothing` where the log has none (or what is there is not JSON): never throws. */
function jsonText(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    return canonicalJson(value);
  } catch {
    return 'not JSON';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
