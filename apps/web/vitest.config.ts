import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@verdict/source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Files share their worker's module cache (and jsdom): importing React and the engine anew for each file cost
    // more than most files' tests. src/test/setup.ts unmounts, empties storage and restores spies after each test.
    isolate: false,
    // Wide: a verdict must not depend on the machine's speed (CI may be shared and several times slower).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
