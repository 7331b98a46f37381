// `verdict-server` installed without its native SQLite module (`npm i --ignore-scripts` leaves better-sqlite3
// with no build/ folder) says so in one line, with the fix, and exits non-zero when it needs better-sqlite3 (a
// Node without a usable node:sqlite, or VERDICT_SQLITE=better-sqlite3); on a Node whose node:sqlite the store
// can use (22.16+, 24), the same install starts on it. With the module it starts everywhere.
// The install is laid out for real: the built server's files, its dependencies, and a copy of better-sqlite3
// without its build/ folder, exactly what --ignore-scripts leaves.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './packed.js';

const server = join(root, 'apps', 'server');
const work = mkdtempSync(join(tmpdir(), 'verdict-no-sqlite-'));

/** The newest modification time under a folder. */
function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/** Builds the server's bin when it is missing or older than its sources (in `npm test` turbo has built it). */
function buildServer(): void {
  const bin = join(server, 'dist', 'bin.js');
  if (existsSync(bin) && statSync(bin).mtimeMs >= newest(join(server, 'src'))) return;
  const tsup = spawnSync(join(server, 'node_modules', '.bin', 'tsup'), [], { cwd: server, stdio: 'inherit' });
  if (tsup.status !== 0) throw new Error(`building apps/server failed (tsup exited ${tsup.status})`);
}

/** An install of the built server whose better-sqlite3 has no native module, as --ignore-scripts leaves it. */
function installWithoutNativeSqlite(): string {
  const install = join(work, 'install');
  if (existsSync(install)) return install; // laid out once, for every test
  const modules = join(install, 'node_modules');
  mkdirSync(join(install, 'dist'), { recursive: true });
  mkdirSync(join(modules, '@hono'), { recursive: true });
  writeFileSync(join(install, 'package.json'), JSON.stringify({ type: 'module' }));
  for (const file of readdirSync(join(server, 'dist')).filter((name) => name.endsWith('.js'))) {
    cpSync(join(server, 'dist', file), join(install, 'dist', file));
  }
  const real = (name: string) => realpathSync(join(server, 'node_modules', name));
  for (const name of ['hono', 'kysely', 'pg', 'zod', '@hono/node-server'])
    symlinkSync(real(name), join(modules, name));
  const sqlite = real('better-sqlite3');
  cpSync(sqlite, join(modules, 'better-sqlite3'), {
    recursive: true,
    filter: (path) => !path.startsWith(join(sqlite, 'build')),
  });
  // Its own dependencies (bindings, ...) sit beside it in pnpm's store.
  for (const name of readdirSync(dirname(sqlite)).filter((entry) => entry !== 'better-sqlite3')) {
    symlinkSync(join(dirname(sqlite), name), join(modules, name));
  }
  return install;
}

/** Runs a server bin until it exits, or until it says it is listening (then stops it). */
function runServer(bin: string, cwd: string, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, [bin], {
    cwd,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      VERDICT_DATA_DIR: join(work, 'data'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string; listening: boolean }>(
    (resolve) => {
      let stdout = '';
      let stderr = '';
      let listening = false;
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (!listening && /listening on http/.test(stdout)) {
          listening = true;
          child.kill('SIGTERM');
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('close', (code) => resolve({ code, stdout, stderr, listening }));
    },
  );
}

beforeAll(() => buildServer(), 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('verdict-server without its native SQLite module', () => {
  it('says what is wrong and how to fix it in one line, and exits non-zero, when it needs better-sqlite3', async () => {
    const install = installWithoutNativeSqlite();
    // Chosen by hand, so that it is needed on every Node (the test ran on Node 20 only before: on Node 24 the
    // server rightly started on node:sqlite and this test failed in a CI run with Node 24 first on PATH).
    const run = await runServer(join(install, 'dist', 'bin.js'), install, {
      VERDICT_SQLITE: 'better-sqlite3',
    });
    expect(run.listening).toBe(false);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toContain('better-sqlite3');
    expect(lines[0]).toContain(`cd '${install}' && npm rebuild better-sqlite3`);
    expect(lines[0]).not.toContain('Could not locate the bindings file');
  });

  it('without a choice, starts on node:sqlite where this Node has it, else says the same line', async () => {
    const install = installWithoutNativeSqlite();
    const run = await runServer(join(install, 'dist', 'bin.js'), install);
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    const hasNodeSqlite = major >= 23 || (major === 22 && minor >= 16);
    expect(run.listening, run.stderr).toBe(hasNodeSqlite);
    if (hasNodeSqlite) expect(run.stderr).toContain('(node:sqlite)');
    else expect(run.stderr).toContain(`cd '${install}' && npm rebuild better-sqlite3`);
  });

  it('with the module, the same server starts', async () => {
    const run = await runServer(join(server, 'dist', 'bin.js'), work);
    expect(run.listening, run.stderr).toBe(true);
  });
});
