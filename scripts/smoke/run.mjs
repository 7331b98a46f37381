// The smoke set on other Node.js LTS lines (`node scripts/smoke/run.mjs [major ...]`, 22 and 24 by default; `npm
// test` runs it after the full suite, which runs on the machine's Node). For each Node, from the npm registry:
//
// 1. the storage tests of the API (the SQLite library is chosen by the Node: node:sqlite on 22.16+ and 24);
// 2. a fresh copy of the repository (its files as they are now, no node_modules), where `npm start` installs,
//    builds and serves the web app, the Owlbear extension and the API;
// 3. a room on SQLite that takes SMOKE_APPENDS rolls (500) and then idles SMOKE_IDLE_MS (60 s) with the
//    server alive through GC (better-sqlite3 12 aborted the process here on Node 24.19+), closes, exports, and
//    `verdict verify` says exit 0; `verdict roll` rolls;
// 4. `verdict-server` packed with pnpm, installed from its tarball with `npm i -g` (no install scripts: it needs no
//    native module on these Nodes), serving a room on node:sqlite.
//
// The copy of the second Node reuses the first one's turbo cache (its build is the same files); its install is
// its own. Everything runs under `SMOKE_DIR` (a temporary folder by default), removed at the end.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from '../run.mjs';
import { call, expectStatus, soakRoom, waitFor } from './http.mjs';
import { ltsNode } from './lts-node.mjs';

const majors = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['22', '24'];
const APPENDS = Number(process.env.SMOKE_APPENDS ?? 500);
const IDLE_MS = Number(process.env.SMOKE_IDLE_MS ?? 60_000);
/** Installing and building from nothing on a busy 2-core machine: a wide cap, never a verdict on speed. */
const START_CAP_MS = 30 * 60_000;

const work = mkdtempSync(join(process.env.SMOKE_DIR ?? tmpdir(), 'verdict-smoke-'));
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  if (!process.env.SMOKE_KEEP) rmSync(work, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
// Started by `npm test` with an IPC channel: when that parent is gone (killed, even with -9), stop too.
if (process.send) {
  process.on('disconnect', () => process.exit(130));
  process.channel?.unref(); // the channel alone does not keep the smoke set running
}

const log = (text) => console.log(`smoke: ${text}`);
let previousRepo;
for (const major of majors) {
  const started = Date.now();
  const node = ltsNode(major);
  log(`Node ${node.version} (node@${major} from the npm registry)`);
  const env = {
    ...process.env,
    PATH: `${node.binDir}:${process.env.PATH}`,
    npm_config_nodedir: node.nodedir,
    // better-sqlite3's prebuilt binaries come from a host this machine cannot reach: build from source at once.
    npm_config_build_from_source: 'true',
    TURBO_TELEMETRY_DISABLED: '1',
  };
  await storageTests(node, env);
  const repo = freshCopy(join(work, `node-${major}`), previousRepo);
  await npmStart(node, env, repo);
  await installedServer(env, repo, join(work, `node-${major}`));
  previousRepo = repo;
  log(`Node ${node.version}: passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The API's storage tests, run by this Node (its own SQLite library under them). */
async function storageTests(node, env) {
  log('storage tests (apps/api: storage/, rooms/store/, storage faults)');
  await mustRun(
    node.bin,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--project',
      'api',
      'apps/api/src/storage',
      'apps/api/src/rooms/store',
      'apps/api/src/rooms/storage-faults.test.ts',
    ],
    // A partial run: it must not replace the whole run's file times (scripts/test/slowest-files-reporter.mjs).
    { cwd: root, env: { ...env, VERDICT_KEEP_TEST_TIMES: '0' }, stdio: 'inherit' },
    'the storage tests',
  );
}

/** The repository's files as they are in the work tree (tracked and new, not ignored), without node_modules. */
function freshCopy(dir, reuseCacheOf) {
  const repo = join(dir, 'repo');
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  must(listed, 'git ls-files');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted in the work tree, not yet in the index
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    cpSync(join(root, file), join(repo, file));
  }
  // A clone is a git repository: turbo reads what to hash from git (without it, it walks node_modules' links).
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=smoke', '-c', 'user.email=smoke@localhost', 'commit', '-qm', 'smoke'],
  ]) {
    must(spawnSync('git', args, { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] }), `git ${args.at(-2)}`);
  }
  const cache = reuseCacheOf && join(reuseCacheOf, '.turbo');
  if (cache && existsSync(cache)) cpSync(cache, join(repo, '.turbo'), { recursive: true });
  log(`a fresh copy of the repository in ${repo}`);
  return repo;
}

/** `npm start` in the copy: install, build, serve; then the room, the web app, the CLI; then a graceful stop. */
async function npmStart(node, env, repo) {
  log('npm start (install, build, serve)');
  const server = startProcess('npm', ['start'], {
    cwd: repo,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      VERDICT_DATA_DIR: join(repo, '.smoke-data'),
    },
  });
  const [, base] = await waitFor(
    server.output,
    /Verdict listening on (http:\/\/[^\s]+)/,
    START_CAP_MS,
    'npm start',
    server.alive,
  );
  log(`${onNodeSqlite(server.output(), `npm start on Node ${node.version}`)}; serving ${base}`);
  expectStatus(await call(base, 'GET', '/healthz'), 200, '/healthz');
  const page = await call(base, 'GET', '/');
  if (page.status !== 200 || !/<div id="root">/.test(page.text))
    throw new Error(`the web app at / answered ${page.status}`);
  expectStatus(await call(base, 'GET', '/owlbear/'), 200, 'the Owlbear extension at /owlbear/');
  const odds = await call(base, 'POST', '/v1/odds', { body: { notation: '2d6+3' } });
  expectStatus(odds, 200, '/v1/odds 2d6+3');

  log(`a room: ${APPENDS} appends, then ${IDLE_MS / 1000} s idle`);
  const exported = await soakRoom(base, { appends: APPENDS, idleMs: IDLE_MS, alive: server.alive });
  const file = join(repo, '.smoke-data', 'export.json');
  writeFileSync(file, exported);
  // The CLI as a clone's user runs it (`npm run verdict`, which builds it first: `npm start` builds only what it serves).
  const verdict = (args) =>
    spawnSync('npm', ['run', '--silent', 'verdict', '--', ...args], { cwd: repo, env, encoding: 'utf8' });
  const verified = verdict(['verify', file]);
  if (verified.status !== 0)
    throw new Error(`verdict verify exited ${verified.status}: ${verified.stdout}${verified.stderr}`);
  log(`verdict verify: ${verified.stdout.trim().split('\n')[0]}`);
  const rolled = verdict(['roll', '4d6kh3', '--seed', 'smoke', '--json']);
  if (rolled.status !== 0 || !('total' in JSON.parse(rolled.stdout))) {
    throw new Error(`verdict roll exited ${rolled.status}: ${rolled.stdout}${rolled.stderr}`);
  }
  log(`verdict roll 4d6kh3: ${JSON.parse(rolled.stdout).total}`);
  // npm's own exit status after a signal varies by version, and npm may exit before the server has: what matters
  // is that the server stops gracefully, so its line and a refused connection are waited for (a minute at most).
  await server.stop();
  const refused = () =>
    fetch(`${base}/healthz`).then(
      () => false,
      () => true,
    );
  const until = Date.now() + 60_000;
  while (!(server.output().includes('SIGTERM received') && (await refused()))) {
    if (Date.now() > until) {
      throw new Error(`npm start did not stop the server gracefully:\n${server.output().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `verdict-server` from its packed tarball, installed with npm by this Node, serving a room. */
async function installedServer(env, repo, dir) {
  log('verdict-server: pnpm pack, npm i -g from the tarball');
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  // Its build copies the web app's and the extension's, which `npm start` built: turbo replays those.
  await mustRun(
    'npm',
    ['run', 'build', '--', '--filter=@verdict/server', '--output-logs=errors-only'],
    { cwd: repo, env, stdio: ['ignore', 'ignore', 'inherit'] },
    'npm run build -- --filter=@verdict/server',
  );
  await mustRun(
    join(repo, 'node_modules', '.bin', 'pnpm'),
    ['pack', '--pack-destination', tarballs],
    { cwd: join(repo, 'apps', 'server'), env, stdio: ['ignore', 'ignore', 'inherit'] },
    'pnpm pack apps/server',
  );
  const tarball = join(
    tarballs,
    readdirSync(tarballs).find((name) => name.endsWith('.tgz')),
  );
  const prefix = join(dir, 'prefix');
  // Without install scripts: the only package of the server's with one is better-sqlite3, an optional dependency
  // for Node 20 that these Nodes never load (they have node:sqlite, checked below). Its script compiled SQLite from
  // source here (its prebuilt binaries' host is unreachable): about 90 CPU-seconds per Node, beside the suite.
  await mustRun(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
    ],
    { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] },
    'npm i -g the server tarball',
  );
  const server = startProcess(join(prefix, 'bin', 'verdict-server'), [], {
    cwd: dir,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      VERDICT_DATA_DIR: join(dir, 'data'),
    },
  });
  const [, base] = await waitFor(
    server.output,
    /Verdict listening on (http:\/\/[^\s]+)/,
    START_CAP_MS,
    'verdict-server',
    server.alive,
  );
  onNodeSqlite(server.output(), 'the installed verdict-server');
  const exported = await soakRoom(base, { appends: 50, idleMs: 0, alive: server.alive });
  if (!exported.includes('room.closed')) throw new Error('the installed server exported no closed room');
  const code = await server.stop();
  if (code !== 0)
    throw new Error(`verdict-server exited ${code} after SIGTERM:\n${server.output().slice(-2000)}`);
  log(`verdict-server ${base}: a room of 50 rolls exported, stopped cleanly`);
}

/**
 * The server's SQLite line from its output, which must name node:sqlite: every Node the smoke set runs (22.16+, 24)
 * has its own SQLite, so better-sqlite3 must not be what runs.
 */
function onNodeSqlite(output, what) {
  const line = /Verdict rooms: SQLite database at [^\n]*/.exec(output)?.[0];
  if (!line?.endsWith('(node:sqlite)')) throw new Error(`${what} is not on node:sqlite: ${line ?? output}`);
  return line;
}

/** A child process whose output is kept; `stop()` sends SIGTERM and resolves with its exit code. */
function startProcess(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? signal);
    }),
  );
  return {
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      return code;
    },
  };
}

/** Runs a command to its end without blocking the event loop (a signal stops it and the smoke set at once). */
async function mustRun(command, args, options, what) {
  const child = spawn(command, args, options);
  children.add(child);
  const [code, signal] = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  });
  children.delete(child);
  must({ status: code, signal }, what);
}

function must(result, what) {
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`smoke: ${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}
