// Dice benchmarks (run by the root `npm run bench` after a build): rolling notation against
// @dice-roller/rpg-dice-roller in the same run, and exact distributions of large keep-highest pools.
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import {
  compileRoller,
  createTray,
  notationDistribution,
  parseNotation,
  rollNotation,
  secureSource,
  seededSource,
} from '../dist/index.js';

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

console.log('\nExact distributions (median of runs; peak heap growth)');
for (const [expr, aim] of [
  ['100d6kh2', 1],
  ['1000d6kh2', 5],
  ['10000d6kh2', 100],
]) {
  const times = [];
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    notationDistribution(expr);
    times.push(performance.now() - start);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `  ${expr.padEnd(11)} ${median.toFixed(3)} ms  (aim < ${aim} ms)  heap +${((peak - before) / 1024 / 1024).toFixed(2)} MiB`,
  );
}
