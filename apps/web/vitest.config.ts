import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@verdict/source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // Whole-app renders with the real engine (T13 odds, contests) are slow on a loaded machine: a generous limit.
    testTimeout: 20_000,
  },
});
