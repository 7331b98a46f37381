/**
 * `Idempotency-Key` on the appending routes: inside the room's write transaction (so two retries racing
 * each other see one another), a key this member used before with the same route and body returns the
 * first answer; with another route or body it is a 409. Only a successful answer is remembered, in the
 * same transaction as its entry, so an answer is remembered exactly when its entry exists.
 */
import { canonicalJson, sha256Hex } from '@verdict/fair';
import { problemOf } from '../http/errors.js';
import type { IdempotencyRecord, RoomWriter } from './store/types.js';

/** A key: 1-255 visible ASCII characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The key of a request, checked, or undefined without one. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY.test(header)) {
    throw problemOf('invalid_parameter', 'Idempotency-Key must be 1-255 visible ASCII characters', [
      { path: 'header:Idempotency-Key', message: 'expected 1-255 visible ASCII characters' },
    ]);
  }
  return header;
}

/**
 * What identifies a request for its key: the route and the body's canonical JSON hash. A body canonical
 * JSON cannot write (a member named `toJSON`, which the log's hashing refuses too) is a 422 naming it.
 */
export function fingerprint(route: string, body: unknown): { route: string; bodyHash: string } {
  let canonical: string;
  try {
    canonical = canonicalJson(body ?? null);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // "$.input.toJSON: ..." -> the JSON Pointer "/input" and what is wrong there.
    const [, where = '$', what = error.message] = /^(\$[^:]*): (.*)$/.exec(error.message) ?? [];
    const path = where
      .slice(1)
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean);
    const pointer = path.map((p) => `/${p.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
    throw problemOf('invalid_body', `${pointer || '(body)'}: ${what}`, [{ path: pointer, message: what }]);
  }
  return { route, bodyHash: sha256Hex(canonical) };
}

/** The first answer for this key, or undefined for a new key; a conflicting reuse is a 409. */
export async function replay(
  tx: RoomWriter,
  memberId: string,
  key: string,
  print: { route: string; bodyHash: string },
): Promise<IdempotencyRecord | undefined> {
  const record = await tx.idempotency(memberId, key);
  if (!record) return undefined;
  if (record.route !== print.route || record.bodyHash !== print.bodyHash) {
    throw problemOf(
      'idempotency_conflict',
      `Idempotency-Key ${JSON.stringify(key)} was used for ${record.route === print.route ? 'another body' : `another route (${record.route})`}`,
    );
  }
  return record;
}
