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

/** Bytes as unpadded base64url (what tokens and invites look like). */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** `bytes` random bytes as unpadded base64url. */
export const randomToken = (bytes: number): string =>
  base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** A server seed or salt: 32 bytes, 64 hex digits. */
export const randomSeed = (): string => randomHex(32);

/** A bearer token or invite: 256 random bits. */
export const newSecret = (): string => randomToken(32);

/** A room or member id: 128 random bits, 32 hex digits. */
export const newId = (): string => randomHex(16);
