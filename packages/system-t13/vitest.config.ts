import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages resolve to their sources; vitest resolves through the SSR environment, hence both.
  resolve: { conditions: ['@verdict/source'] },
  ssr: { resolve: { conditions: ['@verdict/source'] } },
  test: {
    name: 'system-t13',
    include: ['src/**/*.test.ts'],
    // Seeded simulations (100,000 resolutions) and brute-force enumerations take seconds on a busy machine.
    testTimeout: 120_000,
  },
});
