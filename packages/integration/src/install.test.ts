// The tools install like any npm tool: `@verdict/cli` and `@verdict/server` are packed as they would be
// published, installed from their tarballs alone into an empty prefix with plain npm (`npm i -g`), and run:
// the commands, the interactive screen in a real terminal (tmux), and the server answering the API and the
// web app. Neither tarball needs another @verdict/* package (the engine and systems are bundled); npm reaches
// the registry only for their third-party dependencies (ink, react, hono, better-sqlite3, ...), as a user's would.
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, pack, root, sqlitePrebuildEnv, workspaceManifest } from './packed.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'verdict-install-'));
const prefix = join(work, 'prefix');
const bin = join(prefix, 'bin');
const tools = [workspaceManifest('apps/cli'), workspaceManifest('apps/server')];
let tarballs = new Map<string, string>();

/** A user's environment with the prefix's bin first on PATH. */
// better-sqlite3 installs a prebuilt binary (users with network download it from GitHub); this machine cannot
// reach GitHub, so npm takes the same version's binary from the workspace's build, packed as a prebuild, rather
// than compile SQLite from source for minutes (or wait out the download's long time-out).
const sqlitePrebuild = sqlitePrebuildEnv(join(work, 'prebuilds'));
const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...npmEnv(),
  PATH: `${bin}:${process.env.PATH}`,
  ...sqlitePrebuild,
  ...extra,
});

const verdict = async (args: string[], cwd = work) =>
  (await run(join(bin, 'verdict'), args, { cwd, env: env() })).stdout;

const version = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).version;

// Generous: without a prebuilt binary, better-sqlite3 compiles from source (minutes on a busy 2-core machine).
beforeAll(async () => {
  tarballs = await pack(tools, join(work, 'tarballs'));
  mkdirSync(prefix, { recursive: true });
  await run(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
    ].concat([...tarballs.values()]),
    { cwd: work, env: env(), maxBuffer: 16 * 1024 * 1024 },
  );
}, 1_500_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed tools', () => {
  it('are published packages that depend on no other @verdict/* package (it is bundled)', () => {
    for (const [name, tarball] of tarballs) {
      const manifest = JSON.parse(
        execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }),
      );
      expect(manifest.private, name).toBeUndefined();
      expect(
        Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith('@verdict/')),
        name,
      ).toEqual([]);
      expect(JSON.stringify(manifest.dependencies ?? {}), name).not.toMatch(/workspace:|catalog:/);
    }
    expect([...tarballs.keys()].sort()).toEqual(['@verdict/cli', '@verdict/server']);
  });
});

describe('verdict, installed with npm i -g from its tarball', () => {
  it('--version names the CLI, the engine and each system', async () => {
    expect(await verdict(['--version'])).toBe(
      [
        `verdict ${version('apps/cli')}`,
        `engine: @verdict/core ${version('packages/core')}, @verdict/dice ${version('packages/dice')}`,
        `systems: d20-roll-under ${version('packages/system-d20-roll-under')}, 2d6-pool ${version('packages/system-2d6-pool')}, t13 ${version('packages/system-t13')}, srd52 ${version('packages/system-srd52')}`,
        '',
      ].join('\n'),
    );
  });

  it('lists the systems, and resolves a rules example with entered dice', async () => {
    const systems = JSON.parse(await verdict(['systems', '--json'])) as { systems: { id: string }[] };
    expect(systems.systems.map((s) => s.id)).toEqual(['d20-roll-under', '2d6-pool', 't13', 'srd52']);
    expect(await verdict(['systems'])).toContain('d20-roll-under');
    // Olaf fishes with value 12 and poor tackle (-3): a 15 fails by 6.
    const resolved = JSON.parse(
      await verdict([
        'resolve',
        'd20-roll-under',
        'check',
        'value=12',
        'modifiers.0.amount=-3',
        '--dice',
        '15',
        '--json',
      ]),
    );
    expect(resolved.outcome).toMatchObject({ result: 'failure', label: 'Failure', tier: -1, margin: -6 });
  });

  it('rolls seeded dice exactly as the workspace build does', async () => {
    const args = ['roll', '2d6', '--seed', 'x', '--json'];
    const installed = JSON.parse(await verdict(args));
    const built = JSON.parse(
      (await run(process.execPath, [join(root, 'apps', 'cli', 'dist', 'bin.js'), ...args], { env: npmEnv() }))
        .stdout,
    );
    expect(installed).toEqual(built);
    expect(installed.total).toBeGreaterThanOrEqual(2);
    expect(installed.total).toBeLessThanOrEqual(12);
  });

  it('runs through npx from the tarball alone', async () => {
    const empty = join(work, 'npx-here');
    mkdirSync(empty);
    const { stdout } = await run(
      'npm',
      [
        'exec',
        '--yes',
        '--prefer-offline',
        `--package=${tarballs.get('@verdict/cli')}`,
        '--',
        'verdict',
        'roll',
        '2d6',
        '--seed',
        'x',
        '--json',
      ],
      { cwd: empty, env: env(), maxBuffer: 16 * 1024 * 1024 },
    );
    expect(JSON.parse(stdout)).toEqual(JSON.parse(await verdict(['roll', '2d6', '--seed', 'x', '--json'])));
  }, 600_000);
});

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && process.env.CI)
  throw new Error('tmux is needed for the terminal test in CI (apt-get install -y tmux)');

describe.skipIf(!hasTmux)('the installed verdict in a real terminal (tmux, 80x24)', () => {
  const socket = `verdict-install-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  afterAll(() => spawnSync('tmux', ['-L', socket, 'kill-server']));

  it('opens the screen on the React it bundles, and quits cleanly', async () => {
    // A preload records any React build Node loads from a package: none, since the CLI bundles React's production
    // build into its screens' chunk (apps/cli/test/bundle-size.test.ts checks the build).
    const loaded = join(work, 'react-files.txt');
    const probe = join(work, 'probe.cjs');
    writeFileSync(
      probe,
      `const Module = require('node:module');
       const fs = require('node:fs');
       const load = Module._load;
       Module._load = function (request, parent, ...rest) {
         const result = load.call(this, request, parent, ...rest);
         if (/react[.-](production|development)/.test(request)) fs.appendFileSync(${JSON.stringify(loaded)}, request + '\\n');
         return result;
       };`,
    );
    const config = join(work, 'config');
    mkdirSync(config);
    const command = `env PATH='${bin}':"$PATH" XDG_CONFIG_HOME='${config}' NODE_OPTIONS='--require ${probe}' verdict; echo "exit code $?"; sleep 60`;
    tmux('new-session', '-d', '-s', 'play', '-x', '80', '-y', '24', command);
    const waitFor = async (text: string) => {
      const until = Date.now() + 60_000;
      for (;;) {
        const shown = tmux('capture-pane', '-p', '-t', 'play');
        if (shown.includes(text)) return shown;
        if (Date.now() > until) throw new Error(`Timed out waiting for ${text} on screen:\n${shown}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await waitFor('❯ d20 roll-under');
    tmux('send-keys', '-t', 'play', 'q');
    await waitFor('exit code 0');
    expect(existsSync(loaded) ? readFileSync(loaded, 'utf8') : '').toBe('');
  }, 120_000);
});

/** Starts the installed verdict-server on a free loopback port; resolves with its URL once it says it listens. */
function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(join(bin, 'verdict-server'), [], {
    cwd: work,
    env: env({
      HOST: '127.0.0.1',
      PORT: '0',
      VERDICT_DATA_DIR: join(work, 'data'),
      RATE_LIMIT_PER_MINUTE: '0',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`verdict-server did not start within 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Verdict listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`verdict-server exited with ${code}:\n${output}`));
    });
  });
}

describe('verdict-server, installed with npm i -g from its tarball', () => {
  it('--version names the server, the engine and each system', async () => {
    const { stdout } = await run(join(bin, 'verdict-server'), ['--version'], { env: env() });
    expect(stdout).toMatch(
      new RegExp(
        `^verdict-server ${version('apps/server')}\nengine: @verdict/core ${version('packages/core')}`,
      ),
    );
    expect(stdout).toContain('systems: d20-roll-under');
  });

  it('is configured by the environment: --help lists it, and an argument is refused naming it', () => {
    const server = join(bin, 'verdict-server');
    const help = spawnSync(server, ['--help'], { env: env(), encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const name of [
      'HOST',
      'PORT',
      'RATE_LIMIT_PER_MINUTE',
      'VERDICT_SYSTEMS',
      'VERDICT_DATA_DIR',
      'DATABASE_URL',
    ]) {
      expect(help.stdout).toContain(name);
    }
    const refused = spawnSync(server, ['--port', '3000'], { env: env(), encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("unexpected argument '--port'");
  });

  it('serves the API and the web app it ships (compressed), configured by the environment, and stops on SIGTERM', async () => {
    const server = await startServer();
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
      const systems = (await (await fetch(`${server.url}/v1/systems`)).json()) as {
        systems: { id: string }[];
      };
      expect(systems.systems.map((s) => s.id)).toEqual(['d20-roll-under', '2d6-pool', 't13', 'srd52']);
      const page = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('rel="manifest"');
      const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${server.url}/${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const manifest = await fetch(`${server.url}/manifest.webmanifest`);
      expect(((await manifest.json()) as { short_name: string }).short_name).toBe('Verdict');
      // The Owlbear Rodeo extension ships too, at /owlbear/.
      const extension = await fetch(`${server.url}/owlbear/manifest.json`);
      expect(((await extension.json()) as { manifest_version: number }).manifest_version).toBe(1);
      expect((await fetch(`${server.url}/owlbear/`)).headers.get('content-security-policy')).toContain(
        'frame-ancestors',
      );
      expect(server.output()).toContain(`SQLite database at ${join(work, 'data')}`);
    } finally {
      server.child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => server.child.on('exit', resolve));
    expect(code).toBe(0);
  }, 60_000);
});
