import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry, type GameSystemV1, resolveTest } from '@verdict/core';
import { afterAll, describe, expect, it } from 'vitest';
import { SystemLoadError } from './errors.js';
import { loadSystemPackages } from './load.js';

// Real packages on disk: plain ESM files with a hand-written Standard Schema, so they import nothing.
const root = mkdtempSync(join(tmpdir(), 'verdict-loader-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const system = (id: string, apiVersion = 1) => `
const input = { '~standard': { version: 1, vendor: 'hand', validate: (value) => ({ value }),
  jsonSchema: { input: () => ({ type: 'object' }), output: () => ({ type: 'object' }) } } };
export const system = { apiVersion: ${apiVersion}, id: '${id}', name: '${id}', version: '2.0.0', description: 'A test system.',
  tests: { roll: { title: 'Roll', description: 'A d6.', input, needs: () => [{ count: 1, sides: 6, group: 'd6' }],
    resolve: (_, { dice }) => ({ outcome: { result: 'success', label: 'Rolled', tier: 1, effects: [], face: dice.d(6, 'd6') }, steps: [] }),
    odds: () => ({ outcomes: [{ label: 'Rolled', result: 'success', tier: 1, probability: 1 }] }), examples: [] } } };
export const notASystem = 42;
`;

function pkg(dir: string, files: Record<string, string>): string {
  const path = join(root, dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(path, name, '..'), { recursive: true });
    writeFileSync(join(path, name), text);
  }
  return path;
}

pkg('node_modules/@acme/system-die', {
  'package.json': JSON.stringify({
    name: '@acme/system-die',
    type: 'module',
    exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' } },
  }),
  'dist/index.js': system('die'),
});
pkg('local', {
  'package.json': JSON.stringify({ type: 'module', main: 'main.js' }),
  'main.js': system('local'),
});
pkg('file', { 'system.mjs': system('file') });
pkg('future', { 'index.mjs': system('future', 2) });
pkg('none', { 'index.mjs': 'export const x = 1;' });
pkg('broken', { 'index.mjs': 'export const = ;' });
pkg('clash', { 'index.mjs': system('die') });

const load = (specs: string[], builtIn: GameSystemV1[] = []) =>
  loadSystemPackages(specs, { cwd: root, builtIn });
const failure = async (specs: string[], builtIn: GameSystemV1[] = []) => {
  try {
    await load(specs, builtIn);
  } catch (error) {
    if (error instanceof SystemLoadError) return error;
    throw error;
  }
  throw new Error('expected a SystemLoadError');
};

describe('loadSystemPackages', () => {
  it('loads packages by name (node_modules, exports import), by folder (main) and by file', async () => {
    const loaded = await load(['@acme/system-die', './local', './file/system.mjs']);
    expect(loaded.map((p) => [p.spec, p.systems.map((s) => s.id)])).toEqual([
      ['@acme/system-die', ['die']],
      ['./local', ['local']],
      ['./file/system.mjs', ['file']],
    ]);
    const registry = createRegistry(loaded.flatMap((p) => p.systems));
    expect(resolveTest(registry, { system: 'die', test: 'roll', input: {}, dice: [4] }).outcome.face).toBe(4);
  });

  it('finds a package name from a folder below the one holding node_modules', async () => {
    const loaded = await loadSystemPackages(['@acme/system-die'], { cwd: join(root, 'local') });
    expect(loaded[0]!.systems[0]!.id).toBe('die');
  });

  it('names a package that is missing, fails to load, or exports no system', async () => {
    expect((await failure(['@acme/missing'])).message).toMatch(
      /^System package '@acme\/missing' not found in node_modules/,
    );
    expect((await failure(['./nowhere'])).message).toMatch(/^System package '.\/nowhere' not found at /);
    expect((await failure(['./broken/index.mjs'])).message).toMatch(
      /^System package '.\/broken\/index.mjs' could not be loaded: /,
    );
    expect((await failure(['./none/index.mjs'])).message).toContain(
      "System package './none/index.mjs' exports no game system",
    );
  });

  it("names a package whose system breaks the contract, with the registry's message", async () => {
    const error = await failure(['./future/index.mjs']);
    expect(error.message).toBe(
      "System package './future/index.mjs': System 'future': unsupported apiVersion 2, expected 1 (this is @verdict/core 1.x)",
    );
    expect(error.spec).toBe('./future/index.mjs');
  });

  it('refuses an id already taken by a built-in system or an earlier package', async () => {
    const [die] = (await load(['@acme/system-die']))[0]!.systems;
    expect((await failure(['./clash/index.mjs'], [die!])).message).toContain("Duplicate system id 'die'");
    expect((await failure(['@acme/system-die', './clash/index.mjs'])).spec).toBe('./clash/index.mjs');
  });

  it('falls back to resolving beside the app', async () => {
    const loaded = await loadSystemPackages(['@acme/elsewhere'], {
      cwd: join(root, 'file'),
      resolveBeside: () => join(root, 'local', 'main.js'),
    });
    expect(loaded[0]!.systems[0]!.id).toBe('local');
  });
});
