/**
 * @module
 * The Verdict HTTP API as a runtime-agnostic Hono app: no `node:` import here or below, so the same app
 * runs on Node (see `serve.ts`), Bun, Deno and edge workers. Everything platform-specific arrives in
 * {@link AppOptions}.
 */
import { describeRegistry } from '@verdict/core';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { ClientAbortError } from './compute/compute.js';
import { createJobEstimator } from './compute/cost.js';
import { createJobExecutor } from './compute/executor.js';
import { createJobRunner } from './compute/run-job.js';
import { estimateTestWork } from './compute/test-work.js';
import { discordRoutes } from './discord/routes.js';
import { mapError, problemOf } from './http/errors.js';
import { problemResponse } from './http/problem.js';
import { noteArrival } from './middleware/arrival.js';
import { bodyLimit } from './middleware/body-limit.js';
import { rateLimit } from './middleware/rate-limit.js';
import { CLIENT_CLOSED, requestLog } from './middleware/request-log.js';
import { requireJson } from './middleware/require-json.js';
import { responseLimit } from './middleware/response-limit.js';
import { framableWithoutXFrameOptions, webSecurityHeaders } from './middleware/web-csp.js';
import { allowedMethods } from './openapi/routes.js';
import { type AppOptions, resolveAppOptions } from './options.js';
import { roomRoutes } from './rooms/routes.js';
import { diceRoutes } from './routes/dice.js';
import { discoveryRoutes } from './routes/discovery.js';
import { referenceRoutes } from './routes/reference.js';
import { testRoutes } from './routes/tests.js';
import { toolRoutes } from './routes/tools.js';

/**
 * Creates the app: the contract's routes, problem+json errors, secure headers, CORS, a per-client rate
 * limit on `/v1/*` weighed by each request's estimated work, JSON-only request bodies of at most 64 KiB,
 * answers of at most 1 MB, engine work in the `compute` provider within a deadline, one log record per
 * request, and the web app at `/` under a Content-Security-Policy.
 *
 * @example
 * const app = createApp({ registry: createAppRegistry() });
 * const res = await app.request('/v1/roll', { method: 'POST', body: JSON.stringify({ notation: '2d6' }) });
 */
export function createApp(options: AppOptions): Hono {
  const o = resolveAppOptions(options);
  const app = new Hono();

  app.use(
    requestLog({
      log: o.log,
      now: o.clock.now,
      date: o.clock.date,
      ...(o.responseSettled ? { settled: o.responseSettled } : {}),
    }),
  );
  // Each request's work has a deadline from now, and waits for a worker in its client's lane.
  app.use('/v1/*', noteArrival({ now: o.clock.now, clientKey: o.clientKey }));
  // The API is meant to be called from other sites (bots' pages, VTT modules): its resources are cross-origin.
  app.use(framableWithoutXFrameOptions());
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(
    cors({
      origin: o.corsOrigins === '*' ? '*' : [...o.corsOrigins],
      credentials: false,
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type', 'authorization', 'idempotency-key', 'last-event-id'],
      exposeHeaders: ['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'idempotent-replayed'],
      maxAge: 600,
    }),
  );
  app.use('/v1/*', rateLimit({ perMinute: o.rateLimitPerMinute, now: o.clock.now, clientKey: o.clientKey }));
  app.use(requireJson());
  app.use(bodyLimit(o.maxBodyBytes));
  app.use(responseLimit(o.maxResponseBytes));

  // Every route's engine work (rooms' rolls and the Discord app included) runs through this one executor.
  const work = createJobExecutor({
    registry: o.registry,
    estimate: createJobEstimator(o.registry, estimateTestWork),
    ...(o.compute ? { compute: o.compute } : {}),
    deadlineMs: o.requestDeadlineMs,
    maxResponseBytes: o.maxResponseBytes,
    now: o.clock.now,
  });
  const answer = createJobRunner(work);
  // Every test's input as JSON Schema, converted once for the discovery routes, the OpenAPI document and the docs.
  const manifest = describeRegistry(o.registry);
  app.route('/', discoveryRoutes(o.registry, manifest));
  app.route('/', testRoutes({ registry: o.registry, random: o.random, answer }));
  app.route('/', toolRoutes({ registry: o.registry, answer }));
  app.route('/', diceRoutes({ random: o.random, answer }));
  app.route(
    '/',
    roomRoutes(o.rooms?.ctx, o.rooms?.hub, {
      work,
      maxResponseBytes: o.maxResponseBytes,
      clientKey: o.clientKey,
    }),
  );
  app.route('/', referenceRoutes(o.registry, o.publicUrl, manifest));
  if (o.discord) {
    const { registry, random, log, clock } = o;
    const rooms = o.rooms?.ctx;
    const context = {
      registry,
      random,
      log,
      now: clock.now,
      date: clock.date,
      work,
      manifest,
      ...(rooms ? { rooms } : {}),
    };
    app.route('/', discordRoutes(o.discord, context));
  }

  const web = o.web;
  app.get('*', webSecurityHeaders(), async (c) => {
    if (web === undefined || c.req.path === '/v1' || c.req.path.startsWith('/v1/')) return c.notFound();
    return (await web(c.req.raw)) ?? c.notFound();
  });

  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      const error = problemOf(
        'method_not_allowed',
        `${c.req.method} is not allowed on ${c.req.path}, expected ${allowed.filter((m) => m !== 'HEAD' && m !== 'OPTIONS').join(' or ')}`,
      );
      return problemResponse(error.problem, { allow: allowed.join(', ') });
    }
    return problemResponse(
      problemOf('not_found', `No route for ${c.req.method} ${c.req.path}: see /docs`).problem,
    );
  });

  app.onError((error, c) => {
    // The client went away (during its upload or its work): not a bug, and nobody reads the answer.
    if (error instanceof ClientAbortError || c.req.raw.signal.aborted) {
      return new Response(null, { status: CLIENT_CLOSED });
    }
    const mapped = mapError(error);
    if (mapped.unexpected) {
      o.log({
        type: 'error',
        time: o.clock.date().toISOString(),
        method: c.req.method,
        path: c.req.path,
        message: error instanceof Error ? `${error.name}: ${error.message}${codeOf(error)}` : String(error),
        // A bug's stack; a storage fault is not one (its message and code say what the operator must fix).
        ...(error instanceof Error && error.stack && mapped.problem.code === 'internal_error'
          ? { stack: error.stack }
          : {}),
      });
    }
    return problemResponse(mapped.problem, mapped.headers);
  });

  return app;
}

/** A driver's error code (`SQLITE_FULL`, `57P01`, `ECONNREFUSED`), for the log: ` (code)`, or ''. */
function codeOf(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? ` (${code})` : '';
}

export type { AppOptions, WebHandler } from './options.js';
