// Issue 32: better-sqlite3 12 aborts the process on Node 24.19+ (a statement finalized by an idle GC with no
// environment entered). The embedded engine runs on Node's own SQLite wherever Node has it, and on
// better-sqlite3 elsewhere. This file runs on the machine's Node in `npm test`, and on Node 22 and 24 in the
// smoke set (scripts/smoke), so each choice is tested where it is made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.js';
import { openRoomStore } from './open.js';
import { named, openSqlite, SqliteBindingError } from './sqlite-binding.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-binding-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
/** Node 22.16 and later have `node:sqlite` with `StatementSync#columns` and `DatabaseSync#isTransaction`. */
const hasNodeSqlite = major > 22 || (major === 22 && minor >= 16);

describe('the SQLite library under the embedded engine', () => {
  it(`is ${hasNodeSqlite ? 'node:sqlite' : 'better-sqlite3'} on Node ${process.versions.node}`, async () => {
    const store = await openRoomStore({ dataDir: join(temp, 'default') });
    try {
      expect(store.driver).toBe(hasNodeSqlite ? 'node:sqlite' : 'better-sqlite3');
    } finally {
      await store.close();
    }
  });

  it.runIf(hasNodeSqlite)(
    'reads rows as plain objects, counts changes and reports an open transaction',
    async () => {
      const connection = await openSqlite(join(temp, 'rows.sqlite'), 'node:sqlite');
      try {
        connection.exec('create table t (a integer, b text)');
        const insert = connection.database.prepare('insert into t (a, b) values (?, ?)');
        expect(insert.reader).toBe(false);
        expect(insert.run([1, 'one'])).toMatchObject({ changes: 1, lastInsertRowid: 1 });
        const select = connection.database.prepare('select a, b from t');
        expect(select.reader).toBe(true);
        const [row] = select.all([]) as object[];
        expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
        expect(row).toEqual({ a: 1, b: 'one' });
        expect([...connection.database.prepare('select a from t').iterate([])]).toEqual([{ a: 1 }]);
        expect(connection.inTransaction()).toBe(false);
        connection.exec('begin');
        expect(connection.inTransaction()).toBe(true);
        connection.exec('rollback');
      } finally {
        connection.database.close();
      }
    },
  );

  it.runIf(hasNodeSqlite)("names node:sqlite's errors as SQLite does (SQLITE_CONSTRAINT)", async () => {
    const connection = await openSqlite(join(temp, 'errors.sqlite'), 'node:sqlite');
    try {
      connection.exec('create table u (a integer primary key)');
      connection.database.prepare('insert into u (a) values (?)').run([1]);
      expect(() => connection.database.prepare('insert into u (a) values (?)').run([1])).toThrow(
        expect.objectContaining({ code: 'SQLITE_CONSTRAINT' }),
      );
    } finally {
      connection.database.close();
    }
  });

  it.runIf(!hasNodeSqlite)(
    'refuses VERDICT_SQLITE=node:sqlite on a Node without it, in one line',
    async () => {
      const refusal = openSqlite(join(temp, 'old.sqlite'), 'node:sqlite');
      await expect(refusal).rejects.toThrow(SqliteBindingError);
      await expect(refusal).rejects.toThrow(/^VERDICT_SQLITE=node:sqlite needs Node 22\.16 or later[^\n]*$/);
    },
  );

  it('maps an extended result code to its primary name, and leaves other errors alone', () => {
    const ioerrWrite = Object.assign(new Error('disk I/O error'), { code: 'ERR_SQLITE_ERROR', errcode: 778 });
    expect((named(ioerrWrite) as { code: string }).code).toBe('SQLITE_IOERR');
    const other = Object.assign(new Error('no'), { code: 'ENOENT' });
    expect((named(other) as { code: string }).code).toBe('ENOENT');
  });

  it('takes VERDICT_SQLITE from the configuration, and refuses another value naming it', () => {
    expect(readConfig({ VERDICT_SQLITE: 'better-sqlite3' }).sqliteBinding).toBe('better-sqlite3');
    expect(readConfig({ VERDICT_SQLITE: 'node:sqlite' }).sqliteBinding).toBe('node:sqlite');
    expect(readConfig({}).sqliteBinding).toBeUndefined();
    expect(() => readConfig({ VERDICT_SQLITE: 'sqlite3' })).toThrow(ConfigError);
    expect(() => readConfig({ VERDICT_SQLITE: 'sqlite3' })).toThrow(/VERDICT_SQLITE/);
  });
});
