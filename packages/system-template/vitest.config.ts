import { defineProject } from 'vitest/config';

// Self-contained on purpose: this package is copied out of the monorepo to start a new system, so it
// tests against the built @verdict packages (as a published system does), not their sources. The timeouts
// are wide: a test's verdict must not depend on the machine's speed.
export default defineProject({
  test: { name: 'system-template', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
