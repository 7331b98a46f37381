import type { RoomEntry } from '@verdict/fair';
import { entryShapeIssues, GENESIS_PREV, hashEntry } from '@verdict/fair';
import type { Findings } from './findings.js';
import { isObject } from './is-object.js';

/** An entry of the export whose shape is valid, with the seq that names it in findings. */
export interface CheckedEntry {
  readonly entry: RoomEntry;
  readonly seq: number;
}

/**
 * Point 1 of the protocol, and each entry's shape: seq runs 1..N, each prev is the previous hash, each
 * hash recomputes. Returns the entries whose shape is valid, in export order, for the later checks.
 */
export function checkChain(entries: readonly unknown[], findings: Findings): CheckedEntry[] {
  const valid: CheckedEntry[] = [];
  let previousHash: unknown = GENESIS_PREV;
  for (const [index, raw] of entries.entries()) {
    const position = index + 1;
    if (!isObject(raw)) {
      findings.fail(position, 'shape', `entry ${position} is not an object`);
      previousHash = undefined;
      continue;
    }
    const seq = Number.isSafeInteger(raw.seq) && (raw.seq as number) > 0 ? (raw.seq as number) : position;
    if (raw.seq !== position) {
      const why = Number.isSafeInteger(raw.seq) ? ': an entry is missing, repeated or out of order' : '';
      findings.fail(
        seq,
        'seq',
        `entry ${position} has seq ${JSON.stringify(raw.seq)}, expected ${position}${why}`,
      );
    }
    if (raw.prev !== previousHash) {
      findings.fail(
        seq,
        'prev',
        index === 0
          ? 'the first entry must name 64 zeros as prev'
          : `prev does not name the hash of the entry before it (entry ${position - 1})`,
      );
    }
    try {
      if (hashEntry(raw) !== raw.hash)
        findings.fail(seq, 'hash', 'hash does not match the entry: it was changed');
    } catch (error) {
      findings.fail(seq, 'hash', `the entry cannot be hashed: ${(error as Error).message}`);
    }
    const issues = entryShapeIssues(raw);
    for (const issue of issues) {
      findings.fail(seq, 'shape', `${String(raw.type)} entry, ${issue.path || 'entry'}: ${issue.message}`);
    }
    if (issues.length === 0) valid.push({ entry: raw as unknown as RoomEntry, seq });
    previousHash = raw.hash;
  }
  return valid;
}
