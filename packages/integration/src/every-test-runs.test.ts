// Every test file in the repository is run by `npm test`: a file whose name no project's `include` matches (a
// `.test.ts` beside the web app's `.test.tsx` files, a `.test.tsx` in the Owlbear extension) would pass silently by
// never running. The files vitest would run (`vitest list --filesOnly`, the root config's projects) are compared
// with the test files git tracks.
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { root } from './packed.js';

const TEST_FILES = [
  '*.test.ts',
  '*.test.tsx',
  '*.test.mts',
  '*.test.js',
  '*.test.mjs',
  '*.e2e.ts',
  '*.spec.ts',
];

it('runs every test file git tracks', () => {
  const tracked = spawnSync('git', ['ls-files', '-z', '--', ...TEST_FILES], { cwd: root, encoding: 'utf8' });
  expect(tracked.status).toBe(0);
  const files = tracked.stdout.split('\0').filter(Boolean);
  expect(files.length).toBeGreaterThan(400);
  const listed = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'list', '--filesOnly', '--json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } },
  );
  expect(listed.status, listed.stderr).toBe(0);
  const run = new Set(
    (JSON.parse(listed.stdout) as { file: string }[]).map((entry) => relative(root, entry.file)),
  );
  expect(files.filter((file) => !run.has(file))).toEqual([]);
});
