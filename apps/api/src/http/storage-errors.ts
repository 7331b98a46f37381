/**
 * Storage faults, recognised in one place from the errors the database drivers throw (no driver is
 * imported: the app stays runtime-agnostic). A full disk is `full` (507); storage that cannot be written
 * or reached (read-only, locked, I/O error, PostgreSQL restarting or unreachable) is `unavailable` (503).
 * Anything else is not a storage fault.
 */

/** What kind of storage fault an error is. */
export type StorageFault = 'full' | 'unavailable';

/** SQLite's primary result codes (better-sqlite3's `SqliteError.code`, extended codes start with them). */
const SQLITE: Readonly<Record<string, StorageFault>> = {
  SQLITE_FULL: 'full',
  SQLITE_READONLY: 'unavailable',
  SQLITE_CANTOPEN: 'unavailable',
  SQLITE_IOERR: 'unavailable',
  SQLITE_BUSY: 'unavailable',
  SQLITE_LOCKED: 'unavailable',
  SQLITE_PERM: 'unavailable',
  SQLITE_PROTOCOL: 'unavailable',
};

/** System errors of the file system or of the connection to PostgreSQL. */
const ERRNO: Readonly<Record<string, StorageFault>> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'unavailable',
  ECONNREFUSED: 'unavailable',
  ECONNRESET: 'unavailable',
  EPIPE: 'unavailable',
  ETIMEDOUT: 'unavailable',
};

/** What node-postgres says when its connection is lost or cannot be made (these errors carry no code). */
const PG_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

/**
 * The storage fault `error` (or one of its causes) is, or undefined.
 *
 * @example
 * storageFault(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })); // 'full'
 */
export function storageFault(error: unknown): StorageFault | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const fault = faultOf(e);
    if (fault) return fault;
    if (e instanceof AggregateError) {
      for (const inner of e.errors) if (inner instanceof Error && faultOf(inner)) return faultOf(inner);
    }
  }
  return undefined;
}

function faultOf(error: Error): StorageFault | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return SQLITE[code.split('_', 2).join('_')];
    if (ERRNO[code]) return ERRNO[code];
    // A PostgreSQL error (SQLSTATE): 53100 disk_full; other class 53 (insufficient resources), 57P0x
    // (shutdown, crash, starting up), 08 (connection), 58 (system, I/O), 25006 (read-only transaction).
    if ('severity' in error && /^[0-9A-Z]{5}$/.test(code)) {
      if (code === '53100') return 'full';
      if (/^(53|08|58)/.test(code) || /^57P0[1-3]$/.test(code) || code === '25006') return 'unavailable';
      return undefined;
    }
  }
  return PG_CONNECTION.test(error.message) ? 'unavailable' : undefined;
}
