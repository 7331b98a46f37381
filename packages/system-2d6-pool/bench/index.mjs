// 2d6-pool benchmarks (run by the root `npm run bench` after a build, cwd = this package): the exact
// odds of a 1,000-die check (aim: under 5 ms), and, for scale, a 10,000-die check and a large extended test.
import { createRegistry, estimateCost, oddsTest, resolveTest } from '@verdict/core';
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

// Issue 17: the cost model. The largest accepted extended tests run well under a second (aim: under 1,000 ms here);
// inputs past the budget are refused before any work (aim: under 10 ms).
const once = (fn) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const flatParty = Array.from({ length: 100 }, (_, i) => ({ name: `Worker ${i + 1}`, rating: 0 }));
const largest = [
  [
    'resolve',
    { difficulty: 11, progressRequired: 1_000_000, participants: flatParty, maxTurns: 400, roll: 'flat' },
  ],
  ['resolve', { difficulty: 11, progressRequired: 1_000_000, participants: [{ rating: 98 }], maxTurns: 400 }],
  ['odds', { difficulty: 11, progressRequired: 60, participants: party, maxTurns: 10_000 }],
  ['odds', { difficulty: 11, progressRequired: 900, participants: [{ rating: 0 }], maxTurns: 10_000 }],
];
for (const [kind, input] of largest) {
  const request = { system: '2d6-pool', test: 'extended', input };
  const { work, output } = estimateCost(registry, request, kind);
  const run = () =>
    kind === 'odds' ? oddsTest(registry, request) : resolveTest(registry, { ...request, seed: 'bench' });
  const ms = Math.max(...[0, 1, 2].map(() => once(run)));
  const bytes = JSON.stringify(run()).length;
  console.log(
    `largest accepted extended ${kind} (${input.participants.length} participants, ${input.maxTurns} turns, estimate ` +
      `${(work / 1e6).toFixed(0)} M steps, ${output} bytes): worst of 3 ${fmt(ms)}, ${bytes} bytes ` +
      `(aim: under 1000 ms) ${ms < 1000 ? 'OK' : 'OVER THE AIM'}`,
  );
}
const refused = [
  [
    'resolve',
    { difficulty: 11, progressRequired: 1_000_000, participants: flatParty, maxTurns: 5_000, roll: 'flat' },
  ],
  [
    'odds',
    {
      difficulty: 6,
      progressRequired: 1_000_000,
      participants: [{ rating: 5_000 }, { rating: 5_000 }, { rating: 5_000 }],
      roll: 'flat',
    },
  ],
];
for (const [kind, input] of refused) {
  const request = { system: '2d6-pool', test: 'extended', input };
  const refuse = () => {
    try {
      if (kind === 'odds') oddsTest(registry, request);
      else resolveTest(registry, { ...request, seed: 'bench' });
    } catch (error) {
      if (error.code === 'limit_exceeded') return;
      throw error;
    }
    throw new Error('not refused');
  };
  const ms = median(refuse, 20);
  console.log(
    `refusing an extended ${kind} past the budget: median ${fmt(ms)} (aim: under 10 ms) ${ms < 10 ? 'OK' : 'OVER THE AIM'}`,
  );
}
