// Dice benchmarks (run by the root `npm run bench` after a build): rolling notation against
// @dice-roller/rpg-dice-roller in the same run, rolling against a hand-written loop over the same generator,
// exact distributions of large keep-highest pools, and exact distributions of the full notation.
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import {
  compileRoller,
  createTray,
  notationCost,
  notationDistribution,
  parseNotation,
  rollNotation,
  secureSource,
  seededSource,
} from '../dist/index.js';
import { runCostFuzz } from './cost-fuzz.mjs';

/** Runs `fn` repeatedly for about `ms` milliseconds and returns calls per second. */
function rate(fn, ms = 1000) {
  for (let i = 0; i < 2000; i++) fn(); // warm-up
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 1000; i++) fn();
    calls += 1000;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

/** Median time of `fn` in milliseconds over `runs` runs (after one warm-up run). */
function median(fn, runs = 21) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const notation = '4d6kh2';
const source = seededSource('bench');

const peer = rate(() => new DiceRoll(notation).total);
const parseEach = rate(() => rollNotation(notation, createTray({ source })).total);
const parsed = parseNotation(notation);
const parsedOnce = rate(() => rollNotation(parsed, createTray({ source })).total);
const compiled = compileRoller(parsed);
const compiledRate = rate(() => compiled(source));
const secure = secureSource();
const compiledSecure = rate(() => compiled(secure));

console.log(`Rolling ${notation} (rolls per second, higher is better)`);
console.log(`  @dice-roller/rpg-dice-roller, parsing each time  ${fmt(peer)}`);
console.log(
  `  verdict, parsing each time, every die recorded   ${fmt(parseEach)}  (${(parseEach / peer).toFixed(1)}x; aim 20x)`,
);
console.log(
  `  verdict, parsed once, every die recorded         ${fmt(parsedOnce)}  (${(parsedOnce / peer).toFixed(1)}x)`,
);
console.log(
  `  verdict, parsed once, compileRoller (seeded)     ${fmt(compiledRate)}  (${(compiledRate / peer).toFixed(1)}x; aim 100x)`,
);
console.log(
  `  verdict, parsed once, compileRoller (Web Crypto) ${fmt(compiledSecure)}  (${(compiledSecure / peer).toFixed(1)}x)`,
);

// Hand-written loops over the same generator and the same unbiased draw, for the same notations.
const face = (sides) => {
  const limit = 2 ** 32 - (2 ** 32 % sides);
  let word = source.nextUint32();
  while (word >= limit) word = source.nextUint32();
  return (word % sides) + 1;
};
const best = [0, 0, 0];
const HAND = {
  '4d6r1kh3': () => {
    best[0] = best[1] = best[2] = 0;
    let low = 7;
    let sum = 0;
    for (let i = 0; i < 4; i++) {
      let f = face(6);
      for (let r = 0; r < 1000 && f === 1; r++) f = face(6);
      sum += f;
      if (f < low) low = f;
    }
    return sum - low;
  },
  '10d6!': () => {
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      let f = face(6);
      sum += f;
      for (let n = 0; n < 1000 && f === 6; n++) {
        f = face(6);
        sum += f;
      }
    }
    return sum;
  },
  '20d10>=8': () => {
    let hits = 0;
    for (let i = 0; i < 20; i++) if (face(10) >= 8) hits++;
    return hits;
  },
  '3dF+2': () => face(3) - 2 + face(3) - 2 + face(3) - 2 + 2,
};
console.log(
  '\nRolling a parsed notation against a hand-written loop over the same generator (aim: within 3x)',
);
for (const [text, hand] of Object.entries(HAND)) {
  const handRate = rate(hand, 500);
  const roller = compileRoller(parseNotation(text));
  const rolled = rate(() => roller(source), 500);
  const p = parseNotation(text);
  const recorded = rate(() => rollNotation(p, createTray({ source })).total, 500);
  console.log(
    `  ${text.padEnd(10)} hand ${fmt(handRate).padStart(10)}/s  compileRoller ${fmt(rolled).padStart(10)}/s (${(handRate / rolled).toFixed(2)}x the time)  recorded ${fmt(recorded).padStart(9)}/s (${(handRate / recorded).toFixed(2)}x)`,
  );
}

console.log('\nExact distributions (median of runs; peak heap growth)');
for (const [expr, aim] of [
  ['100d6kh2', 1],
  ['1000d6kh2', 5],
  ['10000d6kh2', 100],
]) {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const ms = median(() => {
    notationDistribution(expr);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  });
  console.log(
    `  ${expr.padEnd(11)} ${ms.toFixed(3)} ms  (aim < ${aim} ms)  heap +${((peak - before) / 1024 / 1024).toFixed(2)} MiB`,
  );
}

// icepool (Python) is the exact calculator the issue compares with; it is not installable here, so
// these are absolute times. The cost estimate is what a server checks before starting the work.
console.log(
  '\nExact distributions of the full notation (median ms; the cost estimate alone in ms; truncated mass)',
);
for (const expr of ['10d6!', '20d10>=8', '4d6r1kh3', '8d6!kh3', '{4d6, 3d8}kh1', '3dF+2', '100d10>=6f1']) {
  const ms = median(() => notationDistribution(expr));
  const estimate = median(() => notationCost(expr), 101);
  const d = notationDistribution(expr);
  console.log(
    `  ${expr.padEnd(14)} ${ms.toFixed(3).padStart(8)} ms   estimate ${estimate.toFixed(4)} ms   truncated ${(d.truncated ?? 0).toExponential(1)}`,
  );
}

// Random notations against the clock: real time per estimated step, and the worst ratio (bench/cost-fuzz.mjs).
runCostFuzz();
