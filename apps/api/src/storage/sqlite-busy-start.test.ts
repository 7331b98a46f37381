// A fresh-clone CI run with Node 22 first on PATH: three servers started together on one new data folder, one
// failed with "SQLITE_BUSY: database is locked" at start-up. The engine set WAL mode before its busy timeout, and
// node:sqlite (unlike better-sqlite3) has no timeout by default, so the first pragma failed at once while another
// process held the file's lock. Here another process holds it for a moment: opening the engine waits, then opens.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SQLITE_FILE, sqliteEngine } from './sqlite.js';

const temp = mkdtempSync(join(tmpdir(), 'verdict-busy-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const hasNodeSqlite = major > 22 || (major === 22 && minor >= 16);

/** Another process: creates the file, takes its write lock, says "locked", and lets go after `ms`. */
function holdLock(file: string, ms: number) {
  const script = `
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('create table if not exists held (a integer)');
    db.exec('begin exclusive');
    db.exec('insert into held values (1)');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, ${ms});
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited ${code} before locking`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { locked, exited };
}

// node:sqlite is where the engine must set the timeout itself; better-sqlite3 waits 5 s by default.
it.runIf(hasNodeSqlite)(
  'waits for another process that holds the new file, then opens (node:sqlite)',
  async () => {
    const dir = join(temp, 'node-sqlite');
    mkdirSync(dir, { recursive: true });
    const holder = holdLock(join(dir, SQLITE_FILE), 300);
    await holder.locked;
    const engine = await sqliteEngine(dir, { binding: 'node:sqlite' });
    try {
      expect(engine.driver).toBe('node:sqlite');
    } finally {
      await engine.close();
      await holder.exited;
    }
  },
);
