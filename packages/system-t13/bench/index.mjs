// t13 benchmarks (run by the root `npm run bench` after a build, cwd = this package): the exact odds of a
// percentage Value Test and of a Dice Test (aims below), a 1,000-die Dice Test, and the cost model's edges.
import { createRegistry, estimateCost, oddsTest } from '@verdict/core';
import { t13 } from '../dist/index.js';

const registry = createRegistry([t13]);

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
const odds = (test, input) => () => oddsTest(registry, { system: 't13', test, input });
const report = (what, ms, aim, how = 'median') =>
  console.log(
    `${what}: ${how} ${fmt(ms)}${aim === undefined ? '' : ` (aim: under ${aim} ms) ${ms < aim ? 'OK' : 'OVER THE AIM'}`}`,
  );

const options = { doubles: true, multiples: true, numerology: true, geometry: 'Desi' };
report(
  'exact odds of a percentage Value Test with every option',
  median(
    odds('value', {
      tested: { facet: 'Zeal', contributions: [{ boon: 13 }, { boon: 13 }] },
      opposing: { facet: 'Inertia', contributions: [{ boon: 18 }] },
      mode: 'percentage',
      ...options,
    }),
  ),
  1,
);
report(
  'exact odds of a Dice Test (Boon 18, a Descendant, 3d6 Proficiency Dice, every option)',
  median(
    odds('dice', {
      main: { boon: 18 },
      descendant: { dice: '1d4' },
      proficiencies: 4,
      difficulty: 9,
      ...options,
    }),
  ),
  2,
);
report(
  'exact odds of a 1,000-die Dice Test with 3d6 Proficiency Dice',
  median(odds('dice', { main: { dice: '1000d6' }, proficiencies: 4, difficulty: 3000, ...options }), 10),
  200,
);

// Issue 17: the cost model. The largest accepted Dice Tests of each kind run well under a second (aim: under
// 1,000 ms here); inputs past the budget are refused before any work, in microseconds (aim: under 10 ms).
const dice = (input) => ({ system: 't13', test: 'dice', input });
const once = (fn) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
for (const input of [
  { main: { dice: '1350d6' }, proficiencies: 4, difficulty: 3000 },
  { main: { dice: '1d800' }, descendant: { dice: '1d800' }, proficiencies: 4, difficulty: 500 },
  { main: { dice: '1d50000' }, proficiencies: 0, difficulty: 500 },
]) {
  const { work } = estimateCost(registry, dice(input), 'odds');
  const ms = Math.max(...[0, 1, 2].map(() => once(() => oddsTest(registry, dice(input)))));
  report(
    `largest accepted odds, ${JSON.stringify(input)} (estimate ${(work / 1e6).toFixed(0)} M steps)`,
    ms,
    1000,
    'worst of 3',
  );
}
for (const input of [
  { main: { dice: '1d1000000' }, descendant: { dice: '1d1000000' }, proficiencies: 2, difficulty: 10 },
  { main: { dice: '12d1000000' }, proficiencies: 2, difficulty: 10 },
  { main: { dice: '1400d6' }, proficiencies: 4, difficulty: 3000 },
]) {
  const refuse = () => {
    try {
      oddsTest(registry, dice(input));
    } catch (error) {
      if (error.code === 'limit_exceeded') return;
      throw error;
    }
    throw new Error(`${JSON.stringify(input)} was not refused`);
  };
  report(`refusing the odds of ${JSON.stringify(input)}`, median(refuse), 10);
}
