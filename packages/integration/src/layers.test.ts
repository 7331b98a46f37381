// The layers of ARCHITECTURE.md, checked: which workspace package a package's source may import. Tests, fixtures and
// benchmarks may import more (a verifier's tests run real systems); shipped source may not. A package never imports an
// app, and no engine package imports a game system: only the apps' composition roots do.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './packed.js';

const SYSTEM = '@verdict/system-*';

/** What each package's shipped source may import from the workspace (beyond itself). */
const ALLOWED: Record<string, readonly string[]> = {
  dice: [],
  core: ['dice'],
  form: ['core'],
  fair: ['dice', 'core'],
  room: ['dice', 'core', 'fair', 'form'],
  'system-*': ['dice', 'core'],
  testkit: ['dice', 'core', 'form'],
  'test-utils': ['dice', 'core'],
  loader: ['core'],
  discord: ['core', 'form'],
};

/**
 * Apps bind packages; only these apps import another app: the server bundles the API's and the web app's builds,
 * and the Owlbear popover embeds the web app's room components through its package exports (`@verdict/web/embed`).
 */
const APP_IMPORTS_APP: Record<string, readonly string[]> = { server: ['api', 'web'], owlbear: ['web'] };

const TEST_FILE = /(\.test(-d)?\.tsx?|\.e2e\.tsx?|\.bench\.tsx?)$/;
const SKIPPED_DIR = new Set([
  'node_modules',
  'dist',
  'fixtures',
  'test',
  'e2e',
  'bench',
  '__tests__',
  'test-support',
]);

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIR.has(name) ? [] : sources(path);
    return /\.(ts|tsx|mts)$/.test(name) && !TEST_FILE.test(name) ? [path] : [];
  });
}

/** The workspace names a file imports: '@verdict/core' → 'core'. */
function imported(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]@verdict\/([a-z0-9-]+)/g)].map(
    (match) => match[1]!,
  );
}

/** The package a bare import names ('@a/b/c' → '@a/b', 'react-dom/client' → 'react-dom'); none for built-ins. */
function packageName(specifier: string): string | undefined {
  if (/^(node|virtual|data):|\$\{/.test(specifier) || builtinModules.includes(specifier.split('/')[0]!))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const layerOf = (folder: string) => (folder.startsWith('system-') ? 'system-*' : folder);

describe('layers', () => {
  const packages = readdirSync(join(root, 'packages')).filter((f) =>
    existsSync(join(root, 'packages', f, 'src')),
  );
  const apps = readdirSync(join(root, 'apps')).filter((f) =>
    existsSync(join(root, 'apps', f, 'package.json')),
  );

  it('knows every package (a new one gets its row in ALLOWED and in ARCHITECTURE.md)', () => {
    const unknown = packages.filter((f) => f !== 'integration' && ALLOWED[layerOf(f)] === undefined);
    expect(unknown).toEqual([]);
  });

  it("imports only the layers below it in each package's shipped source", () => {
    const wrong: string[] = [];
    for (const folder of packages.filter((f) => f !== 'integration')) {
      const allowed = new Set([...(ALLOWED[layerOf(folder)] ?? []), folder]);
      for (const file of sources(join(root, 'packages', folder, 'src'))) {
        for (const name of imported(file)) {
          const layer = name.startsWith('system-') ? SYSTEM : name;
          if (!allowed.has(name))
            wrong.push(`${file.slice(root.length + 1)} imports @verdict/${name} (${layer})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never imports an app from a package, nor an app from another app (except the server bundling api and web)', () => {
    const wrong: string[] = [];
    const check = (dir: string, allowedApps: readonly string[]) => {
      for (const file of sources(dir)) {
        for (const name of imported(file)) {
          if (apps.includes(name) && !allowedApps.includes(name)) {
            wrong.push(`${file.slice(root.length + 1)} imports the app @verdict/${name}`);
          }
        }
      }
    };
    for (const folder of packages) check(join(root, 'packages', folder, 'src'), []);
    for (const app of apps) check(join(root, 'apps', app, 'src'), [app, ...(APP_IMPORTS_APP[app] ?? [])]);
    expect(wrong).toEqual([]);
  });

  it("derives no members, requests, openable or sealed entries from the log in a frontend's shipped source (issue 36)", () => {
    // The room view (and `readLog` for a one-shot read) holds these; a frontend that computes them from `entries`
    // again is a second copy of the room's rules. The API is the room's server and reads its own storage.
    const derivation =
      /\b(membersOf|openableSeqs|openRequests|answersByRequest)\(|'member\.joined'|'sealed' in |\.sealed !== undefined/;
    const wrong: string[] = [];
    for (const app of apps.filter((a) => a !== 'api' && a !== 'server')) {
      for (const file of sources(join(root, 'apps', app, 'src'))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (derivation.test(line))
              wrong.push(`${file.slice(root.length + 1)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reaches another app only through its package name: no relative path into another app's source, no alias", () => {
    const wrong: string[] = [];
    for (const app of apps) {
      const dir = join(root, 'apps', app);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const dependencies = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
        ...Object.keys(manifest.peerDependencies ?? {}),
        ...Object.keys(manifest.optionalDependencies ?? {}),
      ]);
      for (const file of sources(join(dir, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(
          /(?:from\s+|import\s*\(\s*|import\s+)['"]((?:\.\.\/)+[^'"]*)['"]/g,
        )) {
          const target = join(file, '..', match[1]!);
          if (!target.startsWith(`${dir}/`)) wrong.push(`${file.slice(root.length + 1)} imports ${match[1]}`);
        }
        // An alias such as `@web/…` looks like a package nobody depends on: every bare import is a dependency.
        for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'".][^'"]*)['"]/g)) {
          const name = packageName(match[1]!);
          if (name !== undefined && !dependencies.has(name))
            wrong.push(
              `${file.slice(root.length + 1)} imports ${match[1]}, which is no dependency of apps/${app}`,
            );
        }
      }
      for (const config of ['tsconfig.json', 'vite.config.ts', 'vitest.config.ts']) {
        const path = join(dir, config);
        if (!existsSync(path)) continue;
        const text = readFileSync(path, 'utf8');
        if (/"paths"\s*:|\balias\s*:/.test(text))
          wrong.push(`apps/${app}/${config} declares an alias or paths`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
