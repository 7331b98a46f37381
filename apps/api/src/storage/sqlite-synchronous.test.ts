// Issue 25: SQLite's commits with `synchronous = FULL` stalled the event loop (one commit took 1.3 s under
// attack). The store runs WAL with `synchronous = NORMAL` by default (an acknowledged write survives a crash or
// SIGKILL of the process; a power loss may lose the last commits), and `SQLITE_SYNCHRONOUS=full` keeps FULL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.js';
import { openRoomStore } from './open.js';
import { sqliteEngine } from './sqlite.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-sync-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The pragmas the engine's connection runs with (SQLite's numbers: 1 NORMAL, 2 FULL). */
async function pragmas(synchronous?: 'normal' | 'full') {
  const engine = await sqliteEngine(mkdtempSync(join(temp, 'db-')), synchronous ? { synchronous } : {});
  try {
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(engine.db);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(engine.db);
    return { synchronous: sync.rows[0]?.synchronous, journal: journal.rows[0]?.journal_mode };
  } finally {
    await engine.close();
  }
}

describe("SQLite's synchronous setting", () => {
  it('is WAL with synchronous = NORMAL by default, as docs/decisions.md says', async () => {
    expect(await pragmas()).toEqual({ synchronous: 1, journal: 'wal' });
  });

  it('is FULL with SQLITE_SYNCHRONOUS=full, from the configuration to the store', async () => {
    expect(await pragmas('full')).toEqual({ synchronous: 2, journal: 'wal' });
    const config = readConfig({ SQLITE_SYNCHRONOUS: 'full', VERDICT_DATA_DIR: join(temp, 'from-config') });
    expect(config.sqliteSynchronous).toBe('full');
    const store = await openRoomStore(config);
    await store.close();
    expect(readConfig({}).sqliteSynchronous).toBe('normal');
  });

  it('refuses another value, naming SQLITE_SYNCHRONOUS', () => {
    expect(() => readConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(ConfigError);
    expect(() => readConfig({ SQLITE_SYNCHRONOUS: 'off' })).toThrow(/SQLITE_SYNCHRONOUS/);
  });
});
