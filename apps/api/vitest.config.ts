import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@verdict/source'] },
  ssr: { resolve: { conditions: ['@verdict/source'] } },
  test: { name: 'api', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 20_000 },
});
