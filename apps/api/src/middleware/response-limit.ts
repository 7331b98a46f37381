import type { Context, MiddlewareHandler } from 'hono';
import { responseTooLarge } from '../compute/encode.js';
import { mapError } from '../http/errors.js';
import { problemResponse } from '../http/problem.js';
import { isJsonMediaType } from './require-json.js';

/**
 * A backstop for every route's JSON answers: one over `maxBytes` is replaced by a 422 `limit_exceeded`
 * naming the limit. The compute routes check their answers before sending them (in the worker, for
 * heavy ones), and set `Content-Length`; this catches any other route, such as ones added later, whose
 * JSON answer has no declared length. Other media types (the web app's files, streams) pass untouched, and
 * so does an answer its route marked {@link unboundedResponse} (a room's export: streamed, and bounded by
 * the room's own limits instead).
 *
 * @example
 * app.use(responseLimit(1_000_000));
 */
export function responseLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.get(UNBOUNDED)) return;
    const res = c.res;
    if (res.body === null || res.headers.has('content-length')) {
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > maxBytes) c.res = tooLarge(declared, maxBytes);
      return;
    }
    if (!isJsonMediaType(res.headers.get('content-type') ?? '')) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength > maxBytes) {
      c.res = undefined;
      c.res = tooLarge(bytes.byteLength, maxBytes);
      return;
    }
    const headers = new Headers(res.headers);
    headers.set('content-length', String(bytes.byteLength));
    c.res = undefined;
    c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers });
  };
}

const UNBOUNDED = 'verdict.unboundedResponse';

declare module 'hono' {
  interface ContextVariableMap {
    [UNBOUNDED]?: true;
  }
}

/**
 * Exempts this request's answer from {@link responseLimit}: for a route that streams an answer of a known,
 * otherwise bounded size (a room's export), which must never be buffered whole nor refused for its size.
 *
 * @example
 * unboundedResponse(c);
 * return new Response(exportStream(ctx, room), { headers });
 */
export function unboundedResponse(c: Context): void {
  c.set(UNBOUNDED, true);
}

function tooLarge(size: number, maxBytes: number): Response {
  return problemResponse(mapError(responseTooLarge(size, maxBytes)).problem);
}
