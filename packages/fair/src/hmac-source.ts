import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { RandomSource } from '@verdict/dice';
import { hasLoneSurrogate } from './canonical-json.js';
import { hex32ToBytes } from './hex.js';

/** The dice algorithm of protocol 1 rooms. Changing anything it derives needs a new name. */
export const ALGORITHM = 'hmac-sha256-v1';

/**
 * The dice algorithm of protocol 2 rooms: `hmac-sha256-v1` keyed per member. Each member's nonces count only
 * their own rolls, so two members may roll the same nonce; the member's key keeps their streams apart.
 */
export const ALGORITHM_V2 = 'hmac-sha256-v2';

/** The room protocols this package knows: 1 (a nonce per room and epoch) and 2 (a nonce per member and epoch). */
export const PROTOCOLS = [1, 2] as const;

/** A room protocol version (`protocol` of room.opened; absent means 1). */
export type Protocol = (typeof PROTOCOLS)[number];

/** The protocol a new room is opened with. */
export const PROTOCOL = 2 satisfies Protocol;

/** The dice algorithm of a protocol. */
export const algorithmOf = (protocol: Protocol) => (protocol === 2 ? ALGORITHM_V2 : ALGORITHM);

/** The longest client seed, in Unicode code points. */
export const MAX_CLIENT_SEED_LENGTH = 128;

/** What one generated roll of a room derives from. */
export interface HmacSeed {
  /** The epoch's server seed: 64 lowercase hex digits (32 bytes). */
  readonly serverSeed: string;
  /** The roller's client seed: 1-128 Unicode code points, hashed as UTF-8. */
  readonly clientSeed: string;
  /** The roll's index within its epoch (protocol 2: among its member's rolls): 0, 1, 2, ... */
  readonly nonce: number;
  /**
   * `hmac-sha256-v2` (protocol 2): the rolling member's id (the entry's `by`). The key is then
   * HMAC-SHA256(key = the server seed's 32 bytes, message = UTF-8 of `"member:<id>"`) instead of the seed.
   */
  readonly member?: string;
}

const utf8 = new TextEncoder();

/**
 * The word stream of `hmac-sha256-v1` as a {@link RandomSource}: block k is HMAC-SHA256(key = the server
 * seed's 32 bytes, message = UTF-8 of `"<clientSeed>:<nonce>:<k>"`), read as 8 big-endian unsigned 32-bit
 * words, then block k + 1. `@verdict/dice` draws a die of n sides from it exactly as the protocol says
 * (`rollDie`: a word at or above 2^32 - (2^32 mod n) is discarded, the face is word mod n + 1), so a tray on
 * this source rolls the protocol's faces. Invalid seeds or nonces are a `TypeError` naming the field.
 *
 * @example
 * const source = hmacSource({ serverSeed, clientSeed: 'table-1', nonce: 0 });
 * createTray({ source }).d(20, 'check'); // 16 for the protocol's test seed
 */
export function hmacSource(seed: HmacSeed): RandomSource {
  const { key, prefix } = checkSeed(seed);
  let block = 0;
  let words: DataView | undefined;
  let next = 8;
  return {
    nextUint32() {
      if (next === 8) {
        const digest = hmac(sha256, key, utf8.encode(`${prefix}${block++}`));
        words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
        next = 0;
      }
      return words!.getUint32(4 * next++, false);
    },
  };
}

/**
 * The first `count` words of a roll's stream, for verifiers and tests.
 *
 * @example
 * hmacWords({ serverSeed, clientSeed: 'table-1', nonce: 0 }, 2); // [1615476955, 275729195]
 */
export function hmacWords(seed: HmacSeed, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new TypeError('count must be a whole number from 0');
  const source = hmacSource(seed);
  return Array.from({ length: count }, () => source.nextUint32());
}

/**
 * The faces of dice with these sides, drawn in order from a roll's stream by the protocol's rejection rule.
 * A verifier passes the sides of a logged roll's dice and compares the faces.
 *
 * @example
 * hmacFaces({ serverSeed, clientSeed: 'table-1', nonce: 1, sides: [6, 6, 6, 6] }); // [3, 5, 4, 3]
 */
export function hmacFaces(seed: HmacSeed & { readonly sides: readonly number[] }): number[] {
  const source = hmacSource(seed);
  return seed.sides.map((sides, index) => {
    if (!Number.isSafeInteger(sides) || sides < 1 || sides > 2 ** 32)
      throw new TypeError(`sides[${index}] must be a whole number from 1 to 2^32, got ${sides}`);
    const limit = 2 ** 32 - (2 ** 32 % sides);
    let word = source.nextUint32();
    while (word >= limit) word = source.nextUint32();
    return (word % sides) + 1;
  });
}

/** Checks a seed's fields and returns the HMAC key and the message prefix `"<clientSeed>:<nonce>:"`. */
function checkSeed(seed: HmacSeed): { key: Uint8Array; prefix: string } {
  if (typeof seed !== 'object' || seed === null)
    throw new TypeError('expected { serverSeed, clientSeed, nonce }');
  const key = hex32ToBytes(seed.serverSeed, 'serverSeed');
  const clientSeedProblem = checkClientSeed(seed.clientSeed);
  if (clientSeedProblem) throw new TypeError(`clientSeed ${clientSeedProblem}`);
  if (!Number.isSafeInteger(seed.nonce) || seed.nonce < 0)
    throw new TypeError(`nonce must be a whole number from 0, got ${String(seed.nonce)}`);
  const prefix = `${seed.clientSeed}:${seed.nonce}:`;
  if (seed.member === undefined) return { key, prefix };
  if (typeof seed.member !== 'string' || seed.member.length === 0 || hasLoneSurrogate(seed.member))
    throw new TypeError('member must be a non-empty member id');
  return { key: memberKey(key, seed.member), prefix };
}

/** `hmac-sha256-v2`'s key of one member: HMAC-SHA256(the server seed's bytes, UTF-8 of `"member:<id>"`). */
const memberKey = (seedBytes: Uint8Array, member: string): Uint8Array =>
  hmac(sha256, seedBytes, utf8.encode(`member:${member}`));

/** Why a client seed is not valid (1-128 code points, well-formed UTF-16), or undefined when it is. */
export function checkClientSeed(clientSeed: unknown): string | undefined {
  if (typeof clientSeed !== 'string') return `must be a string, got ${typeof clientSeed}`;
  if (hasLoneSurrogate(clientSeed)) return 'must be valid Unicode text (it has a lone surrogate)';
  const length = [...clientSeed].length;
  if (length < 1 || length > MAX_CLIENT_SEED_LENGTH)
    return `must have 1-${MAX_CLIENT_SEED_LENGTH} characters, got ${length}`;
  return undefined;
}
