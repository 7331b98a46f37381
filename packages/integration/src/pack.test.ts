// Packs every published library as it would be published (the tools: install.test.ts), installs the tarballs into empty projects
// with plain npm, and checks that each loads with `import` and `require`, and that each system package
// resolves its examples with only its declared dependencies (and @verdict/core, its peer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersions, nodeJson, npmProject, pack, publishedLibraries } from './packed.js';

// The libraries; the tools (bin-only packages) are installed and run by install.test.ts.
const packages = publishedLibraries();
const systems = packages.filter((pkg) => pkg.name.startsWith('@verdict/system-'));
const names = packages.map((pkg) => pkg.name);
const work = mkdtempSync(join(tmpdir(), 'verdict-pack-'));
const all = join(work, 'all');
let tarballs = new Map<string, string>();

type Loaded = Record<string, { exports: string[]; error?: string }>;
interface ExampleRun {
  id: string;
  hoisted: boolean;
  results: {
    test: string;
    title: string;
    expected: Record<string, unknown>;
    outcome: Record<string, unknown>;
  }[];
}

const file = (name: string) => `file:${tarballs.get(name)}`;

/** Every export name of every package, loaded one way or the other, or the error that stopped it. */
const loadAll = (mode: 'import' | 'require') => `
  const out = {};
  for (const name of ${JSON.stringify(names)}) {
    try {
      const module = ${mode === 'import' ? 'await import(name)' : 'require(name)'};
      out[name] = { exports: Object.keys(module).filter((key) => key !== 'default' && key !== 'module.exports').sort() };
    } catch (error) {
      out[name] = { error: String(error && error.message || error) };
    }
  }
  console.log(JSON.stringify(out));`;

/** Resolves the first example of each test of a system package, through @verdict/core. */
const resolveExamples = (name: string, mode: 'import' | 'require') => `
  const load = (id) => ${mode === 'import' ? 'import(id)' : 'Promise.resolve(require(id))'};
  (async () => {
    const core = await load('@verdict/core');
    const system = Object.values(await load(${JSON.stringify(name)})).find((v) => v && v.apiVersion === 1);
    const registry = core.createRegistry([system]);
    const results = [];
    for (const [test, definition] of Object.entries(system.tests)) {
      const example = definition.examples.find((e) => e.dice) || definition.examples[0];
      if (!example) continue;
      const how = example.dice ? { dice: example.dice } : { seed: example.seed || example.title };
      const response = core.resolveTest(registry, { system: system.id, test, input: example.input, ...how });
      results.push({ test, title: example.title, expected: example.expected, outcome: response.outcome });
    }
    // Nested install: @verdict/dice sits under the packages that declare it, not at the top.
    let hoisted = true;
    try { require.resolve('@verdict/dice'); } catch { hoisted = false; }
    console.log(JSON.stringify({ id: system.id, results, hoisted }));
  })();`;

/** With the packed @verdict/fair: the golden vectors, and a short room (opened, GM, a roll, closed) verified by @verdict/room. */
const fairRoom = (mode: 'import' | 'require') => `
  const load = (id) => ${mode === 'import' ? 'import(id)' : 'Promise.resolve(require(id))'};
  (async () => {
    const fair = await load('@verdict/fair');
    const room = await load('@verdict/room');
    const core = await load('@verdict/core');
    const { d20RollUnder } = await load('@verdict/system-d20-roll-under');
    const registry = core.createRegistry([d20RollUnder]);
    const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
    const faces = fair.hmacFaces({ serverSeed, clientSeed: 'table-1', nonce: 0, sides: [20, 20, 20, 20, 20] });
    const entries = [];
    const append = (fields) => {
      const last = entries[entries.length - 1];
      const at = '2026-12-01T00:00:0' + entries.length + '.000Z';
      entries.push(fair.chainEntry({ seq: entries.length + 1, prev: last ? last.hash : fair.GENESIS_PREV, at, ...fields }));
    };
    append({ type: 'room.opened', by: null, room: { id: 'r1', name: 'Test' }, algorithm: fair.ALGORITHM, epoch: 1,
      commitment: fair.commitment(serverSeed), engine: { version: '1.0.0' }, systems: { 'd20-roll-under': d20RollUnder.version } });
    append({ type: 'member.joined', by: 'gm', member: { id: 'gm', name: 'GM', role: 'gm' } });
    const request = { system: 'd20-roll-under', test: 'check', input: { value: 12 } };
    const roll = fair.resolveRoll(registry, request, { serverSeed, clientSeed: 'table-1', nonce: 0 });
    append({ type: 'roll', by: 'gm', ...request, visibility: 'public', epoch: 1, nonce: 0, clientSeed: 'table-1',
      input: roll.input, outcome: roll.outcome, dice: roll.dice });
    append({ type: 'room.closed', by: 'gm', epoch: 1, serverSeed });
    const { ok, failures } = room.verifyLog({ format: 'verdict-room-log', version: 1, entries }, registry);
    console.log(JSON.stringify({ commitment: fair.commitment(serverSeed), faces, ok, failures }));
  })();`;

beforeAll(async () => {
  tarballs = await pack(packages, join(work, 'tarballs'));
  const dependencies = Object.fromEntries(names.map((name) => [name, file(name)]));
  // vitest is the testkit's peer: pinned to the workspace's version (npm would pick the newest major).
  const vitest = catalogVersions().get('vitest');
  const overrides = Object.fromEntries(names.map((name) => [name, `$${name}`]));
  const projects = [
    npmProject(all, { name: 'all', private: true, dependencies: { ...dependencies, vitest }, overrides }),
  ];
  for (const system of systems) {
    // Only the system and its peer; @verdict/dice is not published yet, so npm takes it from its tarball.
    const manifest = {
      name: `only-${system.name.slice('@verdict/'.length)}`,
      private: true,
      dependencies: { [system.name]: file(system.name), '@verdict/core': file('@verdict/core') },
      overrides: { '@verdict/dice': file('@verdict/dice') },
    };
    projects.push(npmProject(join(work, manifest.name), manifest, { nested: true }));
  }
  await Promise.all(projects);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('packed packages', () => {
  it('are the published ones: core, dice, fair, the form and table models, the testkit and every system', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        '@verdict/core',
        '@verdict/dice',
        '@verdict/fair',
        '@verdict/form',
        '@verdict/room',
        '@verdict/testkit',
      ]),
    );
    expect(systems.length).toBeGreaterThanOrEqual(3);
  });

  it('carry real versions instead of workspace: and catalog: ranges', async () => {
    const manifests = await nodeJson<{ name: string; dependencies?: object; peerDependencies?: object }[]>(
      all,
      `console.log(JSON.stringify(${JSON.stringify(names)}.map((n) => require(n + '/package.json'))))`,
      'commonjs',
    );
    for (const manifest of manifests) {
      const ranges = JSON.stringify([manifest.dependencies, manifest.peerDependencies]);
      expect(ranges, manifest.name).not.toMatch(/workspace:|catalog:/);
    }
  });

  it('load with import and with require, exporting the same names', async () => {
    const esm = await nodeJson<Loaded>(all, loadAll('import'), 'module');
    const cjs = await nodeJson<Loaded>(all, loadAll('require'), 'commonjs');
    for (const name of names) {
      expect(esm[name], `import('${name}')`).not.toHaveProperty('error');
      expect(cjs[name], `require('${name}')`).not.toHaveProperty('error');
      expect(cjs[name]?.exports, `${name}: require and import export the same names`).toEqual(
        esm[name]?.exports,
      );
    }
    expect(esm['@verdict/core']?.exports).toEqual(
      expect.arrayContaining(['createRegistry', 'resolveTest', 'oddsTest']),
    );
    expect(esm['@verdict/dice']?.exports).toEqual(expect.arrayContaining(['createTray', 'seededSource']));
    expect(esm['@verdict/testkit']?.exports).toEqual(['arbitraryFromSchema', 'testGameSystem']);
    expect(esm['@verdict/fair']?.exports).toEqual(
      expect.arrayContaining([
        'ALGORITHM',
        'chainEntry',
        'commitment',
        'hmacSource',
        'resolveRoll',
        'describeVerdict',
      ]),
    );
    expect(esm['@verdict/form']?.exports).toEqual(
      expect.arrayContaining(['buildForm', 'flattenFields', 'applyFieldPairs', 'defaultFor']),
    );
    expect(esm['@verdict/room']?.exports).toEqual(
      expect.arrayContaining([
        'membersOf',
        'openRequests',
        'openableSeqs',
        'rollChance',
        'luckLedger',
        'viewOf',
        'roomState',
        'decide',
        'verifyLog',
        'createRoomClient',
        'createRoomView',
        'createLiveCheck',
      ]),
    );
    expect(esm['@verdict/room']?.exports).not.toContain('postToRoute');
  });

  for (const mode of ['import', 'require'] as const) {
    it(`@verdict/fair derives the protocol's dice and verifies a room it chains, packed (${mode})`, async () => {
      const result = await nodeJson<{
        commitment: string;
        faces: number[];
        ok: boolean;
        failures: unknown[];
      }>(all, fairRoom(mode), 'commonjs');
      expect(result).toEqual({
        commitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
        faces: [16, 16, 4, 3, 1],
        ok: true,
        failures: [],
      });
    });
  }

  it("the testkit's CommonJS entry explains that testGameSystem needs import (vitest cannot be required)", async () => {
    const result = await nodeJson<string | null>(
      all,
      `try { require('@verdict/testkit').testGameSystem({ id: 'x' }); console.log('null') }
       catch (e) { console.log(JSON.stringify(e.message)) }`,
      'commonjs',
    );
    expect(result).toMatch(/vitest can only be imported as an ES module/);
  });

  for (const system of systems) {
    for (const mode of ['import', 'require'] as const) {
      it(`${system.name} resolves its examples with only its declared dependencies (${mode})`, async () => {
        const dir = join(work, `only-${system.name.slice('@verdict/'.length)}`);
        const { id, results, hoisted } = await nodeJson<ExampleRun>(
          dir,
          resolveExamples(system.name, mode),
          'commonjs',
        );
        expect(`@verdict/system-${id}`).toBe(system.name);
        expect(hoisted, 'the layout is strict: nothing undeclared can be borrowed').toBe(false);
        expect(results.length).toBeGreaterThan(0);
        for (const { test, title, expected, outcome } of results) {
          expect(outcome, `${id}/${test}: ${title}`).toMatchObject(expected);
        }
      });
    }
  }
});
