import { hexToBytes } from '@noble/hashes/utils.js';

/** 64 lowercase hexadecimal digits: a server seed, a salt, a commitment or an entry hash. */
export const HEX64 = /^[0-9a-f]{64}$/;

/** The hash that the first entry of a log names as its `prev`: 64 zeros. */
export const GENESIS_PREV = '0'.repeat(64);

/** Whether a value is 64 lowercase hexadecimal digits (32 bytes). */
export function isHex64(value: unknown): value is string {
  return typeof value === 'string' && HEX64.test(value);
}

/**
 * The 32 bytes of a server seed or salt written as 64 lowercase hex digits; anything else is a
 * `TypeError` naming `what` (uppercase digits are refused: the protocol writes them lowercase, so that
 * one seed has one spelling).
 */
export function hex32ToBytes(value: unknown, what: string): Uint8Array {
  if (!isHex64(value)) {
    const got = typeof value === 'string' ? `${value.length} characters` : typeof value;
    throw new TypeError(`${what} must be 64 lowercase hexadecimal digits (32 bytes), got ${got}`);
  }
  return hexToBytes(value);
}
