import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import * as readmeScript from '../../../scripts/readme-examples.mjs';

const {
  dicePackage,
  NOTATION_START,
  renderExamples,
  renderNotationExamples,
  START,
  systemPackages,
  withExamples,
  withNotation,
} = readmeScript;

const root = join(import.meta.dirname, '..', '..', '..');
const packages: { dir: string; system: { id: string } }[] = await systemPackages(root);

describe('system READMEs show the packages’ own examples', () => {
  it('finds every system package', () => {
    expect(packages.map((p) => p.system.id).sort()).toEqual(['2d6-pool', 'd20-roll-under', 'srd52', 't13']);
  });

  for (const { dir, system } of packages) {
    it(`${system.id}: the examples section is current (else run npm run readme)`, () => {
      const readme = readFileSync(join(dir, 'README.md'), 'utf8');
      expect(readme).toContain(START);
      expect(withExamples(readme, renderExamples(system))).toBe(readme);
    });
  }
});

describe('the dice README shows the notation examples as rolled', () => {
  it('the notation table is current (else run npm run readme)', async () => {
    const readme = readFileSync(join(root, 'packages', 'dice', 'README.md'), 'utf8');
    expect(readme).toContain(NOTATION_START);
    expect(withNotation(readme, renderNotationExamples(await dicePackage(root)))).toBe(readme);
  });
});
