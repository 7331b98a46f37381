/**
 * Secrets and ids from Web Crypto (present in Node >= 20, browsers, Deno, Bun and workers): server seeds,
 * salts, tokens, invites, room and member ids, never from a predictable generator.
 */

const crypto = (globalThis as { crypto: { getRandomValues<T extends ArrayBufferView>(a: T): T } }).crypto;

/** `bytes` random bytes as lowercase hex. */
export function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `bytes` random bytes as unpadded base64url (what tokens and invites look like). */
export function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A server seed or salt: 32 bytes, 64 hex digits. */
export const randomSeed = (): string => randomHex(32);

/** A bearer token or invite: 256 random bits. */
export const newSecret = (): string => randomToken(32);

/** A room or member id: 128 random bits, 32 hex digits. */
export const newId = (): string => randomHex(16);
