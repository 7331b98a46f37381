import { defineProject } from 'vitest/config';

// Browser tests: the built extension as the Verdict server serves it (`/owlbear/`), inside a stand-in for
// Owlbear Rodeo's host page (test/owlbear-host/), in the system Chromium (see e2e/harness.ts).
export default defineProject({
  test: {
    name: 'owlbear-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
