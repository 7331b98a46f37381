import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'testkit', include: ['src/**/*.test.ts'] },
});
