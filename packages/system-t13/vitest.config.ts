import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'system-t13', include: ['src/**/*.test.ts'] },
});
