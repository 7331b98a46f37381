import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    conditions: ['@verdict/source'],
  },
  // Node tests resolve through the SSR environment: workspace packages resolve to their sources there too.
  ssr: { resolve: { conditions: ['@verdict/source'] } },
  test: {
    name: 'owlbear',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
});
