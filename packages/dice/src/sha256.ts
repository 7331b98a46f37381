// SHA-256 from @noble/hashes (audited, pure JavaScript, synchronous), so that seeding is pure and the
// same on every platform; Web Crypto's digest is asynchronous and would make every seeded roll async.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const utf8 = new TextEncoder();

/** The SHA-256 digest of a UTF-8 string, as eight big-endian 32-bit words. */
export function sha256Words(text: string): Uint32Array {
  const digest = sha256(utf8.encode(text));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  return Uint32Array.from({ length: 8 }, (_, i) => view.getUint32(4 * i, false));
}

/** The SHA-256 digest of a UTF-8 string, in lowercase hexadecimal. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8.encode(text)));
}
