import { isHex64, type LogHead, shortHash, type VerifyOptions } from '@verdict/fair';
import type { Findings } from './findings.js';
import { isObject } from './is-object.js';

/** The last entry's seq and hash, when it has usable ones. */
export function lastOf(entries: readonly unknown[]): LogHead | undefined {
  const last = entries.at(-1);
  if (!isObject(last) || !Number.isSafeInteger(last.seq) || typeof last.hash !== 'string') return undefined;
  return { seq: last.seq as number, hash: last.hash };
}

/**
 * The export's own `head` (when present) must be its last entry: a file cut after it was exported still
 * names the head it was exported with. Shape problems are `format` failures.
 */
export function checkExportHead(head: unknown, last: LogHead | undefined, findings: Findings): void {
  if (
    !isObject(head) ||
    !Number.isSafeInteger(head.seq) ||
    (head.seq as number) < 1 ||
    !isHex64(head.hash) ||
    Object.keys(head).some((key) => key !== 'seq' && key !== 'hash')
  ) {
    findings.fail(null, 'format', 'head must be { seq, hash }: a positive seq and 64 lowercase hex digits');
    return;
  }
  const { seq, hash } = head as unknown as LogHead;
  if (last?.seq === seq && last.hash === hash) return;
  const ends =
    last === undefined
      ? 'its entries have no usable last entry'
      : `its entries end at seq ${last.seq} (hash ${shortHash(last.hash)})`;
  const why =
    last !== undefined && last.seq < seq ? 'entries were cut off' : 'it does not name its last entry';
  findings.fail(
    null,
    'head',
    `the export's head names seq ${seq} (hash ${shortHash(hash)}), but ${ends}: ${why}`,
  );
}

/**
 * The head a client saw live must be in the log: an entry with its hash (at its seq, when given). A log
 * cut before it fails here, where without a head it would only read as still open. Returns the head found.
 */
export function checkWantedHead(
  entries: readonly unknown[],
  wanted: NonNullable<VerifyOptions['head']>,
  last: LogHead | undefined,
  findings: Findings,
): { seq?: number; hash: string } {
  const { seq, hash } = wanted;
  if (!isHex64(hash) || (seq !== undefined && !(Number.isSafeInteger(seq) && seq > 0))) {
    findings.fail(
      null,
      'head',
      'the head to check against must be a positive seq and 64 lowercase hex digits',
    );
    return wanted;
  }
  const at = (s: number) => entries.find((e) => isObject(e) && e.seq === s) as { hash?: unknown } | undefined;
  if (seq === undefined) {
    const found = entries.find((e) => isObject(e) && e.hash === hash) as { seq?: unknown } | undefined;
    if (found === undefined) {
      findings.fail(
        null,
        'head',
        `the head hash ${shortHash(hash)} is not in the log: it was cut or changed after that head was seen`,
      );
      return { hash };
    }
    return typeof found.seq === 'number' ? { seq: found.seq, hash } : { hash };
  }
  const entry = at(seq);
  if (entry === undefined) {
    const ends = last === undefined ? 'the log has no usable last entry' : `the log ends at seq ${last.seq}`;
    findings.fail(
      null,
      'head',
      `${ends}, before the head seq ${seq} (hash ${shortHash(hash)}): entries were cut off`,
    );
  } else if (entry.hash !== hash) {
    findings.fail(
      null,
      'head',
      `entry #${seq} has hash ${shortHash(String(entry.hash))}, but the head names ${shortHash(hash)}: the log was changed after that head was seen`,
    );
  }
  return { seq, hash };
}
