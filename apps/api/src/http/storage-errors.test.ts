// The one place storage faults are recognised: the drivers' errors as they throw them.
import { describe, expect, it } from 'vitest';
import { storageFault } from './storage-errors.js';

const coded = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });
/** node-postgres's DatabaseError: a message, a SQLSTATE code and a severity. */
const pgError = (message: string, code: string) => coded(message, code, { severity: 'FATAL' });

describe('storageFault', () => {
  it('reads SQLite result codes, extended ones included', () => {
    expect(storageFault(coded('database or disk is full', 'SQLITE_FULL'))).toBe('full');
    expect(storageFault(coded('attempt to write a readonly database', 'SQLITE_READONLY'))).toBe(
      'unavailable',
    );
    expect(storageFault(coded('disk I/O error', 'SQLITE_IOERR_WRITE'))).toBe('unavailable');
    expect(storageFault(coded('constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'))).toBeUndefined();
  });

  it("reads PostgreSQL's SQLSTATE codes and node-postgres's lost connections", () => {
    expect(storageFault(pgError('could not extend file', '53100'))).toBe('full');
    expect(storageFault(pgError('terminating connection due to administrator command', '57P01'))).toBe(
      'unavailable',
    );
    expect(storageFault(pgError('the database system is starting up', '57P03'))).toBe('unavailable');
    expect(storageFault(pgError('duplicate key value violates unique constraint', '23505'))).toBeUndefined();
    expect(storageFault(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(storageFault(new AggregateError([coded('connect ECONNREFUSED', 'ECONNREFUSED')]))).toBe(
      'unavailable',
    );
  });

  it('reads system errors, and looks through causes', () => {
    expect(storageFault(coded('no space left on device', 'ENOSPC'))).toBe('full');
    expect(storageFault(new Error('wrapped', { cause: coded('read-only file system', 'EROFS') }))).toBe(
      'unavailable',
    );
    expect(storageFault(new Error('a bug'))).toBeUndefined();
    expect(storageFault('not an error')).toBeUndefined();
  });
});
