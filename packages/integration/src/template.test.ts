// Starts a new game system the way an author would: copies packages/system-template out of the
// monorepo, renames it, installs it with plain npm (the @verdict packages from their packed tarballs,
// everything else from the registry), then runs its own test suite there, which must pass the testkit.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersions, npmEnv, npmProject, pack, workspacePackage } from './packed.js';

const run = promisify(execFile);
const template = workspacePackage('@verdict/system-template');
const work = mkdtempSync(join(tmpdir(), 'verdict-template-'));
const copy = join(work, 'system-shadow-pool');

interface VitestReport {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

let report: VitestReport;
let typecheck: { code: number; output: string };

/** The template's package.json with real ranges: tarballs for @verdict packages, catalog pins for the rest. */
function renamedManifest(tarballs: Map<string, string>): Record<string, unknown> {
  const catalog = catalogVersions();
  const { private: _private, ...manifest } = template.manifest;
  const rewrite = (ranges: unknown) =>
    Object.fromEntries(
      Object.entries((ranges ?? {}) as Record<string, string>).map(([name, range]) => {
        if (range.startsWith('workspace:')) return [name, `file:${tarballs.get(name)}`];
        if (range === 'catalog:') return [name, catalog.get(name)];
        return [name, range];
      }),
    );
  return {
    ...manifest,
    name: '@acme/system-shadow-pool',
    repository: undefined,
    dependencies: rewrite(manifest.dependencies),
    devDependencies: rewrite(manifest.devDependencies),
    // The testkit and core ask for @verdict/dice too: the same tarball, as a published release would be. The testkit
    // reads schemas through @verdict/form, which the template does not depend on itself: its tarball by override.
    overrides: {
      '@verdict/dice': '$@verdict/dice',
      '@verdict/core': '$@verdict/core',
      '@verdict/form': `file:${tarballs.get('@verdict/form')}`,
    },
  };
}

beforeAll(async () => {
  const needed = ['@verdict/core', '@verdict/dice', '@verdict/form', '@verdict/testkit'].map(
    workspacePackage,
  );
  const tarballs = await pack(needed, join(work, 'tarballs'));
  cpSync(template.dir, copy, {
    recursive: true,
    filter: (path) =>
      !/^(node_modules|dist|\.turbo)(\/|$)/.test(relative(template.dir, path).split(sep).join('/')),
  });
  const index = join(copy, 'src', 'index.ts');
  const source = readFileSync(index, 'utf8');
  if (!source.includes("id: 'target-pool'"))
    throw new Error("The template's system id is no longer 'target-pool'");
  writeFileSync(index, source.replace("id: 'target-pool'", "id: 'shadow-pool'"));
  await npmProject(copy, renamedManifest(tarballs));

  const out = join(work, 'report.json');
  const vitest = join(copy, 'node_modules', 'vitest', 'vitest.mjs');
  await run(process.execPath, [vitest, 'run', '--reporter=json', `--outputFile=${out}`], {
    cwd: copy,
    env: npmEnv(),
  }).catch(
    (error: unknown) => error, // a failing suite exits 1; the report says what failed
  );
  report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
  const tsc = join(copy, 'node_modules', 'typescript', 'bin', 'tsc');
  typecheck = await run(process.execPath, [tsc, '--noEmit'], { cwd: copy, env: npmEnv() }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, output: error.stdout }),
  );
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the system template, copied out and renamed', () => {
  it('passes the testkit under its new id, with nothing from the monorepo', () => {
    const results = report.testResults.flatMap((file) => file.assertionResults);
    const failed = results.filter((r) => r.status !== 'passed').map((r) => r.fullName);
    expect(failed).toEqual([]);
    expect(report.numFailedTests).toBe(0);
    // The contract's checks run under the new id; the template's own tests (its odds against brute force) run too.
    const contract = results.filter((r) => r.fullName.includes('the Verdict game-system contract'));
    expect(contract.length).toBeGreaterThanOrEqual(10);
    expect(
      contract.every((r) => r.fullName.startsWith('shadow-pool: the Verdict game-system contract')),
    ).toBe(true);
    expect(results.map((r) => r.fullName)).toContain(
      'the headline: the mean number of successes 2 dice against 5+: exactly the mean over every roll',
    );
    expect(results.map((r) => r.fullName)).toContain(
      "shadow-pool: the Verdict game-system contract test 'check' resolve agrees with the odds over 20000 seeded runs of each example input",
    );
  });

  it('typechecks on its own tsconfig against the published types', () => {
    expect(typecheck.output).toBe('');
    expect(typecheck.code).toBe(0);
  });

  it('is installed from the tarballs, not from the workspace', () => {
    const installed = JSON.parse(readFileSync(join(copy, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { resolved?: string; link?: boolean }>;
    };
    for (const name of ['@verdict/core', '@verdict/dice', '@verdict/testkit']) {
      const entry = installed.packages[`node_modules/${name}`];
      expect(entry?.resolved, name).toMatch(/\.tgz$/);
      expect(entry?.link, name).toBeUndefined();
    }
  });
});
