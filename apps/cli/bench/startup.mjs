// The start-up part of `npm run bench` (run alone: `node bench/startup.mjs`, after a build, cwd apps/cli): the CPU
// (user + system) each command costs against `node -e 0`, the median of 10 interleaved runs each, so every command
// sees the same machine load. Aim: every ratio at most 1.8x. A loaded machine makes the ratios noisy. The Node
// measured is the one running this file (`/path/to/node22 bench/startup.mjs` measures Node 22). Where that Node has
// a compile cache (22.1 and later; bin.js turns it on), the ratios are of warm runs (the cache written by the
// warm-up), and each command's first run, with an empty cache it then writes, is measured apart and printed beside.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 10);
const bin = 'dist/bin.js';
if (!existsSync(bin)) {
  console.error(`${bin} is missing: build first (npx turbo run build --filter=@verdict/cli...)`);
  process.exit(1);
}

const COMMANDS = [
  ['roll', [bin, 'roll', '2d6', '--json']],
  ['resolve', [bin, 'resolve', 'd20-roll-under', 'check', 'value=12', '--seed', 'x']],
  ['odds', [bin, 'odds', 'd20-roll-under', 'check', 'value=12']],
  ['systems', [bin, 'systems']],
  ['--help', [bin, '--help']],
  ['--version', [bin, '--version']],
];

/** Whether this Node has a compile cache (`module.enableCompileCache`, Node 22.1 and later). */
const HAS_CACHE = typeof createRequire(import.meta.url)('node:module').enableCompileCache === 'function';
/** BENCH_FIRST_RUNS=0 leaves the first runs out (they write a cache each, which makes a loaded machine noisier). */
const FIRST_RUNS = HAS_CACHE && process.env.BENCH_FIRST_RUNS !== '0';

/** CPU seconds (user + system) of one run of node with these arguments, from bash's `times`. */
function cpu(args, env = process.env) {
  const quoted = [process.execPath, ...args].map((arg) => `'${arg}'`).join(' ');
  const result = spawnSync('bash', ['-c', `${quoted} >/dev/null || exit 1; times`], {
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0)
    throw new Error(`${args.join(' ')}: bash exited ${result.status}: ${result.stderr}`);
  const children = result.stdout.trim().split('\n').at(-1);
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)]
    .map((m) => Number(m[1]) * 60 + Number(m[2]))
    .reduce((a, b) => a + b, 0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** CPU seconds of a first run: with an empty compile cache of its own, which the run writes. */
function firstRun(args) {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-bench-cache-'));
  try {
    return cpu(args, { ...process.env, NODE_COMPILE_CACHE: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each command's ratio to `node -e 0`, printed one a line (warm runs; first runs beside, where Node has a cache). */
export function startupRatios() {
  const all = [['node -e 0', ['-e', '0']], ...COMMANDS];
  for (const [, args] of all) cpu(args); // warm-up: the file cache, and the compile cache where Node has one
  const samples = new Map(all.map(([name]) => [name, []]));
  const firsts = new Map(COMMANDS.map(([name]) => [name, []]));
  for (let i = 0; i < RUNS; i++)
    for (const [name, args] of all) {
      samples.get(name).push(cpu(args));
      if (FIRST_RUNS && firsts.has(name)) firsts.get(name).push(firstRun(args));
    }
  const base = median(samples.get('node -e 0'));
  const cache = !HAS_CACHE
    ? 'no compile cache on this Node'
    : `warm compile cache${FIRST_RUNS ? ' (first run, with an empty cache: beside)' : ''}`;
  console.log(
    `start-up CPU on Node ${process.versions.node}, median of ${RUNS} interleaved runs, ${cache}: node -e 0 ${(base * 1000).toFixed(0)} ms`,
  );
  let over = 0;
  for (const [name] of COMMANDS) {
    const ratio = median(samples.get(name)) / base;
    if (ratio > 1.8) over++;
    const first = FIRST_RUNS
      ? `  (first run ${(median(firsts.get(name)) * 1000).toFixed(0)} ms, ${(median(firsts.get(name)) / base).toFixed(2)}x)`
      : '';
    console.log(
      `  verdict ${name.padEnd(10)} ${(median(samples.get(name)) * 1000).toFixed(0).padStart(5)} ms  ${ratio.toFixed(2)}x ${ratio <= 1.8 ? 'ok' : 'OVER THE AIM (1.8x)'}${first}`,
    );
  }
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) startupRatios();
