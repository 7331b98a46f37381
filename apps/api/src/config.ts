/**
 * The server's configuration from environment variables, checked with clear messages. Runtime-agnostic:
 * it reads a plain record, so a worker can pass its bindings and Node passes `process.env`.
 */

import { DEFAULT_REQUEST_DEADLINE_MS } from './compute/compute.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from './compute/encode.js';
import type { LogFormat } from './log.js';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './options.js';
import { DEFAULT_ROOM_LIMITS, HIDDEN_ANSWER_FLOOR_MS, type RoomLimits } from './rooms/options.js';
import { DEFAULT_STORAGE_QUOTA } from './rooms/quota.js';
import { SQLITE_BINDINGS, type SqliteBindingName } from './storage/sqlite-binding-names.js';

/** Defaults of the server's timeouts, in milliseconds. */
export const SERVER_DEFAULTS = {
  /** A connection that makes no progress (reading the request or writing the answer) this long is closed. */
  writeTimeoutMs: 10_000,
  /** A connection whose request headers have not all arrived this long after it opened is closed (slowloris). */
  headersTimeoutMs: 10_000,
  /** Connections open at most (never more than the process's open-file limit less 128: `serve.ts`). */
  maxConnections: 10_000,
  /** Connections open at most from one address (a table behind one NAT needs a few dozen); off behind TRUST_PROXY. */
  maxConnectionsPerAddress: 128,
  /** After SIGTERM, answers still in flight get this long to be sent before connections are cut. */
  shutdownGraceMs: 10_000,
} as const;

/** Everything the environment configures. */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly rateLimitPerMinute: number;
  readonly corsOrigins: '*' | readonly string[];
  readonly logFormat: LogFormat;
  /**
   * How many proxies in front of the server are trusted (0: none). The rate limit's client is then the
   * entry of `X-Forwarded-For` that many from the right: the address the outermost trusted proxy saw.
   */
  readonly trustProxy: number;
  /** The deadline of one request's work in a worker, in milliseconds. */
  readonly requestDeadlineMs: number;
  /** The largest answer sent, in bytes. */
  readonly maxResponseBytes: number;
  /** Worker threads for heavy work (0: run everything on the main thread, with no deadline). */
  readonly workers: number;
  /** The heap of one worker thread, in MB: a computation past it ends with its worker. */
  readonly workerMemoryMb: number;
  /** See {@link SERVER_DEFAULTS}. */
  readonly writeTimeoutMs: number;
  readonly headersTimeoutMs: number;
  readonly maxConnections: number;
  readonly maxConnectionsPerAddress: number;
  readonly shutdownGraceMs: number;
  /** Extra game-system packages to load (`VERDICT_SYSTEMS`, comma-separated). */
  readonly systems: readonly string[];
  /** Where the web app's build is (`WEB_DIST`), or undefined for the default. */
  readonly webDist?: string;
  /** Where the Owlbear Rodeo extension's build is (`OWLBEAR_DIST`), or undefined for the default. */
  readonly owlbearDist?: string;
  /** Origins besides Owlbear Rodeo's that may frame the extension (`OWLBEAR_ORIGINS`, comma-separated). */
  readonly owlbearOrigins?: readonly string[];
  /** The SQLite room store's folder (`VERDICT_DATA_DIR`, default `./.verdict`). */
  readonly dataDir: string;
  /**
   * SQLite's `synchronous` (`SQLITE_SYNCHRONOUS`, `normal` or `full`, default `normal`): with WAL, `normal` keeps
   * every acknowledged write through a crash of the process and may lose the last ones on a power loss; `full`
   * keeps them through a power loss too, with an fsync at every commit.
   */
  readonly sqliteSynchronous: 'normal' | 'full';
  /** `VERDICT_SQLITE`: `node:sqlite` or `better-sqlite3`; unset, the best this Node has (`storage/sqlite-binding.ts`). */
  readonly sqliteBinding?: SqliteBindingName;
  /** PostgreSQL for rooms instead of SQLite (`DATABASE_URL`). */
  readonly databaseUrl?: string;
  /** Rooms idle this many days are deleted (`ROOM_TTL_DAYS`, default 30; 0: rooms never expire). */
  readonly roomTtlDays: number;
  /**
   * How long after its arrival an answer to a hidden request is committed and sent (`HIDDEN_ANSWER_FLOOR_MS`,
   * 1,000): far past the hidden-answer budget's worst case, so when it shows does not tell its hidden input.
   */
  readonly hiddenAnswerFloorMs: number;
  /**
   * A room's limits (`rooms/options.ts`): `ROOM_MAX_ENTRIES` (100,000), `ROOM_MAX_BYTES` (100,000,000),
   * `ROOM_ENTRY_BYTES` (500,000), `ROOM_MAX_STREAMS` (1,000 a server), `ROOM_STREAMS_PER_CLIENT` (20 a
   * client address), `ROOM_STREAMS_PER_MEMBER` (5).
   */
  readonly roomLimits: RoomLimitsConfig;
  /**
   * Storage quotas (`rooms/quota.ts`): `STORAGE_CLIENT_BYTES_PER_DAY` (200,000,000 bytes of entries one client
   * address may write in 24 hours; 0 = no quota) and `STORAGE_RESERVE_BYTES` (500,000,000 free bytes kept for
   * the rooms in play: below them, no new room; 0 = none kept; SQLite's data directory only).
   */
  readonly storageQuota: { readonly bytesPerClientPerDay: number; readonly reserveBytes: number };
  /**
   * The server's public URL (`PUBLIC_URL`, a path prefix allowed), without a trailing slash: used in the
   * `/docs` examples and rooms' `joinUrl`. Undefined: the address the server listens on / the request's origin.
   */
  readonly publicUrl?: string;
  /** The Discord app (`DISCORD_PUBLIC_KEY` set): see {@link DiscordConfig}. */
  readonly discord?: DiscordConfig;
}

/** `DISCORD_PUBLIC_KEY` (turns it on), `DISCORD_APPLICATION_ID`, `DISCORD_API_BASE`, `DISCORD_USER_LIMIT_PER_MINUTE`. */
export interface DiscordConfig {
  readonly publicKey: string;
  readonly applicationId?: string;
  readonly apiBase?: string;
  readonly heavyPerUserPerMinute: number;
}

/** The room limits a server's configuration sets (the others keep their defaults). */
export type RoomLimitsConfig = Pick<
  RoomLimits,
  'entries' | 'roomBytes' | 'entryBytes' | 'streams' | 'streamsPerClient' | 'streamsPerMember'
>;

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the configuration: `HOST` (127.0.0.1), `PORT` (8787), `RATE_LIMIT_PER_MINUTE` (600, 0 = off),
 * `CORS_ORIGINS` (`*`, or a comma-separated list of origins), `LOG_FORMAT` (`text` | `json`),
 * `TRUST_PROXY` (number of trusted proxies; `true` = 1), `REQUEST_DEADLINE_MS` (2000),
 * `MAX_RESPONSE_BYTES` (1,000,000), `WORKERS` (`defaultWorkers`), `WORKER_MEMORY_MB` (512), `WRITE_TIMEOUT_MS` (10,000),
 * `SHUTDOWN_GRACE_MS` (10,000), `PUBLIC_URL`, `VERDICT_SYSTEMS`, `WEB_DIST`, `OWLBEAR_DIST`, `OWLBEAR_ORIGINS`, `VERDICT_DATA_DIR` (`./.verdict`),
 * `SQLITE_SYNCHRONOUS` (`normal` | `full`), `DATABASE_URL` (PostgreSQL), `ROOM_TTL_DAYS` (30; 0 = never expire), `HIDDEN_ANSWER_FLOOR_MS` (1,000; 50 to 60,000), the room limits (see {@link ServerConfig.roomLimits}), the storage quotas (see {@link ServerConfig.storageQuota}), and the Discord app's `DISCORD_PUBLIC_KEY`,
 * `DISCORD_APPLICATION_ID`, `DISCORD_API_BASE`, `DISCORD_USER_LIMIT_PER_MINUTE` (the bot token,
 * `DISCORD_BOT_TOKEN`, is only for `verdict discord register`; the server never needs it).
 *
 * @example
 * readConfig({ PORT: '0' }).port; // 0: any free port
 */
export function readConfig(
  env: Readonly<Record<string, string | undefined>>,
  defaultWorkers = 2,
): ServerConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const webDist = value('WEB_DIST');
  const owlbearDist = value('OWLBEAR_DIST');
  const owlbearOrigins = value('OWLBEAR_ORIGINS');
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('Unexpected DATABASE_URL, expected a postgres:// or postgresql:// URL');
  }
  const publicUrl = publicOrigin(value('PUBLIC_URL'));
  const int = (name: string, fallback: number, min: number, max: number) =>
    integer(name, value(name), { fallback, min, max });
  const discord = discordConfig(value, int);
  return {
    host: value('HOST') ?? '127.0.0.1',
    port: int('PORT', 8787, 0, 65_535),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE, 0, 1_000_000_000),
    corsOrigins: origins(value('CORS_ORIGINS')),
    logFormat: logFormat(value('LOG_FORMAT')),
    trustProxy: proxies(value('TRUST_PROXY')),
    requestDeadlineMs: int('REQUEST_DEADLINE_MS', DEFAULT_REQUEST_DEADLINE_MS, 1, 3_600_000),
    maxResponseBytes: int('MAX_RESPONSE_BYTES', DEFAULT_MAX_RESPONSE_BYTES, 1_024, 1_000_000_000),
    workers: int('WORKERS', defaultWorkers, 0, 64),
    workerMemoryMb: int('WORKER_MEMORY_MB', 512, 16, 65_536),
    writeTimeoutMs: int('WRITE_TIMEOUT_MS', SERVER_DEFAULTS.writeTimeoutMs, 1, 3_600_000),
    headersTimeoutMs: int('HEADERS_TIMEOUT_MS', SERVER_DEFAULTS.headersTimeoutMs, 100, 3_600_000),
    maxConnections: int('MAX_CONNECTIONS', SERVER_DEFAULTS.maxConnections, 1, 10_000_000),
    maxConnectionsPerAddress: int(
      'MAX_CONNECTIONS_PER_ADDRESS',
      SERVER_DEFAULTS.maxConnectionsPerAddress,
      1,
      10_000_000,
    ),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', SERVER_DEFAULTS.shutdownGraceMs, 0, 3_600_000),
    systems: list(value('VERDICT_SYSTEMS')),
    ...(webDist === undefined ? {} : { webDist }),
    ...(owlbearDist === undefined ? {} : { owlbearDist }),
    ...(owlbearOrigins === undefined
      ? {}
      : { owlbearOrigins: originList(owlbearOrigins, 'OWLBEAR_ORIGINS') }),
    dataDir: value('VERDICT_DATA_DIR') ?? './.verdict',
    sqliteSynchronous: synchronous(value('SQLITE_SYNCHRONOUS')),
    ...sqliteBinding(value('VERDICT_SQLITE')),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    roomTtlDays: int('ROOM_TTL_DAYS', 30, 0, 36_500),
    hiddenAnswerFloorMs: int('HIDDEN_ANSWER_FLOOR_MS', HIDDEN_ANSWER_FLOOR_MS, 50, 60_000),
    roomLimits: {
      entries: int('ROOM_MAX_ENTRIES', DEFAULT_ROOM_LIMITS.entries, 1, 100_000_000),
      roomBytes: int('ROOM_MAX_BYTES', DEFAULT_ROOM_LIMITS.roomBytes, 1_024, 1_000_000_000_000),
      entryBytes: int('ROOM_ENTRY_BYTES', DEFAULT_ROOM_LIMITS.entryBytes, 1_024, 1_000_000_000),
      streams: int('ROOM_MAX_STREAMS', DEFAULT_ROOM_LIMITS.streams, 1, 1_000_000),
      streamsPerClient: int('ROOM_STREAMS_PER_CLIENT', DEFAULT_ROOM_LIMITS.streamsPerClient, 1, 1_000_000),
      streamsPerMember: int('ROOM_STREAMS_PER_MEMBER', DEFAULT_ROOM_LIMITS.streamsPerMember, 1, 1_000_000),
    },
    storageQuota: {
      bytesPerClientPerDay: int(
        'STORAGE_CLIENT_BYTES_PER_DAY',
        DEFAULT_STORAGE_QUOTA.bytesPerClientPerDay,
        0,
        Number.MAX_SAFE_INTEGER,
      ),
      reserveBytes: int(
        'STORAGE_RESERVE_BYTES',
        DEFAULT_STORAGE_QUOTA.reserveBytes,
        0,
        Number.MAX_SAFE_INTEGER,
      ),
    },
    ...(publicUrl === undefined ? {} : { publicUrl }),
    ...(discord === undefined ? {} : { discord }),
  };
}

function discordConfig(
  value: (name: string) => string | undefined,
  int: (name: string, fallback: number, min: number, max: number) => number,
): DiscordConfig | undefined {
  const publicKey = value('DISCORD_PUBLIC_KEY');
  const applicationId = value('DISCORD_APPLICATION_ID');
  const apiBase = value('DISCORD_API_BASE');
  if (publicKey === undefined) {
    const stray = ['DISCORD_APPLICATION_ID', 'DISCORD_API_BASE', 'DISCORD_USER_LIMIT_PER_MINUTE'].find((n) =>
      value(n),
    );
    if (stray)
      throw new ConfigError(
        `${stray} is set but DISCORD_PUBLIC_KEY is not: set it to turn the Discord app on`,
      );
    return undefined;
  }
  if (!/^[0-9a-fA-F]{64}$/.test(publicKey)) {
    throw new ConfigError(
      "Unexpected DISCORD_PUBLIC_KEY, expected the 64 hex characters of the application's public key (Developer Portal, General Information)",
    );
  }
  if (applicationId !== undefined && !/^\d{1,20}$/.test(applicationId)) {
    throw new ConfigError(
      `Unexpected DISCORD_APPLICATION_ID=${JSON.stringify(applicationId)}, expected the application's id (digits)`,
    );
  }
  if (apiBase !== undefined && !/^https?:\/\/[^\s]+$/.test(apiBase)) {
    throw new ConfigError(
      `Unexpected DISCORD_API_BASE=${JSON.stringify(apiBase)}, expected a URL such as https://discord.com/api/v10`,
    );
  }
  return {
    publicKey,
    ...(applicationId === undefined ? {} : { applicationId }),
    ...(apiBase === undefined ? {} : { apiBase }),
    heavyPerUserPerMinute: int('DISCORD_USER_LIMIT_PER_MINUTE', 20, 0, 1_000_000),
  };
}

function sqliteBinding(raw: string | undefined): { sqliteBinding?: SqliteBindingName } {
  if (raw === undefined) return {};
  const found = SQLITE_BINDINGS.find((name) => name === raw.toLowerCase());
  if (found) return { sqliteBinding: found };
  throw new ConfigError(
    `Unexpected VERDICT_SQLITE=${JSON.stringify(raw)}, expected ${SQLITE_BINDINGS.join(' or ')} (or unset, for the best this Node has)`,
  );
}

function synchronous(raw: string | undefined): 'normal' | 'full' {
  if (raw === undefined) return 'normal';
  const lower = raw.toLowerCase();
  if (lower === 'normal' || lower === 'full') return lower;
  throw new ConfigError(`Unexpected SQLITE_SYNCHRONOUS=${JSON.stringify(raw)}, expected normal or full`);
}

function integer(
  name: string,
  raw: string | undefined,
  o: { fallback: number; min: number; max: number },
): number {
  if (raw === undefined) return o.fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < o.min || n > o.max) {
    throw new ConfigError(
      `Unexpected ${name}=${JSON.stringify(raw)}, expected an integer from ${o.min} to ${o.max}`,
    );
  }
  return n;
}

function proxies(raw: string | undefined): number {
  if (raw === undefined || raw === 'false') return 0;
  if (raw === 'true') return 1;
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  throw new ConfigError(
    `Unexpected TRUST_PROXY=${JSON.stringify(raw)}, expected the number of proxies in front of the server (0 to 99), or true/false`,
  );
}

function publicOrigin(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {}
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new ConfigError(
      `Unexpected PUBLIC_URL=${JSON.stringify(raw)}, expected an http(s) URL such as https://verdict.example (a path prefix is allowed)`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function origins(raw: string | undefined): '*' | string[] {
  if (raw === undefined || raw === '*') return '*';
  return originList(raw, 'CORS_ORIGINS', "'*' or origins");
}

/** Comma-separated origins (scheme and host, no path); the message names the variable. */
function originList(raw: string, name: string, expected = 'origins'): string[] {
  const items = list(raw);
  for (const origin of items) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin) {
      throw new ConfigError(
        `Unexpected origin ${JSON.stringify(origin)} in ${name}, expected ${expected} such as https://example.org (scheme and host, no path)`,
      );
    }
  }
  return items;
}

function logFormat(raw: string | undefined): LogFormat {
  if (raw === undefined || raw === 'text') return 'text';
  if (raw === 'json') return 'json';
  throw new ConfigError(`Unexpected LOG_FORMAT=${JSON.stringify(raw)}, expected 'text' or 'json'`);
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
