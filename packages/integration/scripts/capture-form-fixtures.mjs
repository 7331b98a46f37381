// Captures the fixtures @verdict/form's tests run on (src/fixtures/*.json): a few real tests' manifests (input
// schema, labels, first example), their exact odds and one resolution, as the engine gives them to every frontend.
// The form's tests then need no game system. Run it where the systems are installed:
//   node packages/integration/scripts/capture-form-fixtures.mjs
import { writeFileSync } from 'node:fs';
import { createRegistry, describeRegistry, oddsTest, resolveTest, validateInput } from '@verdict/core';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { t13 } from '@verdict/system-t13';

const registry = createRegistry([d20RollUnder, twoD6Pool, t13]);
const systems = describeRegistry(registry).systems;
const keep = [
  ['d20-roll-under', 'check'],
  ['d20-roll-under', 'directed-contest'],
  ['d20-roll-under', 'mutual-contest'],
  ['t13', 'value'],
  ['t13', 'dice'],
  ['2d6-pool', 'check'],
  ['2d6-pool', 'extended'],
];
const manifests = {};
for (const [system, test] of keep) {
  const manifest = systems.find((s) => s.id === system).tests.find((t) => t.id === test);
  manifests[`${system}/${test}`] = {
    title: manifest.title,
    inputSchema: manifest.inputSchema,
    labels: manifest.labels,
    examples: manifest.examples.slice(0, 1).map((example) => ({ input: example.input })),
  };
}
const example = (key) => manifests[key].examples[0].input;
const requests = {
  'd20-roll-under/check value 12': { system: 'd20-roll-under', test: 'check', input: { value: 12 } },
  '2d6-pool/check rating 2 difficulty 8': {
    system: '2d6-pool',
    test: 'check',
    input: { rating: 2, difficulty: 8 },
  },
  'd20-roll-under/mutual-contest unnamed': {
    system: 'd20-roll-under',
    test: 'mutual-contest',
    input: {
      parties: [
        { will: 12, wits: 10 },
        { will: 11, wits: 9 },
      ],
    },
  },
  '2d6-pool/extended example': { system: '2d6-pool', test: 'extended', input: example('2d6-pool/extended') },
  't13/dice example': { system: 't13', test: 'dice', input: example('t13/dice') },
  'd20-roll-under/directed-contest example': {
    system: 'd20-roll-under',
    test: 'directed-contest',
    input: example('d20-roll-under/directed-contest'),
  },
};
const odds = Object.fromEntries(
  Object.entries(requests).map(([key, request]) => [key, oddsTest(registry, request)]),
);
const mutual = resolveTest(registry, {
  system: 'd20-roll-under',
  test: 'mutual-contest',
  input: {
    parties: [
      { name: 'Ragnhild', will: 14, wits: 12 },
      { name: 'Sven', will: 11, wits: 10 },
    ],
  },
  seed: 'saga',
});
const invalid = { attacker: { will: 120 }, target: {} };
const checked = validateInput(registry.test('d20-roll-under', 'directed-contest'), invalid);
const fixtures = {
  manifests,
  odds,
  resolutions: {
    'd20-roll-under/mutual-contest Ragnhild and Sven, seed saga': {
      outcome: mutual.outcome,
      dice: mutual.dice,
    },
  },
  issues: {
    'd20-roll-under/directed-contest attacker will 120, no target will': {
      input: invalid,
      issues: checked.issues,
    },
  },
};
const out = new URL('../../form/src/fixtures/captured.json', import.meta.url);
writeFileSync(out, `${JSON.stringify(fixtures, null, 1)}\n`);
console.log(`wrote ${out.pathname}`);
