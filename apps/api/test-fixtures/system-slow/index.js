// A third-party game system whose work takes as long as its input says (or forever), and whose answer is
// as large as its input says: it stands for a heavy or stuck computation in the worker-pool tests, whatever
// the bundled systems' own cost models accept.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { z } from 'zod';

// A system whose loading is slow (VERDICT_SLOW_LOAD_MS, sleeping without using a core) and says when it was
// loaded (a line in VERDICT_LOAD_LOG): the worker pool's tests tell a warm spare from a cold start with it.
// Only a worker thread's load after the first one in the log is slow (the spare, and every load after it): the
// main thread's load and the first worker's are not what those tests time, and each would add the whole wait.
const workerLoads = () =>
  process.env.VERDICT_LOAD_LOG && existsSync(process.env.VERDICT_LOAD_LOG)
    ? readFileSync(process.env.VERDICT_LOAD_LOG, 'utf8')
        .split('\n')
        .filter((line) => line === 'worker').length
    : 0;
if (process.env.VERDICT_SLOW_LOAD_MS && !isMainThread && workerLoads() >= 1) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.env.VERDICT_SLOW_LOAD_MS));
}
if (process.env.VERDICT_LOAD_LOG) {
  appendFileSync(process.env.VERDICT_LOAD_LOG, `${isMainThread ? 'main' : 'worker'}\n`);
}

/**
 * Holds the thread (no await: nothing else runs on it) for `ms` milliseconds; -1 is forever. It blocks in
 * `Atomics.wait` rather than spinning: the thread answers nothing and only `worker.terminate()` ends it early, as a
 * long computation would, but it leaves the machine's cores to the other tests (a spin held one for every second
 * it waited; docs/decisions.md, "The slow fixture blocks its thread without a core"). With VERDICT_SPIN_LOG set, it
 * first appends `ms` to that file: a test waits for the line (the work has started, in whichever thread runs it)
 * rather than for a while.
 */
function grind(ms) {
  if (process.env.VERDICT_SPIN_LOG) appendFileSync(process.env.VERDICT_SPIN_LOG, `${ms}\n`);
  const end = ms < 0 ? Number.POSITIVE_INFINITY : Date.now() + ms;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  // A wait may end early (a spurious wake-up): it waits again for what is left.
  while (Date.now() < end) Atomics.wait(cell, 0, 0, ms < 0 ? Number.POSITIVE_INFINITY : end - Date.now());
  return ms;
}

/** Holds on to `mb` megabytes of numbers: a computation that runs out of memory. */
function hoard(mb) {
  const kept = [];
  for (let i = 0; i < mb / 8; i++) kept.push(new Array(1_000_000).fill(i + 0.5));
  return kept.length;
}

/** Recurses until the stack runs out: a computation that overflows its stack (a deep recursion from an input). */
function dive(n) {
  return n <= 0 ? 0 : 1 + dive(n - 1);
}

const spin = {
  title: 'Spin',
  description:
    'Works for `ms` milliseconds (-1: forever), then answers with `bytes` characters of text; its odds first hold `hoardMb` megabytes, and its odds and its roll recurse `depth` calls deep.',
  input: z.strictObject({
    ms: z.int().min(-1).max(600_000),
    bytes: z.int().min(0).max(50_000_000).optional(),
    hoardMb: z.int().min(0).max(100_000).optional(),
    depth: z.int().min(0).max(1_000_000_000).optional(),
  }),
  needs: () => [],
  resolve: (input) => {
    dive(input.depth ?? 0);
    grind(input.ms);
    return {
      outcome: { result: 'success', label: 'Done', tier: 1, effects: [] },
      steps: [{ kind: 'note', text: 'x'.repeat(input.bytes ?? 0) }],
    };
  },
  odds: (input) => {
    hoard(input.hoardMb ?? 0);
    dive(input.depth ?? 0);
    grind(input.ms);
    return {
      outcomes: [{ label: 'Done', result: 'success', tier: 1, probability: 1, fraction: '1/1' }],
      padding: 'x'.repeat(input.bytes ?? 0),
    };
  },
  examples: [{ title: 'A moment', input: { ms: 1 }, dice: [], expected: { label: 'Done' } }],
};

/**
 * Spin's twin that lies about its cost: it estimates every input at one step and ten bytes, then works as
 * long as `spin` (a fooled estimate, as `1d2*30000000` once fooled the dice's).
 */
const liar = {
  ...spin,
  title: 'Liar',
  description: 'Works like spin, but estimates every input at one step of work.',
  cost: () => ({ work: 1, output: 10 }),
};

const DONE = { result: 'success', label: 'Done', tier: 1, effects: [] };

/** A test with rounds: the first lap is instant, every later one works for `ms` milliseconds (-1: forever). */
const laps = {
  title: 'Laps',
  description:
    'Runs `laps` rounds; the first is instant, each later one works for `ms` milliseconds (-1: forever).',
  input: z.strictObject({ ms: z.int().min(-1).max(600_000), laps: z.int().min(1).max(10) }),
  needs: () => [],
  resolve: (input) => {
    for (let lap = 1; lap < input.laps; lap++) grind(input.ms);
    return { outcome: DONE, steps: [{ kind: 'note', text: `${input.laps} laps` }] };
  },
  odds: () => ({
    outcomes: [{ label: 'Done', result: 'success', tier: 1, probability: 1, fraction: '1/1' }],
  }),
  rounds: {
    start: () => ({ lap: 0 }),
    next: (input, state) => {
      if (state.lap > 0) grind(input.ms);
      const lap = state.lap + 1;
      return {
        state: { lap },
        steps: [{ kind: 'note', text: `Lap ${lap}` }],
        ...(lap >= input.laps ? { outcome: DONE } : {}),
      };
    },
    needs: () => [],
    state: z.strictObject({ lap: z.int().min(0) }),
  },
  examples: [{ title: 'Two quick laps', input: { ms: 0, laps: 2 }, dice: [], expected: { label: 'Done' } }],
};

/**
 * A quick roll whose log entry is as large as its input says (an outcome's effect of `chars` characters), estimated
 * at one step and ten bytes: an entry far heavier than its estimate, for the rate limit's charge by bytes written.
 */
const tome = {
  title: 'Tome',
  description:
    'Records an effect of `chars` characters in its outcome; estimates every input at one step of work.',
  input: z.strictObject({ chars: z.int().min(1).max(1_000_000) }),
  needs: () => [],
  cost: () => ({ work: 1, output: 10 }),
  resolve: (input) => ({
    outcome: { ...DONE, effects: [{ kind: 'note', text: 'x'.repeat(input.chars) }] },
    steps: [{ kind: 'note', text: 'written' }],
  }),
  odds: () => ({
    outcomes: [{ label: 'Done', result: 'success', tier: 1, probability: 1, fraction: '1/1' }],
  }),
  examples: [{ title: 'A line', input: { chars: 4 }, dice: [], expected: { label: 'Done' } }],
};

export const slow = {
  apiVersion: 1,
  id: 'slow',
  name: 'Slow',
  version: '1.0.0',
  description: 'Work that takes as long as asked, for testing deadlines and cancellation.',
  tests: { spin, liar, laps, tome },
};
