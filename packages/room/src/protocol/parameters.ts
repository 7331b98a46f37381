/**
 * @module
 * The protocol's rules for what a request carries besides its body: an `Idempotency-Key` (which requests
 * are the same, and when reusing a key is a conflict), the whole-number parameters of the reads
 * (`after`, `limit`, `Last-Event-ID`), and no token in a URL. Each check answers the value or a refusal naming the parameter;
 * a server turns the refusal into its problem answer.
 */
import { canonicalJson, sha256Hex } from '@verdict/fair';

/**
 * A parameter the protocol refuses: the problem's code, a message, where (`header:…`, `query:…`, a JSON
 * Pointer into the body) and what is wrong there.
 */
export interface ParameterRefusal {
  readonly code: 'invalid_parameter' | 'invalid_body' | 'idempotency_conflict';
  readonly message: string;
  readonly path?: string;
  readonly issue?: string;
}

/** A checked parameter: its value, or why it is refused. */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly refusal: ParameterRefusal };

/** What identifies a request for its `Idempotency-Key`: its route and its body's canonical JSON hash. */
export interface Fingerprint {
  readonly route: string;
  readonly bodyHash: string;
}

/** A key: 1-255 visible ASCII characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** A join's key must be hard to guess: whoever sends the same key, invite and name gets the seat. */
const JOIN_KEY_MIN = 16;

const refuse = (code: ParameterRefusal['code'], message: string, path: string, issue: string) =>
  ({ ok: false, refusal: { code, message, path, issue } }) as const;

/**
 * The `Idempotency-Key` header, checked (undefined without one). A join's key (`join: true`) must be at
 * least 16 characters.
 *
 * @example
 * idempotencyKey('retry-7'); // { ok: true, value: 'retry-7' }
 * idempotencyKey('retry-7', { join: true }).ok; // false: too short for a join
 */
export function idempotencyKey(
  header: string | undefined,
  { join = false }: { readonly join?: boolean } = {},
): Checked<string | undefined> {
  if (header === undefined) return { ok: true, value: undefined };
  if (!KEY.test(header)) {
    return refuse(
      'invalid_parameter',
      'Idempotency-Key must be 1-255 visible ASCII characters',
      'header:Idempotency-Key',
      'expected 1-255 visible ASCII characters',
    );
  }
  if (join && header.length < JOIN_KEY_MIN) {
    return refuse(
      'invalid_parameter',
      "A join's Idempotency-Key must be at least 16 characters (a random UUID): whoever sends the same key, invite and name gets the seat",
      'header:Idempotency-Key',
      'expected at least 16 characters for a join',
    );
  }
  return { ok: true, value: header };
}

/**
 * The fingerprint of a request for its key. A body canonical JSON cannot write (a member named `toJSON`,
 * which the log's hashing refuses too) is refused as `invalid_body`, naming where.
 *
 * @example
 * fingerprint('rolls', { system: 'd20-roll-under', test: 'check', input: { value: 12 } });
 * // { ok: true, value: { route: 'rolls', bodyHash: '…' } }
 */
export function fingerprint(route: string, body: unknown): Checked<Fingerprint> {
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
    return refuse('invalid_body', `${pointer || '(body)'}: ${what}`, pointer, what);
  }
  return { ok: true, value: { route, bodyHash: sha256Hex(canonical) } };
}

/**
 * Whether a key's first request (`first`) and this one are the same request: undefined when they are (the
 * first answer is replayed), else the conflict (409) saying what differs.
 *
 * @example
 * keyConflict('k', { route: 'rolls', bodyHash: 'a' }, { route: 'reveals', bodyHash: 'a' })?.message;
 * // 'Idempotency-Key "k" was used for another route (rolls)'
 */
export function keyConflict(key: string, first: Fingerprint, now: Fingerprint): ParameterRefusal | undefined {
  if (first.route === now.route && first.bodyHash === now.bodyHash) return undefined;
  const what = first.route === now.route ? 'another body' : `another route (${first.route})`;
  return {
    code: 'idempotency_conflict',
    message: `Idempotency-Key ${JSON.stringify(key)} was used for ${what}`,
  };
}

/**
 * A whole-number parameter from `min` to `max`, or undefined when absent. `name` is where it came from
 * (`after`, `query:lastEventId`, `header:Last-Event-ID`); a bare name is a query parameter.
 *
 * @example
 * wholeNumber('50', 'limit', 1, 1000); // { ok: true, value: 50 }
 * wholeNumber('0', 'limit', 1, 1000).ok; // false: 'limit must be a whole number from 1 to 1000, got "0"'
 */
export function wholeNumber(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
): Checked<number | undefined> {
  if (raw === undefined) return { ok: true, value: undefined };
  const value = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (value >= min && value <= max) return { ok: true, value };
  const label = name.replace(/^(query|header):/, '');
  return refuse(
    'invalid_parameter',
    `${label} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw.slice(0, 40))}`,
    name.includes(':') ? name : `query:${name}`,
    `expected a whole number from ${min} to ${max}`,
  );
}

/**
 * Where an event stream resumes: `Last-Event-ID` (the header winning over `?lastEventId=`, which
 * `EventSource` cannot send as a header), 0 without either; refused past the room's last entry.
 *
 * @example
 * lastEventId({ header: '12' }, 40); // { ok: true, value: 12 }
 * lastEventId({ query: '41' }, 40).ok; // false: "Last-Event-ID 41 is past the room's last entry (40)"
 */
export function lastEventId(
  given: { readonly header?: string | undefined; readonly query?: string | undefined },
  lastSeq: number,
): Checked<number> {
  const where = given.header === undefined ? 'query:lastEventId' : 'header:Last-Event-ID';
  const checked = wholeNumber(given.header ?? given.query, where, 0, Number.MAX_SAFE_INTEGER);
  if (!checked.ok) return checked;
  const after = checked.value ?? 0;
  if (after <= lastSeq) return { ok: true, value: after };
  return refuse(
    'invalid_parameter',
    `Last-Event-ID ${after} is past the room's last entry (${lastSeq})`,
    where,
    `the room's last entry is ${lastSeq}`,
  );
}

/**
 * The query parameters that would put a secret in a URL, where proxies' logs, the browser's history and
 * `Referer` keep it, and where each goes instead: a member's token (`access_token`) and a room's invite
 * (`invite`, which lets anyone join). Refused on every room route, so that a client sending one learns at once.
 */
export const TOKEN_QUERY_PARAMETERS: Readonly<Record<string, string>> = {
  access_token: 'send the token in the header Authorization: Bearer <token>',
  invite: 'send the invite in the JSON body ({ "invite": … })',
};

/**
 * Refuses a request whose query carries a secret (`?access_token=`, `?invite=`): a token goes only in
 * `Authorization`, an invite only in a body.
 *
 * @example
 * noTokenInQuery(['after', 'limit']); // { ok: true, value: undefined }
 * noTokenInQuery(['access_token']).ok; // false: the refusal names query:access_token
 */
export function noTokenInQuery(names: Iterable<string>): Checked<undefined> {
  for (const name of names) {
    const instead = Object.hasOwn(TOKEN_QUERY_PARAMETERS, name) ? TOKEN_QUERY_PARAMETERS[name] : undefined;
    if (instead === undefined) continue;
    return refuse(
      'invalid_parameter',
      `A ${name === 'invite' ? 'room invite' : 'token'} is never taken from a URL (proxies, logs, history and Referer keep URLs): remove ?${name}= and ${instead}`,
      `query:${name}`,
      `never in the URL: ${instead}`,
    );
  }
  return { ok: true, value: undefined };
}
