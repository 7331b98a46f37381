import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'core', include: ['src/**/*.test.ts'] },
});
