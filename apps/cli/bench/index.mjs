// `npm run bench` (after a build, cwd apps/cli): what `verdict` costs to start, against `node -e 0` in the same
// run. Measured here, never in a test (a test must not depend on the machine's speed):
//   - CPU (user + system) of `verdict roll 2d6 --json` / `node -e 0`, from bash's `times` over the children:
//     aim at most 1.8x (the systems load only for commands that need them, see tsup.config.ts, and zod only when
//     a schema is built, see zod-on-demand.ts); then the same ratio for `resolve`, `odds`, `systems`, `--help`
//     and `--version` (startup.mjs: each the median of 10 interleaved runs, the same aim);
//   - wall time of one TAB of completion (`verdict __complete bash -- resolve d20`): aim under 150 ms (on a busy
//     machine, where `node -e 0` alone takes more, it is judged against that: at most 1.3x `node -e 0`);
//   - the bytes `verdict roll` loads (bin.js, its main chunk and the chunks they import statically), and the
//     bytes a TAB loads (bin.js and the completion chunk: the ids come from dist/completion-catalog.json).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const bin = 'dist/bin.js';
if (!existsSync(bin)) {
  console.error(`${bin} is missing: build first (npx turbo run build --filter=@verdict/cli...)`);
  process.exit(1);
}

const ROLL = [bin, 'roll', '2d6', '--json'];
const COMPLETE = [bin, '__complete', 'bash', '--', 'resolve', 'd20'];

function time(args) {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const elapsed = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return elapsed;
}

/** CPU seconds (user + system) of `runs` runs of node with these arguments, from bash's `times`. */
function cpu(args, runs) {
  const quoted = [process.execPath, ...args].map((arg) => `'${arg}'`).join(' ');
  const script = `for i in $(seq ${runs}); do ${quoted} >/dev/null || exit 1; done; times`;
  const result = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bash exited ${result.status}: ${result.stderr}`);
  // `times` prints the shell's then its children's user and system times: "0m1.234s 0m0.456s".
  const children = result.stdout.trim().split('\n').at(-1);
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return seconds.reduce((a, b) => a + b, 0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** bin.js and every chunk it imports statically (what a command that loads nothing on demand reads). */
/** The chunk bin.js imports for every command but a TAB. */
const mainChunk = join(
  'dist',
  /import\("\.\/(main-[^"]+\.js)"\)/.exec(readFileSync(bin, 'utf8'))?.[1] ?? 'bin.js',
);

function startupBytes(file = bin, seen = new Set()) {
  if (seen.has(file)) return 0;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/\bfrom "\.\/([^"]+)"/g)].map((m) => join('dist', m[1]));
  return statSync(file).size + statics.reduce((sum, chunk) => sum + startupBytes(chunk, seen), 0);
}

// Interleaved, after one warm-up each, so both see the same machine load and file cache.
time(['-e', '0']);
time(ROLL);
time(COMPLETE);
const baseline = [];
const roll = [];
const complete = [];
let baseCpu = 0;
let rollCpu = 0;
for (let i = 0; i < RUNS; i++) {
  baseline.push(time(['-e', '0']));
  roll.push(time(ROLL));
  complete.push(time(COMPLETE));
  baseCpu += cpu(['-e', '0'], 1);
  rollCpu += cpu(ROLL, 1);
}
const base = median(baseline);
const wall = median(roll);
const tab = median(complete);
const cpuRatio = rollCpu / baseCpu;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `node -e 0                        median ${base.toFixed(1)} ms, CPU ${((baseCpu / RUNS) * 1000).toFixed(1)} ms over ${RUNS} runs`,
);
console.log(
  `verdict roll 2d6 --json          median ${wall.toFixed(1)} ms, CPU ${((rollCpu / RUNS) * 1000).toFixed(1)} ms over ${RUNS} runs`,
);
console.log(
  `CPU ratio ${cpuRatio.toFixed(2)}x (aim: at most 1.8x) ${cpuRatio <= 1.8 ? 'ok' : 'OVER THE AIM'}; wall ratio ${(wall / base).toFixed(2)}x`,
);
// A machine where node alone starts slower than the aim cannot show it: the TAB is judged against node there.
const tabOk = base >= 150 ? tab <= 1.3 * base : tab < 150;
console.log(
  `completion (one TAB)             median ${tab.toFixed(1)} ms (aim: under 150 ms${base >= 150 ? `; node -e 0 alone takes ${base.toFixed(0)} ms here, so at most 1.3x node -e 0` : ''}) ${tabOk ? 'ok' : 'OVER THE AIM'}; ${(tab / base).toFixed(2)}x node -e 0`,
);
const tabBytes = startupBytes();
const seen = new Set();
const rollBytes = startupBytes(bin, seen) + startupBytes(mainChunk, seen);
console.log(`bytes loaded by verdict roll     ${kb(rollBytes)} (bin.js ${kb(statSync(bin).size)})`);
console.log(`bytes loaded by a TAB            ${kb(tabBytes)}`);

// Every command's start-up against `node -e 0` (also runs alone: node bench/startup.mjs).
const { startupRatios } = await import('./startup.mjs');
startupRatios();
