// `npm run test:loaded`: the slowest test files, run again while busy loops hold every core, so a test whose
// verdict depends on the machine's speed is found here, not by chance on a shared CI machine. The slowest
// files are those of the last `npm test` (node_modules/.cache/verdict/test-times.json, written by
// scripts/test/slowest-files-reporter.mjs), or the list below when no run has been kept yet.
// `npm run bench` runs it last. Options: LOADED_FILES=N (how many files, default 15), LOADED_LOOPS=N (busy
// loops, default one per core).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { build, ensureInstalled, root } from './run.mjs';
import { TIMES_FILE } from './test/slowest-files-reporter.mjs';

/** The slowest files when no run has been kept: the statistical, browser, terminal and server tests. */
const FALLBACK = [
  'apps/cli/test/help-examples.test.ts',
  'apps/cli/test/screen-fit.tmux.test.ts',
  'apps/cli/test/stdin-pipe.test.ts',
  'apps/web/e2e/room.e2e.ts',
  'apps/web/e2e/odds-worker.e2e.ts',
  'apps/api/test/hostile-input.test.ts',
  'packages/system-d20-roll-under/src/mutual-contest.test.ts',
  'packages/system-d20-roll-under/src/resist.test.ts',
  'packages/system-2d6-pool/src/simulation.test.ts',
  'packages/system-t13/src/simulation.test.ts',
];

const count = Number(process.env.LOADED_FILES ?? 15);
const loops = Number(process.env.LOADED_LOOPS ?? availableParallelism());
const files = existsSync(TIMES_FILE)
  ? JSON.parse(readFileSync(TIMES_FILE, 'utf8'))
      .files.slice(0, count)
      .map((file) => file.file)
  : FALLBACK.slice(0, count);

ensureInstalled();
build();
console.log(`Running the ${files.length} slowest test files with ${loops} busy loops beside them:`);
for (const file of files) console.log(`  ${file}`);
const busy = Array.from({ length: loops }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const stopBusy = () => {
  for (const loop of busy) loop.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const started = Date.now();
const vitest = spawn(join(root, 'node_modules', '.bin', 'vitest'), ['run', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', VERDICT_KEEP_TEST_TIMES: '0' },
});
vitest.on('exit', (code, signal) => {
  stopBusy();
  console.log(
    `\nThe slowest files under load: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s, ${loops} busy loops beside them.`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
