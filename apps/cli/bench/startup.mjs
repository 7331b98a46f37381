// The start-up part of `npm run bench` (run alone: `node bench/startup.mjs`, after a build, cwd apps/cli): the CPU
// (user + system) each command costs against `node -e 0`, the median of 10 interleaved runs each, so every command
// sees the same machine load. Aim: every ratio at most 1.8x. A loaded machine makes the ratios noisy.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

/** CPU seconds (user + system) of one run of node with these arguments, from bash's `times`. */
function cpu(args) {
  const quoted = [process.execPath, ...args].map((arg) => `'${arg}'`).join(' ');
  const result = spawnSync('bash', ['-c', `${quoted} >/dev/null || exit 1; times`], { encoding: 'utf8' });
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

/** Each command's ratio to `node -e 0`, printed one a line. */
export function startupRatios() {
  const all = [['node -e 0', ['-e', '0']], ...COMMANDS];
  for (const [, args] of all) cpu(args); // warm-up: the file cache
  const samples = new Map(all.map(([name]) => [name, []]));
  for (let i = 0; i < RUNS; i++) for (const [name, args] of all) samples.get(name).push(cpu(args));
  const base = median(samples.get('node -e 0'));
  console.log(`start-up CPU, median of ${RUNS} interleaved runs: node -e 0 ${(base * 1000).toFixed(0)} ms`);
  let over = 0;
  for (const [name] of COMMANDS) {
    const ratio = median(samples.get(name)) / base;
    if (ratio > 1.8) over++;
    console.log(
      `  verdict ${name.padEnd(10)} ${(median(samples.get(name)) * 1000).toFixed(0).padStart(5)} ms  ${ratio.toFixed(2)}x ${ratio <= 1.8 ? 'ok' : 'OVER THE AIM (1.8x)'}`,
    );
  }
  return over;
}

if (import.meta.url === `file://${process.argv[1]}`) startupRatios();
