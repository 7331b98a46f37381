import { defineProject } from 'vitest/config';

// Browser tests: the built app as `npm start` serves it, in the system Chromium (see e2e/harness.ts). The global
// setup launches one Chromium for the whole run (e2e/chromium.ts); each file connects to it and opens contexts of
// its own.
export default defineProject({
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // The CLI's build when it is stale (tests run `verdict` in tmux), once for the run: files building it
    // in their own hooks ran tsup side by side over the same dist, and a build failed.
    globalSetup: ['e2e/chromium-server.ts', '../cli/test/build-once.ts'],
    // Files share their worker's module cache (Playwright, the helpers): they keep no state in modules.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
