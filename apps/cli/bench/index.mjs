// `npm run bench` (after a build, cwd apps/cli): how fast `verdict roll 1d20 --json` starts and exits,
// against `node -e 0` in the same run. The commands never load Ink or React; the aim is under 3x.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const bin = 'dist/bin.js';
if (!existsSync(bin)) {
  console.error(`${bin} is missing: build first (npx turbo run build --filter=@verdict/cli...)`);
  process.exit(1);
}

function time(args) {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const elapsed = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return elapsed;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Interleaved, after one warm-up each, so both see the same machine load and file cache.
time(['-e', '0']);
time([bin, 'roll', '1d20', '--json']);
const baseline = [];
const roll = [];
for (let i = 0; i < RUNS; i++) {
  baseline.push(time(['-e', '0']));
  roll.push(time([bin, 'roll', '1d20', '--json']));
}
const base = median(baseline);
const cli = median(roll);
const ratio = cli / base;
console.log(`node -e 0                      median ${base.toFixed(1)} ms over ${RUNS} runs`);
console.log(`verdict roll 1d20 --json       median ${cli.toFixed(1)} ms over ${RUNS} runs`);
console.log(`ratio ${ratio.toFixed(2)}x (aim: under 3x) ${ratio < 3 ? 'ok' : 'OVER THE AIM'}`);
