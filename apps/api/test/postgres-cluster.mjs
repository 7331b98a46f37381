// A throwaway PostgreSQL cluster for tests and the benchmark (plain JS, typed by postgres-cluster.d.mts): initdb in a temporary folder, postgres on a free loopback port,
// run as an unprivileged user when we are root (PostgreSQL refuses to run as root), stopped and deleted after.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The folder of PostgreSQL's server binaries (Debian's /usr/lib/postgresql/N/bin), or undefined. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
  }
  return undefined;
}

/**
 * Whether the PostgreSQL tests run: when the binaries are there. Without them a local run skips them
 * (and says so); with `CI` set their absence is a failure.
 */
export function postgresAvailable() {
  const bin = findPostgresBin();
  if (bin) return true;
  if (process.env.CI) {
    throw new Error('PostgreSQL is not installed: .ci/run installs it (apt-get install postgresql)');
  }
  console.warn('PostgreSQL not found (apt-get install postgresql): skipping the PostgreSQL tests');
  return false;
}

// setpriv execs the command itself (no parent process in between), so signals reach postgres.
const asUser = () =>
  process.getuid?.() === 0 ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'] : [];

function run(command, options = {}) {
  const [file, ...args] = command;
  execFileSync(file, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Creates and starts a cluster with a `verdict` superuser (trust authentication on loopback only).
 *
 * @example
 * const cluster = await startPostgres();
 * const store = await openRoomStore({ dataDir: '', databaseUrl: cluster.url });
 */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(join(tmpdir(), 'verdict-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(
    [...asUser(), join(bin, 'initdb'), '-D', data, '-U', 'verdict', '-A', 'trust', '--no-sync', '-E', 'UTF8'],
    {
      cwd: dir,
    },
  );
  const port = await freePort();
  const child = spawn(
    asUser()[0] ?? join(bin, 'postgres'),
    [
      ...asUser().slice(1),
      ...(asUser().length ? [join(bin, 'postgres')] : []),
      '-D',
      data,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (chunk) => {
    log += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `postgres://verdict@127.0.0.1:${port}/postgres`;
  await waitReady(url, () => log);
  // After a restart, pg_ctl runs the postmaster (as a daemon, logging to a file): pg_ctl stops it.
  let restarted = false;
  const pgCtl = (args) =>
    new Promise((resolve, reject) => {
      const [file, ...rest] = [...asUser(), join(bin, 'pg_ctl'), '-D', data, ...args];
      const ctl = spawn(file, rest, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      ctl.stderr.on('data', (chunk) => {
        err += chunk.toString();
      });
      ctl.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]}: ${err}`))));
    });
  return {
    url,
    async restart() {
      restarted = true;
      await pgCtl(['restart', '-m', 'fast', '-w', '-t', '60', '-l', join(dir, 'restarted.log')]);
      await exited;
    },
    async stop() {
      if (restarted) await pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']).catch(() => {});
      else child.kill('SIGINT'); // fast shutdown
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitReady(url, log) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start: ${String(error)}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
