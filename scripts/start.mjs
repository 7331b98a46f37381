// `npm start`: install what is missing, build, and serve the API, the web app and the Owlbear Rodeo extension
// (`/owlbear/`, built with the rest) on HOST:PORT.
//
// The server runs as a child process. SIGTERM, SIGINT and SIGHUP sent to this process are forwarded to it
// (SIGHUP as SIGTERM), and this process exits with the server's exit code once it has stopped. npm forwards
// SIGTERM to the shell that runs this script, but a shell such as dash dies of it without passing it on:
// when the process that started this one goes away, the server is stopped the same way. And when this process
// is killed outright (SIGKILL), the server sees its IPC channel close and stops. Either way, stopping
// `npm start` stops the server gracefully and leaves no orphan behind. VERDICT_SKIP_BUILD=1 skips the
// install and build steps (a container that built at image time, or a test that built already).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { requireSupportedNode } from './node-support.mjs';

requireSupportedNode();
const { build, ensureInstalled, root } = await import('./run.mjs');

/** The builds `npm start` serves: the API (dist/serve.js), the web app (`/`) and the Owlbear extension (`/owlbear/`). */
const SERVED = ['--filter=@verdict/api', '--filter=@verdict/web', '--filter=@verdict/owlbear'];

if (process.env.VERDICT_SKIP_BUILD !== '1') {
  ensureInstalled();
  // Only what it serves: the server and the two frontends bundle the workspace packages from their sources, so
  // the packages' own builds (their .d.ts files above all) are left to `npm test` and the packing (apps/*/turbo.json).
  build(SERVED);
}

// The IPC channel is the server's lifeline: when this process dies, even of SIGKILL, the channel closes and
// the server stops gracefully (apps/api/src/serve.ts).
const server = spawn(process.execPath, ['apps/api/dist/serve.js'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
server.channel?.unref();
const stop = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
// npm runs this script through a shell (`sh -c node scripts/start.mjs`): when npm itself is killed outright,
// the shell lives on, re-parented, and so would this process. So under npm the shell's parent is watched too.
const parent = process.ppid;
const npm = process.env.npm_lifecycle_event ? parentOf(parent) : undefined;
const orphaned = setInterval(
  () => {
    if (process.ppid !== parent || (npm !== undefined && parentOf(parent) !== npm)) {
      clearInterval(orphaned);
      stop('SIGTERM');
    }
  },
  process.platform === 'linux' ? 250 : 1_000,
);
orphaned.unref();
server.on('error', (error) => {
  console.error(`npm start: cannot run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});

/** The parent of process `pid` (/proc on Linux, `ps` elsewhere), or undefined when it cannot be told. */
function parentOf(pid) {
  if (process.platform === 'win32') return undefined;
  try {
    if (process.platform === 'linux') {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    }
    const ps = spawnSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.status === 0 ? Number(ps.stdout.trim()) : 0;
  } catch {
    return 0; // the process is gone
  }
}
