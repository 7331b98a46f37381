import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: {
    name: 'cli',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Subprocess tests run dist/bin.js: build it first when it is missing or older than src.
    globalSetup: ['test/build-once.ts'],
    testTimeout: 20_000,
  },
});
