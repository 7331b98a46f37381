import { defineConfig } from 'vitest/config';

// One run for the whole repo: every package and app is a project with its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/*/vitest.e2e.config.ts'],
  },
});
