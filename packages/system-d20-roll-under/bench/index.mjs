// d20 roll-under benchmarks (run by the root `npm run bench` after a build, cwd = this package): the cost model's
// edges. The largest accepted contest (1,000 rounds) resolves and computes its odds well under a second (aim: under
// 1,000 ms here), and its answer stays small because its rounds are summarised.
import { createRegistry, estimateCost, oddsTest, resolveTest } from '@verdict/core';
import { d20RollUnder } from '../dist/index.js';

const registry = createRegistry([d20RollUnder]);
const fmt = (ms) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const once = (fn) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const contests = {
  'directed-contest': { attacker: { will: 10 }, target: { will: 10 }, maxRounds: 1000 },
  'mutual-contest': {
    parties: [
      { will: 10, wits: 10 },
      { will: 10, wits: 9 },
    ],
    maxRounds: 1000,
  },
  resist: { attacker: { skill: 10 }, target: { will: 10 }, maxRounds: 1000 },
};
for (const [test, input] of Object.entries(contests)) {
  const request = { system: 'd20-roll-under', test, input };
  // Entered faces of 5 succeed for both sides every round, so the contest goes all 1,000 rounds.
  const dice = Array.from({ length: 2000 }, () => 5);
  for (const kind of ['resolve', 'odds']) {
    const run = () =>
      kind === 'odds' ? oddsTest(registry, request) : resolveTest(registry, { ...request, dice });
    const { work } = estimateCost(registry, request, kind);
    const ms = Math.max(...[0, 1, 2].map(() => once(run)));
    const bytes = JSON.stringify(run()).length;
    console.log(
      `${test} of 1,000 rounds, ${kind} (estimate ${(work / 1e6).toFixed(1)} M steps): worst of 3 ${fmt(ms)}, ` +
        `${bytes} bytes (aim: under 1000 ms) ${ms < 1000 ? 'OK' : 'OVER THE AIM'}`,
    );
  }
}
