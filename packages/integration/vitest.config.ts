import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'integration', include: ['src/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 300_000 },
});
