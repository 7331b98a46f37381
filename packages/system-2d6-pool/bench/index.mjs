// 2d6-pool benchmarks (run by the root `npm run bench` after a build, cwd = this package): the exact
// odds of a 1,000-die check (aim: under 5 ms), and, for scale, a 10,000-die check and a large extended test.
import { createRegistry, oddsTest } from '@verdict/core';
import { twoD6Pool } from '../dist/index.js';

const registry = createRegistry([twoD6Pool]);

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
const odds = (test, input) => () => oddsTest(registry, { system: '2d6-pool', test, input });

const aim = 5;
const check1000 = median(odds('check', { rating: 998, difficulty: 8 }));
console.log(
  `exact odds of a 1,000-die pool check (rating 998): median ${fmt(check1000)} over 50 runs ` +
    `(aim: under ${aim} ms) ${check1000 < aim ? 'OK' : 'OVER THE AIM'}`,
);
console.log(
  `exact odds of a 10,000-die pool check: median ${fmt(median(odds('check', { rating: 9_998, difficulty: 11 })))}`,
);
console.log(
  `exact odds of a 4-die pool check (exact fractions): median ${fmt(median(odds('check', { rating: 2, difficulty: 8 })))}`,
);
const party = Array.from({ length: 100 }, (_, i) => ({ rating: (i % 5) - 1 }));
const extendedInput = { difficulty: 9, progressRequired: 500, participants: party, maxTurns: 10_000 };
console.log(
  `exact odds of an extended test (100 participants, 500 progress, 10,000 turns): median ${fmt(median(odds('extended', extendedInput), 5))} over 5 runs`,
);
