import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'test-utils', include: ['src/**/*.test.ts'] },
});
