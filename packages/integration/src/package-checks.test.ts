// Each published package's `check:package` (publint, and are-the-types-wrong for the libraries), on the tarball it
// would be published as: the checks its package.json names, with the switches it gives them, run here in one
// process on the tarballs the other packing tests share. `npm test` ran them as a step of its own after vitest,
// thirteen processes each packing its package again with npm and loading TypeScript anew: about half a minute
// of a run's time (issue 32). `npm run test:packages` still runs each package's script as it is written.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { problemKindInfo } from '@arethetypeswrong/core/problems';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pack, publishedPackages, type WorkspacePackage } from './packed.js';

/** The resolutions each of are-the-types-wrong's `--profile`s leaves out (its CLI's `profiles.ts`). */
const ATTW_PROFILES: Readonly<Record<string, readonly string[]>> = {
  strict: [],
  node16: ['node10'],
  'esm-only': ['node10', 'node16-cjs'],
};

/** What a package's `check:package` script runs: publint (and whether `--strict`), attw (and its profile). */
function checksOf(pkg: WorkspacePackage) {
  const script = (pkg.manifest.scripts as Record<string, string> | undefined)?.['check:package'] ?? '';
  const attw = /\battw\b(.*)/.exec(script);
  return {
    publint: /\bpublint\b/.test(script) ? { strict: /\bpublint\b[^&]*--strict/.test(script) } : undefined,
    attw: attw ? { profile: /--profile\s+(\S+)/.exec(attw[1] ?? '')?.[1] ?? 'strict' } : undefined,
  };
}

const checked = publishedPackages().filter((pkg) => {
  const checks = checksOf(pkg);
  return checks.publint !== undefined || checks.attw !== undefined;
});

describe("each published package's check:package, on its tarball", () => {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-package-checks-'));
  let tarballs = new Map<string, string>();
  beforeAll(async () => {
    tarballs = await pack(checked, dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the packages to check, the libraries with their types', () => {
    const names = checked.map((pkg) => pkg.name);
    expect(names).toEqual(expect.arrayContaining(['@verdict/core', '@verdict/cli', '@verdict/server']));
    expect(checksOf(checked.find((pkg) => pkg.name === '@verdict/core')!)).toEqual({
      publint: { strict: true },
      attw: { profile: 'node16' },
    });
  });

  it.each(checked.map((pkg) => [pkg.name, pkg] as const))('%s', async (name, pkg) => {
    const checks = checksOf(pkg);
    const file = readFileSync(tarballs.get(name)!);
    const found: string[] = [];
    if (checks.publint) {
      const tarball = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
      const { messages, pkg: manifest } = await publint({ pack: { tarball }, strict: checks.publint.strict });
      for (const message of messages.filter((m) => m.type === 'error'))
        found.push(`publint: ${formatMessage(message, manifest) ?? message.code}`);
    }
    if (checks.attw) {
      const ignored = ATTW_PROFILES[checks.attw.profile];
      if (!ignored) throw new Error(`${name}: unknown are-the-types-wrong profile ${checks.attw.profile}`);
      const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(file)));
      expect(analysis.types, `${name} ships its types`).not.toBe(false);
      if (analysis.types) {
        for (const problem of analysis.problems) {
          if ('resolutionKind' in problem && ignored.includes(problem.resolutionKind)) continue;
          const where = 'entrypoint' in problem ? ` (${problem.entrypoint}, ${problem.resolutionKind})` : '';
          found.push(`are-the-types-wrong: ${problemKindInfo[problem.kind].title}${where}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
