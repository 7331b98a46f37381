// `npm test`: install what is missing, build, lint, typecheck, run every test (the packed packages' checks among
// them). The smoke set on Node 22 and 24 (scripts/smoke/run.mjs) starts right after the build, beside the rest: most
// of its time is spent waiting (installs from the registry, a room idle for 60 s, servers starting), which would
// otherwise add minutes to the run. Its output is kept in a file and printed after the tests; its verdict is awaited.
import { existsSync } from 'node:fs';
import { requireSupportedNode } from './node-support.mjs';
import { startSmoke } from './test/background-smoke.mjs';

requireSupportedNode();
const { bin, build, ensureInstalled, run } = await import('./run.mjs');

ensureInstalled();
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const step = (title) => console.log(`\n== ${title}`);

step('build');
build();
const smoke = process.env.SMOKE === '0' && !process.env.CI ? undefined : startSmoke(env);
step('lint (biome)');
bin('biome', ['check', '.'], { env });
step('frontend size (each frontend against core+dice+form+room)');
run(process.execPath, ['scripts/source-size.mjs', '--check'], { env });
step('typecheck');
bin('turbo', ['run', 'typecheck', '--output-logs=errors-only'], { env });
step('tests (vitest)');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(
      `Browser tests need Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.warn(`Chromium not found at ${chromium}: browser tests will be skipped (they fail in CI).`);
}
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(headlessShell)) {
  console.warn(
    `Chromium's headless shell not found at ${headlessShell}: the browser tests run in the full Chromium, with more CPU (apt-get install -y chromium-headless-shell).`,
  );
}
// Among the tests, each published package's `check:package` (publint, are-the-types-wrong) on its tarball
// (packages/integration/src/package-checks.test.ts).
bin('vitest', ['run'], { env });
step('smoke on Node 22 and 24 (scripts/smoke/run.mjs, started after the build)');
if (smoke) {
  const code = await smoke.finished();
  if (code !== 0) process.exit(code);
} else {
  console.warn('SMOKE=0: the smoke set on Node 22 and 24 is skipped (CI always runs it).');
}
