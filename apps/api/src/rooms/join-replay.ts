/**
 * `Idempotency-Key` on a join: the first answer (the member and its token) is remembered, in the join's
 * transaction, under the key for the room's callers without a seat yet. Whoever sends the same key, invite
 * and name gets that answer again, so a join's key must be hard to guess (16 characters at least; a UUID:
 * `idempotencyKey(header, { join: true })` of `@verdict/room`).
 * The token is remembered sealed: XORed with HMAC-SHA256(key = the invite, "verdict-join-token", the room
 * and the key), so the database still holds no usable token (only the invite's hash is stored).
 */
import { base64url } from './random.js';

/** The idempotency records' member id for joins: no member id is empty (ids are 32 hex digits). */
export const JOIN_SCOPE = '';

const utf8 = new TextEncoder();

async function pad(invite: string, roomId: string, key: string): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    utf8.encode(invite),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const message = utf8.encode(`verdict-join-token\u0000${roomId}\u0000${key}`);
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message));
}

/** A token (43 base64url characters, 32 bytes) as its sealed form: 64 hex digits. */
export async function sealToken(token: string, at: { invite: string; roomId: string; key: string }) {
  const bytes = fromBase64Url(token);
  const mask = await pad(at.invite, at.roomId, at.key);
  return Array.from(bytes, (b, i) => (b ^ mask[i]!).toString(16).padStart(2, '0')).join('');
}

/** The token a sealed form holds. */
export async function openToken(sealed: string, at: { invite: string; roomId: string; key: string }) {
  const mask = await pad(at.invite, at.roomId, at.key);
  const bytes = Uint8Array.from({ length: sealed.length / 2 }, (_, i) => {
    return Number.parseInt(sealed.slice(2 * i, 2 * i + 2), 16) ^ mask[i]!;
  });
  return base64url(bytes);
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  if (binary.length !== 32) throw new Error('A token is 32 bytes');
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
