import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'fields', include: ['src/**/*.test.ts'] },
});
