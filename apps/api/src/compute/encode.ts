import { VerdictError } from '@verdict/core';

/** The default cap on one response body: 1 MB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 1_000_000;

const encoder = new TextEncoder();

/**
 * A JSON answer as UTF-8 bytes, refused with `limit_exceeded` when it is over `maxBytes`: a small request
 * must not make the server send (and hold, for a slow reader) a body of hundreds of megabytes.
 *
 * @example
 * encodeJson({ total: 7 }, 1_000_000); // Uint8Array of '{"total":7}'
 */
export function encodeJson(value: unknown, maxBytes: number): Uint8Array {
  const text = JSON.stringify(value);
  // A UTF-16 length over 3x the cap is surely over it in UTF-8 too: refuse without encoding.
  const bytes = text.length > maxBytes * 3 ? undefined : encoder.encode(text);
  const size = bytes?.byteLength ?? text.length;
  if (bytes === undefined || size > maxBytes) throw responseTooLarge(size, maxBytes);
  return bytes;
}

/** The `limit_exceeded` error for an answer of `size` bytes over `maxBytes`. */
export function responseTooLarge(size: number, maxBytes: number): VerdictError {
  const message = `the answer would be ${size} bytes or more, at most ${maxBytes} are sent (MAX_RESPONSE_BYTES)`;
  return new VerdictError('limit_exceeded', `Response too large: ${message}`, [{ path: [], message }]);
}
