// The layers of ARCHITECTURE.md, checked: which workspace package a package's source may import. Tests, fixtures and
// benchmarks may import more (a verifier's tests run real systems); shipped source may not. A package never imports an
// app, and no engine package imports a game system: only the apps' composition roots do.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Apps bind packages; only these apps bundle another app's build. */
const APP_IMPORTS_APP: Record<string, readonly string[]> = { server: ['api', 'web'] };

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
});
