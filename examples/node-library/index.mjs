// The Verdict engine as a library: no server, no frontend. Run: node examples/node-library/index.mjs
import { createRegistry, oddsTest, resolveTest, stepTest } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';

// The composition root: which systems this program knows.
const registry = createRegistry([d20RollUnder]);

// 1. Olaf fishes with poor tackle; the player rolled a physical d20 and got 15.
const olaf = { name: 'Fishing', value: 12, modifiers: [{ label: 'poor tackle', amount: -3 }] };
const fishing = resolveTest(registry, { system: 'd20-roll-under', test: 'check', input: olaf, dice: [15] });
console.log(`Olaf: ${fishing.outcome.label} (margin ${fishing.outcome.margin})`);
for (const step of fishing.steps) console.log(`  ${step.text}`);

// 2. Exact odds before rolling.
const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'check', input: olaf });
for (const o of odds.outcomes) console.log(`  ${o.label.padEnd(22)} ${(o.probability * 100).toFixed(1)}%`);

// 3. Generated dice carry a seed; the same seed replays the same roll.
const rolled = resolveTest(registry, {
  system: 'd20-roll-under',
  test: 'check',
  input: olaf,
  seed: 'example',
});
const replayed = resolveTest(registry, {
  system: 'd20-roll-under',
  test: 'check',
  input: olaf,
  seed: rolled.seed,
});
console.log(
  `Seed ${rolled.seed}: ${rolled.outcome.label} twice? ${replayed.outcome.label === rolled.outcome.label}`,
);

// 4. A contest played round by round from a JSON state (store it anywhere between rounds).
const contest = { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } };
let round = stepTest(registry, { system: 'd20-roll-under', test: 'resist', input: contest, dice: [8, 5] });
for (const dice of [[7, 10], [2]]) {
  console.log(`  ${round.steps.map((s) => s.text).join('; ')}`);
  const state = JSON.parse(JSON.stringify(round.state));
  round = stepTest(registry, { system: 'd20-roll-under', test: 'resist', input: contest, state, dice });
}
console.log(`Jokkler and the guard: ${round.outcome.label} after ${round.outcome.rounds} rounds`);
