import type { MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import { problemOf } from '../http/errors.js';

/**
 * Refuses bodies over `maxBytes` with a 413. A declared `Content-Length` is checked from the header alone
 * (the HTTP parser then never reads past it); only a chunked body, with no length, is counted as it
 * streams in. Requests without a body pass untouched: touching `request.body` would make the Node
 * adapter build a full `Request` for every call, which costs more than a whole `/healthz`.
 *
 * @example
 * app.use(bodyLimit(64 * 1024));
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = (): never => {
    throw problemOf('payload_too_large', `The body is over the limit of ${maxBytes} bytes`);
  };
  const streaming = streamingBodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      const bytes = Number(length);
      if (!Number.isSafeInteger(bytes) || bytes < 0) {
        throw problemOf('malformed_json', `Unexpected Content-Length ${JSON.stringify(length)}`);
      }
      return bytes > maxBytes ? tooLarge() : next();
    }
    return streaming(c, next);
  };
}
