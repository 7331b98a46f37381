// The README's "Where things live" and CONTRIBUTING's "The packages" each list every workspace package (packages/* and
// apps/*), so a new package cannot land unexplained and a moved one cannot leave a stale row.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './packed.js';

interface Workspace {
  readonly dir: string;
  readonly name: string;
}

function workspaces(): Workspace[] {
  return ['packages', 'apps'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .filter((folder) => existsSync(join(root, parent, folder, 'package.json')))
      .map((folder) => ({
        dir: `${parent}/${folder}`,
        name: JSON.parse(readFileSync(join(root, parent, folder, 'package.json'), 'utf8')).name as string,
      })),
  );
}

/** The Markdown table under a heading: its rows' text, up to the next heading. */
function section(file: string, heading: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${file} has no "## ${heading}" section`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

describe('package tables', () => {
  const all = workspaces();

  it('finds the workspace packages', () => {
    expect(all.map((w) => w.dir)).toEqual(expect.arrayContaining(['packages/core', 'apps/cli']));
  });

  it('README "Where things live" has a row for every package folder', () => {
    const table = section('README.md', 'Where things live');
    expect(all.filter((w) => !table.includes(`\`${w.dir}\``)).map((w) => w.dir)).toEqual([]);
  });

  it('CONTRIBUTING "The packages" names every package, by its name or its folder', () => {
    const table = section('CONTRIBUTING.md', 'The packages');
    // One row may stand for a family: `@verdict/system-*` covers every game system.
    const families = [...table.matchAll(/`(@verdict\/[a-z0-9-]+-)\*`/g)].map((match) => match[1]!);
    const missing = all.filter(
      (w) =>
        !table.includes(`\`${w.name}\``) &&
        !table.includes(`\`${w.dir}\``) &&
        !families.some((family) => w.name.startsWith(family)),
    );
    expect(missing.map((w) => w.dir)).toEqual([]);
  });

  it('names no package folder that does not exist', () => {
    const named = [section('README.md', 'Where things live'), section('CONTRIBUTING.md', 'The packages')]
      .flatMap((table) => [...table.matchAll(/`((?:packages|apps)\/[a-z0-9-]+)`/g)].map((match) => match[1]!))
      .filter((dir) => !existsSync(join(root, dir)));
    expect(named).toEqual([]);
  });
});
