import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The vitest project of a package under `packages/`: its tests are `src/**\/*.test.ts`, workspace packages
 * resolve to their sources (vitest resolves through the SSR environment, hence both conditions), and the
 * timeouts are wide. No test's verdict may depend on the machine's speed: a CI machine may be shared and
 * several times slower at times, so a test gets 60 s (a hook 120 s) unless it asks for more; `npm run
 * test:loaded` runs the slowest files with every core busy to check that the margin holds.
 *
 * Files share their worker's module cache (`isolate: false`): each file imported the package and its
 * dependencies anew, which cost more than most files' tests. The tests keep no state in modules (no `vi.mock`,
 * no globals); a package whose tests need a fresh module graph per file passes `isolate: true`.
 *
 * @example
 * export default packageProject('dice');
 */
export function packageProject(name: string, test: NonNullable<TestProjectInlineConfiguration['test']> = {}) {
  const conditions = ['@verdict/source'];
  return defineProject({
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      name,
      include: ['src/**/*.test.ts'],
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      ...test,
    },
  });
}
