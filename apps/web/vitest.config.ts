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
    // Wide: a verdict must not depend on the machine's speed (CI may be shared and several times slower).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
