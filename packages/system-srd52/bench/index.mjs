// SRD 5.2 benchmarks (run by the root `npm run bench` after a build, cwd = this package): the exact odds of the
// digest's examples every table asks for (aims below), then the heaviest inputs the cost model admits, each family's
// largest (bench/heaviest.mjs, the same the API's heaviest bench times), worst of 3.
import { createRegistry, estimateCost, oddsTest } from '@verdict/core';
import { srd52 } from '../dist/index.js';
import { heaviest } from './heaviest.mjs';

const registry = createRegistry([srd52]);

/** The median of `runs` timed calls, in milliseconds, after a few warm-up calls. */
function median(fn, runs = 50) {
  for (let i = 0; i < 5; i++) fn();
  globalThis.gc?.();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)];
}

const fmt = (ms) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const odds = (test, input) => () => oddsTest(registry, { system: 'srd52', test, input });
const report = (what, ms, aim, how = 'median') =>
  console.log(
    `${what}: ${how} ${fmt(ms)}${aim === undefined ? '' : ` (aim: under ${aim} ms) ${ms < aim ? 'OK' : 'OVER THE AIM'}`}`,
  );

const longsword = [{ label: 'Longsword', count: 1, sides: 8, modifier: 3, type: 'Slashing' }];
report(
  'exact odds of an attack, +5 against AC 15 with Advantage (319/400 to hit)',
  median(odds('attack', { abilityModifier: 5, ac: 15, advantage: ['Help'] })),
  1,
);
report(
  'exact odds of a longsword attack with Bless, Heroic Inspiration and its damage',
  median(
    odds('attack', {
      abilityModifier: 3,
      proficiency: 'proficient',
      proficiencyBonus: 2,
      ac: 15,
      bless: true,
      heroicInspiration: true,
      damage: longsword,
    }),
  ),
  5,
);
report(
  'exact odds of a fresh death-save sequence (Stable 331/800, Revived 1451/8000, Dead 3239/8000)',
  median(odds('death-saves', {})),
  5,
);
report(
  'exact odds of a group check of 20 members with Guidance',
  median(
    odds('group', {
      dc: 15,
      members: Array.from({ length: 20 }, () => ({ abilityModifier: 2, guidance: true })),
    }),
  ),
  20,
);

// The cost model's edges: each family's largest admitted input, timed alone (aim: under 1,000 ms here, as the
// other systems' largest accepted odds).
const once = (fn) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const admitted = (family, n) =>
  estimateCost(registry, { system: family.system, test: family.test, input: family.input(n) }, family.kind)
    .issues.length === 0;
for (const family of heaviest) {
  let n = family.lo;
  while (n < family.hi && admitted(family, n + 1)) n++;
  if (!admitted(family, n)) {
    console.log(`${family.test} ${family.kind}, ${family.name}: none admitted`);
    continue;
  }
  const request = { system: family.system, test: family.test, input: family.input(n) };
  const { work } = estimateCost(registry, request, family.kind);
  const ms = Math.max(...[0, 1, 2].map(() => once(() => oddsTest(registry, request))));
  report(
    `largest accepted ${family.test} odds, ${family.name} at N = ${n} (estimate ${(work / 1e6).toFixed(0)} M steps)`,
    ms,
    1000,
    'worst of 3',
  );
}
