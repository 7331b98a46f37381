// Issue 39: the SRD 5.2 system as a third party would add it: packed as it would be published, installed from its
// tarball with plain npm into a fresh project beside the three other systems, and loaded the way `VERDICT_SYSTEMS`
// loads a package (`@verdict/loader`: import it, take every export that is a game system, register it beside the
// systems already there), in a plain Node process. It then lists beside them, answers the digest's figures and
// reproduces its examples.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeJson, npmProject, pack, workspacePackage } from './packed.js';

const work = mkdtempSync(join(tmpdir(), 'verdict-srd52-third-party-'));
const site = join(work, 'site');
const SYSTEMS = [
  '@verdict/system-d20-roll-under',
  '@verdict/system-2d6-pool',
  '@verdict/system-t13',
  '@verdict/system-srd52',
];

interface Answer {
  ids: string[];
  tests: string[];
  from: string;
  description: string;
  hit: string;
  death: Record<string, string>;
  examples: { title: string; expected: Record<string, unknown>; outcome: Record<string, unknown> }[];
}

const LOAD = `
  import { createRegistry, oddsTest, resolveTest } from '@verdict/core';
  const isSystem = (v) => v !== null && typeof v === 'object' && 'apiVersion' in v;
  const systemsOf = async (name) => [...new Set(Object.values(await import(name)))].filter(isSystem);
  const builtIn = [];
  for (const name of ${JSON.stringify(SYSTEMS.slice(0, 3))}) builtIn.push(...(await systemsOf(name)));
  // As VERDICT_SYSTEMS=@verdict/system-srd52 does: the package's systems, checked beside the others.
  const extra = await systemsOf('@verdict/system-srd52');
  const registry = createRegistry([...builtIn, ...extra]);
  const [srd52] = extra;
  const hit = oddsTest(registry, {
    system: 'srd52', test: 'attack', input: { abilityModifier: 5, ac: 15, advantage: ['Help'] },
  }).headline.find((h) => h.key === 'hit').fraction;
  const death = Object.fromEntries(
    oddsTest(registry, { system: 'srd52', test: 'death-saves', input: {} }).outcomes.map((o) => [o.label, o.fraction]),
  );
  const examples = [];
  for (const [test, definition] of Object.entries(srd52.tests)) {
    for (const example of definition.examples) {
      if (!example.dice) continue;
      const response = resolveTest(registry, { system: 'srd52', test, input: example.input, dice: example.dice });
      examples.push({ title: test + ': ' + example.title, expected: example.expected, outcome: response.outcome });
    }
  }
  console.log(JSON.stringify({
    ids: registry.systems.map((s) => s.id),
    tests: Object.keys(srd52.tests).sort(),
    from: import.meta.resolve('@verdict/system-srd52'),
    description: srd52.description,
    hit,
    death,
    examples,
  }));`;

let answer: Answer;

beforeAll(async () => {
  const names = ['@verdict/core', '@verdict/dice', ...SYSTEMS];
  const tarballs = await pack(names.map(workspacePackage), join(work, 'tarballs'));
  const file = (name: string) => `file:${tarballs.get(name)}`;
  await npmProject(site, {
    name: 'my-verdict-site',
    private: true,
    dependencies: Object.fromEntries(names.filter((n) => n !== '@verdict/dice').map((n) => [n, file(n)])),
    overrides: { '@verdict/dice': file('@verdict/dice') },
  });
  answer = await nodeJson<Answer>(site, LOAD, 'module');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('@verdict/system-srd52 installed from its tarball and loaded as VERDICT_SYSTEMS loads a package', () => {
  it('is the installed copy, registered beside the other systems, its attribution in its description', () => {
    expect(answer.from).toContain(join('site', 'node_modules', '@verdict', 'system-srd52', 'dist'));
    expect(answer.ids).toEqual(['d20-roll-under', '2d6-pool', 't13', 'srd52']);
    expect(answer.tests).toEqual([
      'attack',
      'check',
      'contest',
      'damage',
      'death-saves',
      'group',
      'passive',
      'save',
    ]);
    expect(answer.description).toContain('Creative Commons Attribution 4.0 International License');
  });

  it("answers the digest's figures: +5 against AC 15 with Advantage hits 319/400; a fresh death save", () => {
    expect(answer.hit).toBe('319/400');
    expect(answer.death).toEqual({ Stable: '331/800', Revived: '1451/8000', Dead: '3239/8000' });
  });

  it('reproduces every example with entered dice', () => {
    expect(answer.examples.length).toBeGreaterThan(20);
    for (const example of answer.examples)
      expect(example.outcome, example.title).toMatchObject(example.expected);
  });
});
