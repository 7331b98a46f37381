import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './scripts/test/slowest-files-reporter.mjs';

// One run for the whole repo: every package and app is a project with its own config. At the end the run
// prints its 15 slowest test files (and keeps every file's time for `npm run test:loaded`). Most of the slow
// files wait on other processes (the API server, Chromium, tmux, npm) or on the clock (a worker that loads for
// 20 s, a hidden answer's floor, a deadline), so one file more than the cores runs at once: three on a 2-core
// machine, where two left a core idle while a file slept (vitest's default there is one). The browser tests
// share that pool: a project with `fileParallelism: false` is run by vitest after every other file, one file at a
// time, which left a core idle for minutes; each browser test file has its own server and connects to its
// project's one Chromium (apps/web/e2e/chromium.ts).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.e2e.config.ts'],
    reporters: ['default', new SlowestFilesReporter(15)],
    maxWorkers: availableParallelism() + 1,
  },
});
