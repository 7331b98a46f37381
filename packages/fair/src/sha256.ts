import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { hashingCount } from './hashing-count.js';
import { hex32ToBytes } from './hex.js';

const utf8 = new TextEncoder();

/**
 * Lowercase hex SHA-256 of a string (hashed as its UTF-8 bytes) or of raw bytes.
 *
 * @example
 * sha256Hex('abc'); // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function sha256Hex(data: string | Uint8Array): string {
  const bytes = typeof data === 'string' ? utf8.encode(data) : data;
  hashingCount.hashedBytes += bytes.length;
  return bytesToHex(sha256(bytes));
}

/**
 * The commitment to a server seed: lowercase hex SHA-256 of its 32 raw bytes (not of its hex text).
 * Published in the log when an epoch starts; the seed itself is revealed when the epoch ends.
 *
 * @example
 * commitment('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
 * // '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd'
 */
export function commitment(serverSeedHex: string): string {
  return sha256Hex(hex32ToBytes(serverSeedHex, 'serverSeed'));
}
