// Issue 38, N18: the CLI packed the documented way (`pnpm pack`, as `changeset publish` does; the tarball is
// shared with packages/integration's install tests through their cache) carries a package.json with only what an
// installed CLI needs, installs with plain `npm i -g --prefix <empty>` and runs, naming its version.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, pack, workspaceManifest } from '../../../packages/integration/src/packed.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'verdict-cli-packed-'));
const prefix = join(work, 'prefix');
const own = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
let tarball = '';

beforeAll(async () => {
  tarball = (await pack([workspaceManifest('apps/cli')], join(work, 'tarballs'))).get('@verdict/cli')!;
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed @verdict/cli', () => {
  it("carries only what an installed CLI needs: bin, files and engines, no dependency, no workspace's tools", () => {
    const text = execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' });
    const manifest = JSON.parse(text);
    expect(text).not.toMatch(/workspace:|catalog:/);
    expect(manifest.devDependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.private).toBeUndefined();
    expect(manifest).toMatchObject({
      name: '@verdict/cli',
      version: own.version,
      type: 'module',
      bin: { verdict: './dist/bin.js' },
      files: ['dist', '!dist/**/*.map'],
      engines: { node: own.engines.node },
    });
    // Ink and React are bundled into the screen's chunk (tsup.config.ts): an install fetches nothing else.
    expect(manifest.dependencies).toBeUndefined();
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(files).toContain('package/dist/bin.js');
    // No source maps (the review's §3: 2.62 MB, 69% of the unpacked package): Node reads them only under
    // --enable-source-maps, which the bin does not set, so an installed CLI never used them.
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('package/') && !file.startsWith('package/dist/'))).toEqual(
      expect.arrayContaining(['package/package.json', 'package/README.md', 'package/LICENSE']),
    );
  });

  it('npm pack, which would keep the catalog: ranges, stops and says to pack with pnpm', async () => {
    const packed = await run('npm', ['pack', '--dry-run'], {
      cwd: join(import.meta.dirname, '..'),
      env: npmEnv(),
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in packed && packed.code).toBe(1);
    expect(packed.stderr).toContain('@verdict/cli is packed with pnpm');
  }, 120_000);

  it('installs with npm i -g into an empty prefix and runs, naming its own version', async () => {
    await run(
      'npm',
      ['install', '--global', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tarball],
      { cwd: work, env: npmEnv(), maxBuffer: 16 * 1024 * 1024 },
    );
    const verdict = join(prefix, 'bin', 'verdict');
    const version = await run(verdict, ['--version'], { cwd: work, env: npmEnv() });
    expect(version.stdout.split('\n')[0]).toBe(`verdict ${own.version}`);
    const rolled = await run(verdict, ['roll', '2d6', '--seed', 'x', '--json'], { cwd: work, env: npmEnv() });
    expect(JSON.parse(rolled.stdout).total).toBeGreaterThanOrEqual(2);
  }, 900_000);
});
