import type { MiddlewareHandler } from 'hono';
import { problemOf } from '../http/errors.js';

/**
 * Refuses a request body that is not declared JSON with a 415, on every route. A web page can make a
 * browser send `text/plain`, form or multipart bodies to any address without a CORS preflight, so a
 * server on a user's machine would otherwise run whatever any page they visit posts to it; a JSON body
 * needs a preflight, which CORS answers. Requests without a body pass.
 *
 * @example
 * app.use(requireJson());
 */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    // Over HTTP/1.1 a body always declares its length or its chunking; a Request built in code may not.
    const hasBody =
      c.req.header('transfer-encoding') !== undefined ||
      (length !== undefined ? length !== '0' : c.req.raw.body !== null);
    const type = c.req.header('content-type');
    if (!hasBody || (type !== undefined && isJsonMediaType(type))) return next();
    const got = type === undefined ? 'no Content-Type' : `Content-Type ${JSON.stringify(type.slice(0, 100))}`;
    throw problemOf('unsupported_media_type', `Unexpected ${got}, expected application/json`, [
      { path: '', message: 'expected Content-Type: application/json' },
    ]);
  };
}

/** `application/json` or any `+json` type, with or without parameters (`; charset=utf-8`). */
export function isJsonMediaType(type: string): boolean {
  const essence = type.split(';', 1)[0]!.trim().toLowerCase();
  return essence === 'application/json' || (essence.startsWith('application/') && essence.endsWith('+json'));
}
