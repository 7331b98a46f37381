import type { Registry } from '@verdict/core';
import { type RandomSource, secureSource } from '@verdict/dice';
import type { Context } from 'hono';
import { type Compute, DEFAULT_REQUEST_DEADLINE_MS } from './compute/compute.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from './compute/encode.js';
import type { DiscordOptions } from './discord/discord-options.js';
import type { Logger } from './log.js';
import type { RoomService } from './rooms/service.js';

/**
 * Serves the web app: answers a GET for a path outside the API, or `undefined` to fall through to a 404.
 * On Node it reads `apps/web/dist`; on an edge platform it would be the platform's asset binding.
 */
export type WebHandler = (request: Request) => Response | undefined | Promise<Response | undefined>;

/**
 * Tells when a request's answer has left: `true` once its last byte was handed to the network, `false`
 * when the client went away first. The request log waits for it, so a log line never says 200 for an
 * answer that was cut.
 */
export type ResponseSettled = (c: Context) => Promise<boolean>;

/** Everything platform-specific the app needs, passed in so the same app runs on Node, Bun, Deno and workers. */
export interface AppOptions {
  /** The game systems served. */
  readonly registry: Registry;
  /** The web app's files, or none (then `/` is a 404 and the API still works). */
  readonly web?: WebHandler;
  /** Where log records go (default: nowhere). */
  readonly log?: Logger;
  /** A clock in milliseconds for the rate limiter and timings (default: `performance.now` and `Date.now`). */
  readonly clock?: { readonly now: () => number; readonly date: () => Date };
  /** Requests per client per minute on `/v1/*`; 0 turns it off (default 600). */
  readonly rateLimitPerMinute?: number;
  /** Who a client is, for the rate limit (default: `'anonymous'`: one shared budget). */
  readonly clientKey?: (c: Context) => string;
  /** Origins allowed by CORS: `'*'` (the default: any origin, no credentials) or a list. */
  readonly corsOrigins?: '*' | readonly string[];
  /** Where fresh seeds come from (default: Web Crypto). */
  readonly random?: RandomSource;
  /** Request bodies larger than this are refused with a 413 (default 64 KiB). */
  readonly maxBodyBytes?: number;
  /** Answers larger than this are refused with a 422 `limit_exceeded` (default 1 MB). */
  readonly maxResponseBytes?: number;
  /**
   * Where heavy jobs run, with a deadline (Node: a worker pool). Default: inline, on the caller's thread,
   * where no deadline can stop a job.
   */
  readonly compute?: Compute;
  /** The deadline of one request's work in milliseconds, when a `compute` provider runs it (default 2,000). */
  readonly requestDeadlineMs?: number;
  /** The public origin shown in `/docs` examples (`https://verdict.example`); default: relative paths. */
  readonly publicUrl?: string | (() => string | undefined);
  /** When answers have left (see {@link ResponseSettled}); default: when the handler returns. */
  readonly responseSettled?: ResponseSettled;
  /** Rooms (see `createRoomService`); without them the room routes answer 503. */
  readonly rooms?: RoomService;
  /** Serve `POST /discord/interactions` (Verdict as a Discord app); off when absent. */
  readonly discord?: DiscordOptions;
}

/** The options with every default filled in. */
export type ResolvedAppOptions = Required<
  Omit<AppOptions, 'web' | 'rooms' | 'discord' | 'compute' | 'publicUrl' | 'responseSettled'>
> &
  Pick<AppOptions, 'web' | 'rooms' | 'discord' | 'compute' | 'responseSettled'> & {
    readonly publicUrl: () => string | undefined;
  };

/** The contract's body limit: 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The contract's default rate limit. */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/** Fills in the defaults. */
export function resolveAppOptions(options: AppOptions): ResolvedAppOptions {
  const publicUrl = options.publicUrl;
  return {
    registry: options.registry,
    web: options.web,
    rooms: options.rooms,
    log: options.log ?? (() => {}),
    clock: options.clock ?? { now: () => performance.now(), date: () => new Date() },
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    clientKey: options.clientKey ?? (() => 'anonymous'),
    corsOrigins: options.corsOrigins ?? '*',
    random: options.random ?? secureSource(),
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    discord: options.discord,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    compute: options.compute,
    requestDeadlineMs: options.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS,
    publicUrl: typeof publicUrl === 'function' ? publicUrl : () => publicUrl,
    responseSettled: options.responseSettled,
  };
}
