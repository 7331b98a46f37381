import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';
import type { ResponseSettled } from '../options.js';

/** Options of {@link requestLog}. */
export interface RequestLogOptions {
  readonly log: Logger;
  /** A monotonic clock in milliseconds (`performance.now`). */
  readonly now: () => number;
  /** Wall-clock time for the record's timestamp. */
  readonly date: () => Date;
  /** When the answer has left, or the client went away first (default: when the handler returns). */
  readonly settled?: ResponseSettled;
}

/** The status logged for a request whose client went away before its answer was sent (as nginx logs it). */
export const CLIENT_CLOSED = 499;

/**
 * Logs one record per request (method, path as sent, status, milliseconds) once its answer has left,
 * errors included: Hono turns a thrown error into the error handler's response before this middleware
 * sees it. A request whose client went away (during its upload, its work, or its answer) is logged with
 * status 499 and `aborted: true`, never as the status it would have had.
 *
 * @example
 * app.use(requestLog({ log: console.log, now: () => performance.now(), date: () => new Date() }));
 */
export function requestLog(options: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const start = options.now();
    await next();
    const status = c.res.status;
    const write = (sent: boolean) =>
      options.log({
        type: 'request',
        time: options.date().toISOString(),
        method: c.req.method,
        path: rawPath(c.req.url),
        status: sent ? status : CLIENT_CLOSED,
        ms: Math.round((options.now() - start) * 100) / 100,
        ...(sent ? {} : { aborted: true }),
      });
    if (c.req.raw.signal.aborted) write(false);
    else if (options.settled) void options.settled(c).then(write);
    else write(true);
  };
}

/** The URL's path as the client sent it, still percent-encoded: `%0a` stays `%0a`, never a newline. */
export function rawPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start < 0) return '/';
  const end = url.indexOf('?', start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}
