/**
 * The server's configuration from environment variables, checked with clear messages. Runtime-agnostic:
 * it reads a plain record, so a worker can pass its bindings and Node passes `process.env`.
 */

import type { LogFormat } from './log.js';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './options.js';

/** Everything the environment configures. */
export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly rateLimitPerMinute: number;
  readonly corsOrigins: '*' | readonly string[];
  readonly logFormat: LogFormat;
  /** Use the first address of `X-Forwarded-For` as the client (only behind a proxy you trust). */
  readonly trustProxy: boolean;
  /** Extra game-system packages to load (`VERDICT_SYSTEMS`, comma-separated). */
  readonly systems: readonly string[];
  /** Where the web app's build is (`WEB_DIST`), or undefined for the default. */
  readonly webDist?: string;
  /** The SQLite room store's folder (`VERDICT_DATA_DIR`, default `./.verdict`). */
  readonly dataDir: string;
  /** PostgreSQL for rooms instead of SQLite (`DATABASE_URL`). */
  readonly databaseUrl?: string;
  /** Rooms idle this many days are deleted (`ROOM_TTL_DAYS`, default 30). */
  readonly roomTtlDays: number;
  /** The web app's public origin for rooms' `joinUrl` (`PUBLIC_URL`), or undefined: the request's origin. */
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

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the configuration: `HOST` (127.0.0.1), `PORT` (8787), `RATE_LIMIT_PER_MINUTE` (600, 0 = off),
 * `CORS_ORIGINS` (`*`, or a comma-separated list of origins), `LOG_FORMAT` (`text` | `json`),
 * `TRUST_PROXY` (`1`/`true`), `VERDICT_SYSTEMS`, `WEB_DIST`, `VERDICT_DATA_DIR` (`./.verdict`),
 * `DATABASE_URL` (PostgreSQL), `ROOM_TTL_DAYS` (30), `PUBLIC_URL`, and the Discord app's `DISCORD_PUBLIC_KEY`,
 * `DISCORD_APPLICATION_ID`, `DISCORD_API_BASE`, `DISCORD_USER_LIMIT_PER_MINUTE` (the bot token,
 * `DISCORD_BOT_TOKEN`, is only for `verdict discord register`; the server never needs it).
 *
 * @example
 * readConfig({ PORT: '0' }).port; // 0: any free port
 */
export function readConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const webDist = value('WEB_DIST');
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('Unexpected DATABASE_URL, expected a postgres:// or postgresql:// URL');
  }
  const publicUrl = value('PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(publicUrl)) {
    throw new ConfigError(`Unexpected PUBLIC_URL=${JSON.stringify(publicUrl)}, expected an http(s) URL`);
  }
  const discord = discordConfig(value);
  return {
    host: value('HOST') ?? '127.0.0.1',
    port: integer('PORT', value('PORT'), { fallback: 8787, max: 65_535 }),
    rateLimitPerMinute: integer('RATE_LIMIT_PER_MINUTE', value('RATE_LIMIT_PER_MINUTE'), {
      fallback: DEFAULT_RATE_LIMIT_PER_MINUTE,
      max: 1_000_000_000,
    }),
    corsOrigins: origins(value('CORS_ORIGINS')),
    logFormat: logFormat(value('LOG_FORMAT')),
    trustProxy: flag('TRUST_PROXY', value('TRUST_PROXY')),
    systems: list(value('VERDICT_SYSTEMS')),
    ...(webDist === undefined ? {} : { webDist }),
    dataDir: value('VERDICT_DATA_DIR') ?? './.verdict',
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    roomTtlDays: integer('ROOM_TTL_DAYS', value('ROOM_TTL_DAYS'), { fallback: 30, max: 36_500 }),
    ...(publicUrl === undefined ? {} : { publicUrl }),
    ...(discord === undefined ? {} : { discord }),
  };
}

function discordConfig(value: (name: string) => string | undefined): DiscordConfig | undefined {
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
    heavyPerUserPerMinute: integer('DISCORD_USER_LIMIT_PER_MINUTE', value('DISCORD_USER_LIMIT_PER_MINUTE'), {
      fallback: 20,
      max: 1_000_000,
    }),
  };
}

function integer(name: string, raw: string | undefined, o: { fallback: number; max: number }): number {
  if (raw === undefined) return o.fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n > o.max) {
    throw new ConfigError(
      `Unexpected ${name}=${JSON.stringify(raw)}, expected an integer from 0 to ${o.max}`,
    );
  }
  return n;
}

function origins(raw: string | undefined): '*' | string[] {
  if (raw === undefined || raw === '*') return '*';
  const items = list(raw);
  for (const origin of items) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin) {
      throw new ConfigError(
        `Unexpected origin ${JSON.stringify(origin)} in CORS_ORIGINS, expected '*' or origins such as https://example.org (scheme and host, no path)`,
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

function flag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`Unexpected ${name}=${JSON.stringify(raw)}, expected 1/true or 0/false`);
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
