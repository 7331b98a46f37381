import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log.js';

/** Options of {@link requestLog}. */
export interface RequestLogOptions {
  readonly log: Logger;
  /** A monotonic clock in milliseconds (`performance.now`). */
  readonly now: () => number;
  /** Wall-clock time for the record's timestamp. */
  readonly date: () => Date;
}

/**
 * Logs one record per request (method, path, status, milliseconds) once it is answered, errors included:
 * Hono turns a thrown error into the error handler's response before this middleware sees it.
 *
 * @example
 * app.use(requestLog({ log: console.log, now: () => performance.now(), date: () => new Date() }));
 */
export function requestLog(options: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const start = options.now();
    await next();
    options.log({
      type: 'request',
      time: options.date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((options.now() - start) * 100) / 100,
    });
  };
}
