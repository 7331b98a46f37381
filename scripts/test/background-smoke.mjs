// The smoke set (scripts/smoke/run.mjs) as a child of `npm test` that runs beside the other steps. Its output goes
// to a file (printed once the tests are done, so the two never interleave); the child is in the same process group,
// so Ctrl-C reaches it, and it leaves when `npm test` stops early (a failed step, a signal) or dies (its IPC
// channel closes).
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../run.mjs';

export const SMOKE_LOG = join(root, 'node_modules', '.cache', 'verdict', 'smoke.log');

/** Starts the smoke set; `finished()` prints its output and resolves with its exit code. */
export function startSmoke(env) {
  mkdirSync(join(SMOKE_LOG, '..'), { recursive: true });
  const out = openSync(SMOKE_LOG, 'w');
  const started = Date.now();
  // Its storage tests are a partial vitest run: they must not replace the whole run's file times.
  const child = spawn(process.execPath, [join(root, 'scripts', 'smoke', 'run.mjs')], {
    cwd: root,
    env: { ...env, VERDICT_KEEP_TEST_TIMES: '0' },
    stdio: ['ignore', out, out, 'ipc'],
  });
  closeSync(out);
  console.log(`(the smoke set on Node 22 and 24 runs beside the next steps; its output: ${SMOKE_LOG})`);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return {
    finished: async () => {
      const code = await exited;
      process.stdout.write(readFileSync(SMOKE_LOG, 'utf8'));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`smoke: ${code === 0 ? 'passed' : `failed (exit ${code})`}, ${seconds} s after it started`);
      return code;
    },
  };
}
