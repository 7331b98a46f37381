/**
 * @module
 * A room's export checked as a screen offers it, and what the check proved in words: the head typed (`SEQ:HASH` or
 * a bare hash, else a problem naming the field) or the one this screen kept live at the room; an export that ends
 * before the kept head checked against the entry this screen saw at its end (an earlier export, or a changed one);
 * and the verdict's headline, its sentences, each failure and each entry not verifiable yet, as a person reads
 * them. The web's verify page draws it; the popover's "Verify here" and the terminal can say the same words.
 */
import type { Registry } from '@verdict/core';
import { describeVerdict, type LogHead, shortHash, type VerifyResult } from '@verdict/fair';
import { verifyLog } from './verify-log.js';

/** The heads a screen kept live at its rooms (the web's `createSeenHeads` trail). */
export interface KeptHeads {
  /** The last head seen live at this room. */
  readonly last: (roomId: string) => LogHead | undefined;
  /** The hash of the entry `seq` as seen live at this room, if seen. */
  readonly hashAt: (roomId: string, seq: number) => string | undefined;
}

/** What `verifyExport` is given besides the export. */
export interface VerifyExportOptions {
  readonly engineVersion: string;
  /** The head typed in (empty: none). */
  readonly headText?: string;
  readonly kept?: KeptHeads;
  /** Who saw the heads, in the sentences ("this browser"; "this screen" by default). */
  readonly here?: string;
}

/** What a check proved, in words. */
export interface VerifyReport {
  readonly result: VerifyResult;
  /** The first sentence, for the heading ("Verified: closed log, all 20 entries checked"). */
  readonly headline: string;
  /** Which head it was checked against, or how an earlier export stands, when that is not the typed one. */
  readonly against?: string;
  /** The verdict's other sentences. */
  readonly lines: readonly string[];
  /** Each failure: "Entry #7 (dice): …", or "The export (format): …". */
  readonly failures: readonly string[];
  /** Each entry not verifiable yet: "Entry #9: …". */
  readonly unverifiable: readonly string[];
}

/**
 * `40:3f2a…` or a bare hash (64 hex digits), or a problem naming the field.
 *
 * @example
 * parseHeadField('40:' + 'ab'.repeat(32)); // { seq: 40, hash: 'abab…' }
 */
export function parseHeadField(value: string): { seq?: number; hash: string } | string {
  const match = /^(?:([1-9]\d{0,14}):)?([0-9a-fA-F]{64})$/.exec(value.trim());
  if (!match) return 'The head must be SEQ:HASH or HASH (64 hex digits), as the room page showed it';
  const hash = match[2]!.toLowerCase();
  return match[1] === undefined ? { hash } : { seq: Number(match[1]), hash };
}

/** An export's room id and last seq, where it reads as one. */
function outline(text: string): { roomId?: string; last?: number } {
  try {
    const entries = (JSON.parse(text) as { entries?: { seq?: unknown; room?: { id?: unknown } }[] }).entries;
    const id = entries?.[0]?.room?.id;
    const seq = entries?.at(-1)?.seq;
    return {
      ...(typeof id === 'string' ? { roomId: id } : {}),
      ...(typeof seq === 'number' && Number.isSafeInteger(seq) ? { last: seq } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * Verifies an export against the head typed, else the one kept at its room, and says what that proved; a head
 * typed wrong is a problem naming the field, and nothing is checked.
 *
 * @example
 * const checked = verifyExport(text, registry, { engineVersion, headText: '', here: 'this browser' });
 * if (checked.ok) show(checked.report.headline);
 */
export function verifyExport(
  text: string,
  registry: Registry,
  options: VerifyExportOptions,
): { readonly ok: true; readonly report: VerifyReport } | { readonly ok: false; readonly problem: string } {
  const { engineVersion, kept, here = 'this screen' } = options;
  const typed = options.headText?.trim() ? parseHeadField(options.headText) : undefined;
  if (typeof typed === 'string') return { ok: false, problem: typed };
  const { roomId, last } = outline(text);
  const keptHead = typed || roomId === undefined ? undefined : kept?.last(roomId);
  const check = (head?: { seq?: number; hash: string }) =>
    verifyLog(text, registry, { engineVersion, ...(head ? { head } : {}) });
  const result = check(typed ?? keptHead);
  // An export made earlier than the head kept here ends before it: checked against the entry this screen saw at
  // its end instead, it is an earlier export (the same entry) or a changed one (another hash).
  const seen =
    keptHead && roomId && result.status === 'failed' && last !== undefined && last < keptHead.seq
      ? kept?.hashAt(roomId, last)
      : undefined;
  if (keptHead && seen !== undefined && last !== undefined) {
    const earlier = check({ seq: last, hash: seen });
    const consistent = earlier.status !== 'failed';
    return {
      ok: true,
      report: report(earlier, {
        ...(consistent ? { headline: 'An earlier export of this room, consistent with what you saw' } : {}),
        against: `It ends at seq ${last}, an entry ${here} saw live${consistent ? ', with the same hash' : ''}; ${here} later saw the room up to seq ${keptHead.seq}, so ${keptHead.seq - last} entries came after this export.`,
      }),
    };
  }
  const against =
    keptHead && result.head
      ? `Checked against the head ${here} saw live at this room: seq ${result.head.seq} (hash ${shortHash(result.head.hash)}). A file exported before that fails here: type its head instead.`
      : undefined;
  return { ok: true, report: report(result, against ? { against } : {}) };
}

function report(result: VerifyResult, words: { headline?: string; against?: string }): VerifyReport {
  const verdict = describeVerdict(result);
  const [headline, ...lines] = words.headline ? [words.headline, ...verdict] : verdict;
  return {
    result,
    headline: headline ?? '',
    ...(words.against ? { against: words.against } : {}),
    lines,
    failures: result.failures.map(
      (f) => `${f.seq === null ? 'The export' : `Entry #${f.seq}`} (${f.check}): ${f.message}`,
    ),
    unverifiable: result.unverifiable.map((u) => `Entry #${u.seq}: ${u.reason}`),
  };
}
