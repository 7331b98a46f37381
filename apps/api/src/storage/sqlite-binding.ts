/**
 * Which SQLite library the embedded engine runs on, chosen when the database opens (docs/decisions.md, "SQLite
 * on every Node LTS"):
 *
 * - **`node:sqlite`**, Node's own SQLite, wherever it has what the store needs (`StatementSync#columns` and
 *   `DatabaseSync#isTransaction`: Node 22.16 and later, 24, and every later Node). Nothing to compile, and no
 *   native addon whose finalizers can run without an environment (better-sqlite3 12 aborts the process on
 *   Node 24.19 and later when an idle GC finalizes a statement).
 * - **better-sqlite3** elsewhere (Node 20, the first releases of 22), an optional dependency.
 *
 * `VERDICT_SQLITE=node:sqlite` or `better-sqlite3` picks one by hand (a test, or an operator's choice); the
 * refusal of a choice this Node cannot run is one line.
 *
 * Both are seen by Kysely through its `SqliteDatabase` shape, and both throw errors whose `code` is SQLite's
 * name (`SQLITE_FULL`, `SQLITE_BUSY`), so `http/storage-errors.ts` and the logs read them the same way.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { SqliteBindingName } from './sqlite-binding-names.js';

export { SQLITE_BINDINGS, type SqliteBindingName } from './sqlite-binding-names.js';

/** An open database, as the engine uses it. */
export interface SqliteConnection {
  readonly binding: SqliteBindingName;
  /** What Kysely's SQLite dialect runs its queries on. */
  readonly database: SqliteDatabase;
  /** Runs SQL with no result (a pragma). */
  exec(sql: string): void;
  /** Whether a transaction is open on the connection (SQLite ends one by itself on some errors). */
  inTransaction(): boolean;
}

/** A binding that cannot run here, said in one line. */
export class SqliteBindingError extends Error {
  override readonly name = 'SqliteBindingError';
}

/**
 * Opens `file` on the binding `choice` asks for, or on the best one this Node has.
 *
 * @example
 * const connection = await openSqlite('/srv/verdict/rooms.sqlite');
 * connection.binding; // 'node:sqlite' on Node 24
 */
export async function openSqlite(file: string, choice?: SqliteBindingName): Promise<SqliteConnection> {
  if (choice === 'better-sqlite3') return openBetterSqlite3(file, true);
  const builtin = loadNodeSqlite();
  if (builtin) return openNodeSqlite(builtin, file);
  if (choice === 'node:sqlite') {
    throw new SqliteBindingError(
      `VERDICT_SQLITE=node:sqlite needs Node 22.16 or later (this is Node ${process.versions.node}); unset it to use better-sqlite3`,
    );
  }
  return openBetterSqlite3(file, false);
}

// ---- node:sqlite -------------------------------------------------------------------------------------

/** The part of `node:sqlite` the store uses (its types are not in this Node's @types). */
interface NodeSqliteStatement {
  columns(): unknown[];
  all(...parameters: unknown[]): Record<string, unknown>[];
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: unknown[]): IterableIterator<Record<string, unknown>>;
}
interface NodeSqliteDatabase {
  readonly isTransaction: boolean;
  exec(sql: string): void;
  prepare(sql: string): NodeSqliteStatement;
  close(): void;
}
interface NodeSqliteModule {
  DatabaseSync: new (file: string) => NodeSqliteDatabase;
}

/** `node:sqlite` when this Node has it with what the store needs, else undefined. */
function loadNodeSqlite(): NodeSqliteModule | undefined {
  // Node prints an ExperimentalWarning when `node:sqlite` loads (22 and 24 do): the server's choice of its
  // storage is not the operator's concern, so that one warning is not passed on; any other is.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/^SQLite is an experimental feature/.test(text)) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    // `getBuiltinModule`, not `import('node:sqlite')`: bundlers targeting Node 20 rewrite `node:x` to `x`, and
    // `sqlite` exists only with its prefix. Undefined on a Node without it (20, the first 22s).
    const module = process.getBuiltinModule?.('node:sqlite') as NodeSqliteModule | undefined;
    if (typeof module?.DatabaseSync !== 'function') return undefined;
    // `isTransaction` is an accessor of each database (not of the prototype): asked of an in-memory one.
    const probe = new module.DatabaseSync(':memory:');
    const usable = 'isTransaction' in probe && typeof probe.prepare('select 1').columns === 'function';
    probe.close();
    return usable ? module : undefined;
  } catch {
    return undefined; // Node 20, or a Node 22 before node:sqlite left its flag
  } finally {
    process.emitWarning = emitWarning;
  }
}

function openNodeSqlite(module: NodeSqliteModule, file: string): SqliteConnection {
  const db = sqliteCall(() => new module.DatabaseSync(file));
  const prepare = (sql: string): SqliteStatement => {
    const statement = sqliteCall(() => db.prepare(sql));
    return {
      // A statement that returns columns is read with `all` (Kysely's rule for better-sqlite3's `reader`).
      reader: statement.columns().length > 0,
      // node:sqlite's rows have a null prototype; the store's code and tests expect plain objects.
      all: (parameters) => sqliteCall(() => statement.all(...parameters).map((row) => ({ ...row }))),
      run: (parameters) => sqliteCall(() => statement.run(...parameters)),
      iterate: (parameters) => plainRows(statement.iterate(...parameters)),
    };
  };
  return {
    binding: 'node:sqlite',
    database: { prepare, close: () => db.close() },
    exec: (sql) => sqliteCall(() => db.exec(sql)),
    inTransaction: () => db.isTransaction,
  };
}

function* plainRows(rows: IterableIterator<Record<string, unknown>>): IterableIterator<unknown> {
  for (const row of sqliteIterate(rows)) yield { ...row };
}

function* sqliteIterate<T>(rows: IterableIterator<T>): IterableIterator<T> {
  for (;;) {
    const next = sqliteCall(() => rows.next());
    if (next.done) return;
    yield next.value;
  }
}

/**
 * SQLite's primary result codes by number: node:sqlite's errors carry the number (`errcode`) under the code
 * `ERR_SQLITE_ERROR`; better-sqlite3's carry the name. The store reads names.
 */
const PRIMARY_CODES: Readonly<Record<number, string>> = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  12: 'SQLITE_NOTFOUND',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  15: 'SQLITE_PROTOCOL',
  16: 'SQLITE_EMPTY',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  22: 'SQLITE_NOLFS',
  23: 'SQLITE_AUTH',
  24: 'SQLITE_FORMAT',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
};

/** Runs a node:sqlite call, naming its error's code as better-sqlite3 does (`SQLITE_FULL`). */
function sqliteCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw named(error);
  }
}

/**
 * node:sqlite's error with SQLite's name as its `code` (the number stays in `errcode`).
 *
 * @example
 * named(Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 })).code; // 'SQLITE_FULL'
 */
export function named(error: unknown): unknown {
  if (error instanceof Error) {
    const fields = error as Error & { code?: unknown; errcode?: unknown };
    if (fields.code === 'ERR_SQLITE_ERROR' && typeof fields.errcode === 'number') {
      const name = PRIMARY_CODES[fields.errcode & 0xff];
      if (name) fields.code = name;
    }
  }
  return error;
}

// ---- better-sqlite3 ----------------------------------------------------------------------------------

interface BetterSqlite3Database extends SqliteDatabase {
  readonly inTransaction: boolean;
  exec(sql: string): void;
}

async function openBetterSqlite3(file: string, chosen: boolean): Promise<SqliteConnection> {
  let Database: new (file: string) => BetterSqlite3Database;
  try {
    ({ default: Database } = (await import('better-sqlite3' as string)) as {
      default: new (file: string) => BetterSqlite3Database;
    });
    // better-sqlite3 loads its native module at the first open: an in-memory one tells a module that cannot
    // load from a file that cannot open (a storage fault, thrown as it is below).
    new Database(':memory:').close();
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new SqliteBindingError(
      `SQLite: ${chosen ? 'VERDICT_SQLITE=better-sqlite3, but ' : ''}better-sqlite3 cannot load on Node ${process.versions.node} (${why}); ` +
        'Node 22.16 or later needs no native module (node:sqlite)',
      { cause: error },
    );
  }
  const db = new Database(file);
  return {
    binding: 'better-sqlite3',
    database: db,
    exec: (sql) => db.exec(sql),
    inTransaction: () => db.inTransaction,
  };
}
