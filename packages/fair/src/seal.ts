import { canonicalJson } from './canonical-json.js';
import { isHex64 } from './hex.js';
import { sha256Hex } from './sha256.js';

/**
 * Seals the hidden part of an entry: lowercase hex SHA-256 of its JCS. The part must carry a `salt`
 * of 64 lowercase hex digits (32 random bytes from a secure source, fresh for each seal), so that a
 * small hidden value, such as a difficulty, cannot be found by hashing every candidate.
 *
 * @example
 * const content = { input: { value: 12 }, salt }; // salt: 64 hex digits from a secure source
 * const request = { ...fields, sealed: seal(content) }; // later: { type: 'reveal', of: seq, content }
 */
export function seal(hidden: { readonly salt: string; readonly [field: string]: unknown }): string {
  if (typeof hidden !== 'object' || hidden === null || Array.isArray(hidden))
    throw new TypeError('a sealed part must be an object');
  if (!isHex64(hidden.salt))
    throw new TypeError('a sealed part needs a salt of 64 lowercase hexadecimal digits (32 random bytes)');
  return sha256Hex(canonicalJson(hidden));
}

/**
 * Whether a revealed part is what was sealed: its seal equals `sealed`. Never throws: content that
 * cannot be sealed (no salt, not JSON) does not match.
 *
 * @example
 * revealMatches(entry.sealed, reveal.content); // true when the reveal is honest
 */
export function revealMatches(sealed: string, content: unknown): boolean {
  try {
    return isHex64(sealed) && seal(content as { salt: string }) === sealed;
  } catch {
    return false;
  }
}
