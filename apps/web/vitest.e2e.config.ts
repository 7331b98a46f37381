import { defineProject } from 'vitest/config';

// Browser tests: the built app as `npm start` serves it, in the system Chromium (see e2e/harness.ts). The global
// setup launches one Chromium for the whole run (e2e/chromium.ts); each file connects to it and opens contexts of
// its own.
export default defineProject({
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/chromium-server.ts'],
    // Files share their worker's module cache (Playwright, the helpers): they keep no state in modules.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
