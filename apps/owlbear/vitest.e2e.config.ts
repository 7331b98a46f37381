import { defineProject } from 'vitest/config';

// Browser tests: the built extension as the Verdict server serves it (`/owlbear/`), inside a stand-in for
// Owlbear Rodeo's host page (test/owlbear-host/), in the system Chromium (see e2e/harness.ts). The global setup
// launches one Chromium for the whole run (e2e/chromium-server.ts); each file connects to it.
export default defineProject({
  test: {
    name: 'owlbear-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // The CLI's build when it is stale (tests run `verdict` in tmux), once for the run: files building it
    // in their own hooks ran tsup side by side over the same dist, and a build failed.
    globalSetup: ['e2e/chromium-server.ts', '../cli/test/build-once.ts'],
    // Files share their worker's module cache (Playwright, the helpers): they keep no state in modules.
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
