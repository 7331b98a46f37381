import { defineProject } from 'vitest/config';

// Browser tests: the built app as `npm start` serves it, in the system Chromium (see e2e/browser.ts).
export default defineProject({
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
