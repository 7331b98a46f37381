import type { UnverifiableKind, VerifyResult } from './verify-result.js';

const KIND_TEXT: Readonly<Record<UnverifiableKind, string>> = {
  sealed: 'sealed',
  epoch: 'epoch not revealed',
};
const LISTED = 12;

/** `3f2a9c01b7de…`: enough of a hash to tell it apart, in a sentence. */
export const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

/** What a verdict checked without a head does not prove (issue 34, N5). */
export const NO_HEAD_TEXT =
  'Head: none given, so this is relative to no head: entries cut off the end, or cut from inside and re-chained by whoever wrote the file, would not show; a head a member kept (seq and hash) tells';

/**
 * The verdict in words, one line each: the headline first (what was proven: `Verified: ...`,
 * `Incomplete: ...` or `Failed: ...`), then the head checked (or, checked against none, what that leaves
 * unproven: {@link NO_HEAD_TEXT}), then the notes. The failures and the
 * entries not verifiable yet are in `result` for a caller to list.
 *
 * @example
 * describeVerdict(verifyLog(exported, registry))[0]; // verifyLog of @verdict/room
 * // 'Incomplete: chain intact to seq 13 (hash 3f2a9c01b7de…); 1 entry not verifiable yet (sealed): #9; log still open'
 */
export function describeVerdict(result: VerifyResult): string[] {
  const lines = [headline(result)];
  if (result.head?.seq !== undefined && result.status !== 'failed') {
    const after = result.last === undefined ? 0 : result.last.seq - result.head.seq;
    lines.push(
      `Head: seq ${result.head.seq} (hash ${shortHash(result.head.hash)}) is in the log${after > 0 ? `; ${after} ${after === 1 ? 'entry follows' : 'entries follow'} it` : ''}`,
    );
  } else if (result.head === undefined && result.status !== 'failed') lines.push(NO_HEAD_TEXT);
  for (const note of result.notes)
    lines.push(`Note: ${note.seq === null ? '' : `entry #${note.seq}: `}${note.message}`);
  return lines;
}

function headline(result: VerifyResult): string {
  if (result.status === 'failed') {
    const [first] = result.failures;
    const where = first?.seq === null || first === undefined ? 'the export' : `entry #${first.seq}`;
    const more = result.failures.length - 1;
    return `Failed: ${where}: ${first?.message ?? 'a check failed'}${more > 0 ? ` (and ${more} more ${more === 1 ? 'failure' : 'failures'})` : ''}`;
  }
  if (result.status === 'verified') return `Verified: closed log, all ${result.entries} entries checked`;
  const parts = [
    result.last === undefined
      ? 'chain intact'
      : `chain intact to seq ${result.last.seq} (hash ${shortHash(result.last.hash)})`,
  ];
  const seqs = [...new Set(result.unverifiable.map((u) => u.seq))];
  if (seqs.length > 0) {
    const kinds = (['sealed', 'epoch'] as const).filter((kind) =>
      result.unverifiable.some((u) => u.kind === kind),
    );
    const listed = seqs.slice(0, LISTED).map((seq) => `#${seq}`);
    if (seqs.length > LISTED) listed.push(`… (${seqs.length - LISTED} more)`);
    parts.push(
      `${seqs.length} ${seqs.length === 1 ? 'entry' : 'entries'} not verifiable yet (${kinds.map((k) => KIND_TEXT[k]).join(', ')}): ${listed.join(', ')}`,
    );
  }
  if (!result.closed) parts.push('log still open');
  return `Incomplete: ${parts.join('; ')}`;
}
