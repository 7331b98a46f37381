/**
 * The shared engine: PostgreSQL (`DATABASE_URL`), so several API servers serve the same rooms. A write
 * locks its room's row (`SELECT ... FOR UPDATE`); each append sends `NOTIFY verdict_entries` with only
 * `<seq> <room id>` (delivered at commit), and every server LISTENs and reads new entries from the table.
 */
import { type RandomSource, secureSource } from '@verdict/dice';
import { type BackoffOptions, createBackoff, type RoomTimers } from '@verdict/room';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Engine } from './engine.js';

/** The notification channel. */
export const CHANNEL = 'verdict_entries';

/**
 * How long to wait before each attempt to reconnect the listener after its connection is lost: a random time
 * (full jitter) in [0, 100 ms) first, the window doubling after each failed attempt up to 5 s, so
 * cross-server delivery resumes soon after PostgreSQL is back, and the servers of a cluster do not all
 * reconnect in the same instant.
 */
const RECONNECT: BackoffOptions = { baseMs: 100, capMs: 5000 };
/** A request waits at most this long for a connection (PostgreSQL down): then 503, not a hang. */
const CONNECT_TIMEOUT_MS = 5000;

/** What the listener's reconnects take from the environment (given in tests). */
export interface PostgresOptions {
  /** The jitter of the reconnect waits (a secure source by default). */
  readonly random?: RandomSource;
  /** The reconnect waits' timers (Node's by default). */
  readonly timers?: RoomTimers;
}

const nodeTimers: RoomTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Connects a pool (10 connections) to `url`.
 *
 * @example
 * const engine = postgresEngine('postgres://verdict@127.0.0.1:5432/verdict');
 */
export function postgresEngine(url: string, options: PostgresOptions = {}): Engine {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A lost connection (PostgreSQL restarted: 57P01 admin_shutdown) must never crash the process. An idle
  // client's error reaches the pool's 'error' event; a client's error while it is checked out (in a
  // transaction, between two queries) reaches only the client, so each client gets a listener too. The
  // query in flight fails (answered 503 storage_unavailable), and the pool drops the broken client when it is
  // released: the next request connects afresh once PostgreSQL is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  return {
    name: 'postgres',
    driver: 'pg',
    location: redact(url),
    db,
    transaction: (fn) => db.transaction().execute(fn),
    lockRows: true,
    async notify(tx, roomId, seq) {
      await sql`select pg_notify(${CHANNEL}, ${`${seq} ${roomId}`})`.execute(tx);
    },
    listen: (onAppend, onResync) =>
      listen(url, onAppend, onResync, options.random ?? secureSource(), options.timers ?? nodeTimers),
    close: () => db.destroy(),
  };
}

/**
 * A dedicated connection that LISTENs, and reconnects (see {@link RECONNECT}) until it can LISTEN again
 * when it is lost (then asks for a resync: entries appended meanwhile, whose notifications were lost, are read).
 */
async function listen(
  url: string,
  onAppend: (roomId: string, seq: number) => void,
  onResync: () => void,
  random: RandomSource,
  timers: RoomTimers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: unknown;
  const backoff = createBackoff(random, RECONNECT);
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const [seq, roomId] = (message.payload ?? '').split(' ');
      if (roomId && /^\d+$/.test(seq ?? '')) onAppend(roomId, Number(seq));
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // PostgreSQL is still down or starting up: this attempt's client is dropped, a later one retries.
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    backoff.reset();
    const retry = () => {
      connect().then(onResync, () => {
        if (!stopped) timer = timers.setTimeout(retry, backoff.next());
      });
    };
    timer = timers.setTimeout(retry, backoff.next());
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer !== undefined) timers.clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** The URL without its password, to print. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres (DATABASE_URL)';
  }
}
