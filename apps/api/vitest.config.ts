import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  // Vite applies top-level resolve.conditions to the browser environment only; tests run in the SSR one.
  ssr: { resolve: { conditions: ['@verdict/source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share their worker's module cache: importing the app and every engine package anew for each file cost
    // more than most files' tests. Each test builds its own app, store and servers; none keeps state in a module.
    isolate: false,
    // The process tests run dist/serve.js: build it first when it is missing or stale.
    globalSetup: ['test/build-once.ts'],
    // Wide: a verdict must not depend on the machine's speed (CI may be shared and several times slower).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
