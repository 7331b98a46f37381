import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './scripts/test/slowest-files-reporter.mjs';

// One run for the whole repo: every package and app is a project with its own config. At the end the run
// prints its 15 slowest test files (and keeps every file's time for `npm run test:loaded`).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.e2e.config.ts'],
    reporters: ['default', new SlowestFilesReporter(15)],
  },
});
