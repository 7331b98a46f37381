import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their sources; vitest resolves through the SSR environment, hence both.
  resolve: { conditions: ['@verdict/source'] },
  ssr: { resolve: { conditions: ['@verdict/source'] } },
  test: { name: 'table', include: ['src/**/*.test.ts'] },
});
