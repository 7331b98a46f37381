import type { RollRecord } from '../play/roll-record.js';
import { decodeBase64Url, encodeBase64Url } from './base64url.js';

/** What a link opens: a test with an input, and a roll to replay when it carries a seed or dice. */
export interface SharedLink {
  readonly system: string;
  readonly test: string;
  readonly input?: unknown;
  readonly record?: RollRecord;
}

/**
 * The URL hash of a roll: `#system=…&test=…&input=<base64url JSON>&seed=…`, with `mode=rounds` for a play round
 * by round and `dice=15.7` (rounds: `8.5_7.10_2`) for entered faces. It replays exactly the same outcome.
 *
 * @example
 * shareHash({ system: 'd20-roll-under', test: 'check', input: { value: 12 }, mode: 'whole', dice: [15] });
 */
export function shareHash(link: SharedLink): string {
  const params = new URLSearchParams({ system: link.system, test: link.test });
  const input = link.record?.input ?? link.input;
  if (input !== undefined) params.set('input', encodeBase64Url(JSON.stringify(input)));
  const record = link.record;
  if (record) {
    if (record.mode === 'rounds') params.set('mode', 'rounds');
    if (record.seed !== undefined) params.set('seed', record.seed);
    if (record.dice !== undefined) params.set('dice', encodeDice(record));
  }
  return `#${params.toString()}`;
}

/** The full share URL of a roll, from the page's own address (works under any path). */
export function shareUrl(
  link: SharedLink,
  location: { origin: string; pathname: string; search: string },
): string {
  return `${location.origin}${location.pathname}${location.search}${shareHash(link)}`;
}

/** Reads a hash made by {@link shareHash}; undefined when it is not one, or says what is wrong with it. */
export function parseShareHash(hash: string): SharedLink | { error: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const system = params.get('system');
  const test = params.get('test');
  if (!system || !test) return undefined;
  let input: unknown;
  const rawInput = params.get('input');
  if (rawInput !== null) {
    try {
      input = JSON.parse(decodeBase64Url(rawInput));
    } catch {
      return { error: 'This link is damaged: its input cannot be read.' };
    }
  }
  const seed = params.get('seed') ?? undefined;
  const rawDice = params.get('dice') ?? undefined;
  const mode = params.get('mode') === 'rounds' ? 'rounds' : 'whole';
  if (seed === undefined && rawDice === undefined)
    return { system, test, ...(rawInput === null ? {} : { input }) };
  const dice = rawDice === undefined ? undefined : decodeDice(rawDice, mode);
  if (dice === null) return { error: 'This link is damaged: its dice cannot be read.' };
  const record: RollRecord = {
    system,
    test,
    input: input ?? {},
    mode,
    ...(seed === undefined ? {} : { seed }),
    ...(dice === undefined ? {} : { dice }),
  };
  return { system, test, input: record.input, record };
}

function encodeDice(record: RollRecord): string {
  if (record.mode === 'rounds') {
    return (record.dice as readonly (readonly number[])[]).map((round) => round.join('.')).join('_');
  }
  return (record.dice as readonly number[]).join('.');
}

function decodeDice(text: string, mode: 'whole' | 'rounds'): number[] | number[][] | null {
  const faces = (part: string) => (part === '' ? [] : part.split('.').map(Number));
  const valid = (list: number[]) => list.every((n) => Number.isSafeInteger(n));
  if (mode === 'rounds') {
    const rounds = text.split('_').map(faces);
    return rounds.every(valid) ? rounds : null;
  }
  const list = faces(text);
  return valid(list) ? list : null;
}
