import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  test: { name: 'system-d20-roll-under', include: ['src/**/*.test.ts'] },
});
