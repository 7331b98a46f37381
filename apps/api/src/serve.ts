/**
 * @module
 * The Node entry point (`node dist/serve.js`): reads the environment, loads extra systems, starts the
 * worker pool (which loads the same systems), serves the app on HOST:PORT with the web app's build at `/`
 * (and the Owlbear Rodeo extension's at `/owlbear/`),
 * prints one `Verdict listening on http://host:port` line (then the address phones on this network can use, or
 * how to allow them: `node/lan-address.ts`), logs one line per request to stdout once its
 * answer has left, and shuts down gracefully on SIGTERM/SIGINT, or when the process that started it with an
 * IPC channel (`npm start`) exits. The only place, with `node/`, that imports
 * `node:*` and `@hono/node-server`.
 */
import { readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import type { Server } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type HttpBindings, serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Registry } from '@verdict/core';
import { SystemLoadError } from '@verdict/loader';
import type { Context } from 'hono';
import { createApp } from './app.js';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { clientKeyOf, forwardedClient } from './http/client-address.js';
import { storageFault } from './http/storage-errors.js';
import { formatLogRecord } from './log.js';
import { guardConnections } from './node/connections.js';
import { lanAddresses, lanUrl, startupLines } from './node/lan-address.js';
import { loadRegistry } from './node/load-registry.js';
import { watchLoopDelay } from './node/loop-delay.js';
import { withOwlbearFiles } from './node/owlbear-files.js';
import { unsupportedNode } from './node/supported-node.js';
import { createWebFiles } from './node/web-files.js';
import { createWorkerPool, type WorkerPool } from './node/worker-pool.js';
import { createRoomService, type RoomService } from './rooms/service.js';
import { enableReadMeter, readMeterLine } from './rooms/store/read-meter.js';
import type { RoomStore } from './rooms/store/types.js';
import { openRoomStore } from './storage/open.js';
import { reopeningStore } from './storage/reopening.js';

/** How often idle rooms are swept. */
const SWEEP_MS = 60 * 60 * 1000;

/**
 * Started with an IPC channel (`scripts/start.mjs` gives one), the server stops when the channel closes:
 * the process that started it has exited, even by `kill -9`, so no orphan keeps answering. Until `onExit`
 * is set (before listening) it exits at once.
 */
const parent = { exited: false, onExit: undefined as (() => void) | undefined };
if (process.send) {
  process.channel?.unref();
  process.once('disconnect', () => {
    parent.exited = true;
    if (parent.onExit) parent.onExit();
    else fail('the process that started the server exited before it listened');
  });
}

async function main(): Promise<void> {
  const oldNode = unsupportedNode(process.versions.node);
  if (oldNode) {
    process.stderr.write(`${oldNode}\n`);
    process.exit(1);
  }
  // One core is left to the event loop, which only does I/O while workers run every request's engine work;
  // at least two workers even on one or two cores, so one stuck job never holds up every other.
  const config = readConfig(process.env, Math.min(8, Math.max(2, availableParallelism() - 1)));
  const registry = await loadRegistry(config.systems, process.cwd());
  const pool = await startPool(config);
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const owlbearDist = config.owlbearDist ?? fileURLToPath(new URL('../../owlbear/dist', import.meta.url));
  let listening: string | undefined;
  // The address phones on this network can use, once listening on every interface (HOST=0.0.0.0).
  let lan: string | undefined;
  const rooms = await openRooms(config, registry, () => lan);
  const app = createApp({
    rooms,
    registry,
    // The Owlbear Rodeo extension at /owlbear/ (its manifest at /owlbear/manifest.json), then the web app.
    web: withOwlbearFiles(createWebFiles(webDist), owlbearDist, config.owlbearOrigins),
    log: (record) => {
      const line = `${formatLogRecord(record, config.logFormat)}\n`;
      if (record.type !== 'request') process.stderr.write(line);
      else process.stdout.write(line);
    },
    rateLimitPerMinute: config.rateLimitPerMinute,
    corsOrigins: config.corsOrigins,
    clientKey: (c) => clientAddress(c, config.trustProxy),
    ...(config.discord ? { discord: config.discord } : {}),
    maxResponseBytes: config.maxResponseBytes,
    requestDeadlineMs: config.requestDeadlineMs,
    ...(pool ? { compute: pool.run } : {}),
    // The docs' curl lines: the configured public URL, else the address this server listens on.
    publicUrl: () => config.publicUrl ?? listening,
    responseSettled,
  });

  const server = serve(
    {
      fetch: app.fetch,
      hostname: config.host,
      port: config.port,
      // Headers that have not all arrived in time close the connection; Node checks every 30 s by default.
      serverOptions: {
        headersTimeout: config.headersTimeoutMs,
        connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
      },
    },
    (info) => {
      const host = info.address.includes(':') ? `[${info.address}]` : info.address;
      const local = info.address === '0.0.0.0' ? '127.0.0.1' : info.address === '::' ? '[::1]' : host;
      listening = `http://${local}:${info.port}`;
      const addresses = lanAddresses();
      lan = lanUrl(info.address, info.port, addresses);
      // On stderr with the other start-up notes, and before the listening line (pipes are written synchronously):
      // whoever waits for that line has the notes already, and stdout stays the listening line, then the requests.
      for (const line of startupLines(info.address, info.port, addresses)) process.stderr.write(`${line}\n`);
      process.stdout.write(`Verdict listening on http://${host}:${info.port}\n`);
    },
  ) as Server;
  // A client that stops reading its answers (or sending its request) for this long is dropped; connections are
  // capped per address (not behind a trusted proxy, which carries every client) and in all.
  const connections = guardConnections(server, {
    writeTimeoutMs: config.writeTimeoutMs,
    maxConnections: Math.min(config.maxConnections, openFileLimit() - 128),
    maxPerAddress: config.maxConnectionsPerAddress,
    exempt: () => config.trustProxy > 0,
  });
  server.setTimeout(config.writeTimeoutMs);
  server.requestTimeout = Math.max(30_000, config.writeTimeoutMs);
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

  // For the benchmarks: the main thread's own blocking, told apart from a busy machine.
  const loopDelay = process.env.VERDICT_LOOP_DELAY === '1' ? watchLoopDelay() : undefined;
  // For the tests and benchmarks: what room reads take from the database, counted (rooms/store/read-meter.ts).
  const readMeter = process.env.VERDICT_READ_METER === '1';
  if (readMeter) enableReadMeter();
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    if (loopDelay) process.stderr.write(`Verdict: ${loopDelay()}\n`);
    if (readMeter) process.stderr.write(`Verdict: ${readMeterLine()}\n`);
    process.stderr.write(`Verdict: ${why}, finishing in-flight requests\n`);
    // Event streams never end by themselves: end them so their connections can close.
    rooms.hub.close();
    // Stop accepting; close idle keep-alive connections now and the others once their answers have been
    // sent in full. Work in the pool ends by its deadline at the latest, so in-flight requests finish too.
    connections.shutdown(() => {
      void Promise.allSettled([rooms.close(), pool?.close()]).finally(() => process.exit(0));
    });
    setTimeout(() => {
      process.stderr.write(
        `Verdict: shutdown grace period over, closing ${connections.open()} remaining connections\n`,
      );
      process.exit(0);
    }, config.shutdownGraceMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM received'));
  process.on('SIGINT', () => stop('SIGINT received'));
  parent.onExit = () => stop('the process that started the server exited');
  if (parent.exited) parent.onExit();
}

/**
 * Opens the room store (migrating it) and says where the data lives, on stderr. A storage fault (a
 * read-only data directory, PostgreSQL unreachable) does not stop the server: it is logged with the real
 * error, room routes answer 503 `storage_unavailable` and the store is opened again on a later room call.
 */
async function openRooms(
  config: ServerConfig,
  registry: Registry,
  lan: () => string | undefined,
): Promise<RoomService> {
  const where = config.databaseUrl
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `VERDICT_DATA_DIR=${config.dataDir}`;
  const cannot = (error: unknown) => `Cannot open the room store at ${where}: ${describeError(error)}`;
  let store: RoomStore;
  try {
    store = await openRoomStore(config);
    const what = store.engine === 'sqlite' ? 'SQLite database' : 'PostgreSQL database';
    process.stderr.write(
      `Verdict rooms: ${what} at ${store.location}${store.driver ? ` (${store.driver})` : ''}\n`,
    );
  } catch (error) {
    if (!storageFault(error)) throw new ConfigError(cannot(error));
    process.stderr.write(
      `Verdict rooms: ${cannot(error)}; room routes answer 503 storage_unavailable until it opens (tried again at most every 5 s)\n`,
    );
    store = reopeningStore({
      open: () => openRoomStore(config),
      error,
      engine: config.databaseUrl ? 'postgres' : 'sqlite',
      location: where,
      log: (failed) =>
        process.stderr.write(
          failed
            ? `Verdict rooms: ${cannot(failed)}\n`
            : `Verdict rooms: the room store at ${where} is open\n`,
        ),
    });
  }
  return createRoomService(
    {
      store,
      ttlDays: config.roomTtlDays,
      answerFloorMs: config.hiddenAnswerFloorMs,
      limits: config.roomLimits,
      quota: {
        ...config.storageQuota,
        // SQLite's disk is this machine's; PostgreSQL's is the database server's, which it cannot see.
        ...(config.databaseUrl ? {} : { freeBytes: () => freeBytesAt(config.dataDir) }),
      },
      ...(config.publicUrl === undefined ? {} : { publicUrl: config.publicUrl }),
      lanUrl: lan,
      ...heartbeatFromEnv(),
    },
    registry,
  );
}

/** Free bytes an unprivileged process may use on the file system of `dir`. */
async function freeBytesAt(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return Number(stats.bavail) * Number(stats.bsize);
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

async function startPool(config: ServerConfig): Promise<WorkerPool | undefined> {
  if (config.workers === 0) return undefined;
  const pool = createWorkerPool({
    size: config.workers,
    file: new URL('./worker.js', import.meta.url),
    setup: { systems: config.systems, cwd: process.cwd(), maxResponseBytes: config.maxResponseBytes },
    maxMemoryMb: config.workerMemoryMb,
  });
  try {
    await pool.ready;
  } catch (error) {
    await pool.close();
    fail(`a worker thread failed to start: ${(error as Error).message}`);
  }
  return pool;
}

/** Resolves once the answer's last byte was handed to the network (true), or the client went away (false). */
function responseSettled(c: Context): Promise<boolean> {
  const res = (c.env as HttpBindings | undefined)?.outgoing;
  if (!res || res.writableFinished) return Promise.resolve(true);
  if (res.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    res.once('finish', () => resolve(true));
    res.once('close', () => resolve(res.writableFinished));
  });
}

function clientAddress(c: Context, trustedProxies: number): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustedProxies);
  if (forwarded) return forwarded;
  const socket = getConnInfo(c).remote.address ?? '';
  return clientKeyOf(socket) ?? 'unknown';
}

/** An error's code (`SQLITE_CANTOPEN`, `EROFS`) and message, for the log. */
function describeError(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** The process's soft limit of open files (Linux), else a number that caps nothing. */
function openFileLimit(): number {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line ? Number(line[1]) : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function fail(message: string): never {
  process.stderr.write(`Verdict: ${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SystemLoadError) fail(error.message);
  fail(`failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
