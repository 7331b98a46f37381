/**
 * @module
 * The Node entry point (`node dist/serve.js`): reads the environment, loads extra systems, serves the app
 * on HOST:PORT with the web app's build at `/`, prints one `Verdict listening on http://host:port` line,
 * logs one line per request to stdout, and shuts down gracefully on SIGTERM/SIGINT. The only place, with
 * `node/`, that imports `node:*` and `@hono/node-server`.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { loadSystemPackages, SystemLoadError } from '@verdict/loader';
import type { Context } from 'hono';
import { createApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { formatLogRecord } from './log.js';
import { createWebFiles } from './node/web-files.js';
import { createAppRegistry } from './registry.js';
import { createRoomService, type RoomService } from './rooms/service.js';
import { openRoomStore } from './rooms/store/open.js';

/** How often idle rooms are swept. */
const SWEEP_MS = 60 * 60 * 1000;

/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const registry = await loadRegistry(config);
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const rooms = await openRooms(config, registry);
  const app = createApp({
    rooms,
    registry,
    web: createWebFiles(webDist),
    log: (record) => {
      const line = `${formatLogRecord(record, config.logFormat)}\n`;
      if (record.type === 'error') process.stderr.write(line);
      else process.stdout.write(line);
    },
    rateLimitPerMinute: config.rateLimitPerMinute,
    corsOrigins: config.corsOrigins,
    clientKey: (c) => clientAddress(c, config.trustProxy),
    ...(config.discord ? { discord: config.discord } : {}),
  });

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const host = info.address.includes(':') ? `[${info.address}]` : info.address;
    process.stdout.write(`Verdict listening on http://${host}:${info.port}\n`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
  });

  const sweep = () => {
    rooms.sweep().catch((error: unknown) => {
      process.stderr.write(`Verdict: the idle-room sweep failed: ${String(error)}\n`);
    });
  };
  sweep();
  setInterval(sweep, SWEEP_MS).unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`Verdict: ${signal} received, finishing in-flight requests\n`);
    // Event streams never end by themselves: end them so their connections can close.
    rooms.hub.close();
    // Stop accepting; close idle keep-alive connections now and as each request finishes.
    server.close(() => {
      rooms.close().finally(() => process.exit(0));
    });
    const idle = setInterval(() => closeIdle(server), 50);
    idle.unref();
    closeIdle(server);
    setTimeout(() => {
      process.stderr.write('Verdict: shutdown grace period over, closing remaining connections\n');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Opens the room store (migrating it) and says where the data lives, on stderr. */
async function openRooms(
  config: ServerConfig,
  registry: ReturnType<typeof createAppRegistry>,
): Promise<RoomService> {
  let store: Awaited<ReturnType<typeof openRoomStore>>;
  try {
    store = await openRoomStore(config);
  } catch (error) {
    const where = config.databaseUrl
      ? 'the PostgreSQL database (DATABASE_URL)'
      : `VERDICT_DATA_DIR=${config.dataDir}`;
    throw new ConfigError(
      `Cannot open the room store at ${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const what = store.engine === 'sqlite' ? 'SQLite database' : 'PostgreSQL database';
  process.stderr.write(`Verdict rooms: ${what} at ${store.location}\n`);
  return createRoomService(
    {
      store,
      ttlDays: config.roomTtlDays,
      ...(config.publicUrl === undefined ? {} : { publicUrl: config.publicUrl }),
      ...heartbeatFromEnv(),
    },
    registry,
  );
}

/** `VERDICT_HEARTBEAT_MS` / `VERDICT_STALL_MS`: shorter event-stream timings, for tests only. */
function heartbeatFromEnv(): { heartbeatMs?: number; stallMs?: number } {
  const read = (name: string) => {
    const raw = process.env[name];
    return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  };
  const heartbeatMs = read('VERDICT_HEARTBEAT_MS');
  const stallMs = read('VERDICT_STALL_MS');
  return { ...(heartbeatMs ? { heartbeatMs } : {}), ...(stallMs ? { stallMs } : {}) };
}

async function loadRegistry(config: ServerConfig) {
  const extra = await loadSystemPackages(config.systems, {
    cwd: process.cwd(),
    builtIn: createAppRegistry().systems,
    // A package installed beside the server (not in the working directory) is found as the server would import it.
    resolveBeside: (spec) => fileURLToPath(import.meta.resolve(spec)),
  });
  return createAppRegistry(extra.flatMap((p) => p.systems));
}

function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return getConnInfo(c).remote.address ?? 'unknown';
}

function closeIdle(server: ReturnType<typeof serve>): void {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

function fail(message: string): never {
  process.stderr.write(`Verdict: ${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SystemLoadError) fail(error.message);
  fail(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
