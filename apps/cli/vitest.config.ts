import { defineProject } from 'vitest/config';

// Workspace packages resolve to their sources (`@verdict/source`). Vitest runs tests in Vite's SSR
// environment, which reads `ssr.resolve.conditions`, not `resolve.conditions`: without it, imports of
// the systems would silently load their (possibly stale) dist.
const conditions = ['@verdict/source'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Files share their worker's module cache: importing Ink, React and the engine anew for each file cost more than
    // most files' tests. The command tests run the built CLI in processes of their own; none keeps state in a module.
    isolate: false,
    // Subprocess tests run dist/bin.js: build it first when it is missing or older than the sources.
    globalSetup: ['test/build-once.ts'],
    // Wide: a verdict must not depend on the machine's speed (CI may be shared and several times slower).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
