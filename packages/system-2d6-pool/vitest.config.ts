import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'system-2d6-pool', include: ['src/**/*.test.ts'] },
});
