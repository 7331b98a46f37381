// The `slow` fixture system's work, seen from a test: each piece of work (a spin, a liar, a lap) appends its
// `ms` to the file VERDICT_SPIN_LOG names as it starts, so a test waits until work has started in the server
// (a roll is in the worker now) instead of pausing and hoping it has.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until.js';

/** A fresh log: `env` for the server, and a wait for work to have started. */
export function spinLog(): {
  readonly env: { VERDICT_SPIN_LOG: string };
  /** The `ms` of each piece of work started so far, in order. */
  started(): number[];
  /** Resolves once `count` pieces of work of `ms` milliseconds in all have started (60 s cap). */
  waitForStart(ms: number, count?: number): Promise<void>;
  /** Resolves once one more piece of work of `ms` milliseconds than now has started: `await` it after sending. */
  nextStart(ms: number): () => Promise<void>;
} {
  const file = join(mkdtempSync(join(tmpdir(), 'verdict-spins-')), 'spins.log');
  const started = () =>
    existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number) : [];
  const waitForStart = (ms: number, count = 1) =>
    until(() => started().filter((m) => m === ms).length >= count, `${count} work of ${ms} ms started`);
  return {
    env: { VERDICT_SPIN_LOG: file },
    started,
    waitForStart,
    nextStart(ms) {
      const count = started().filter((m) => m === ms).length + 1;
      return () => waitForStart(ms, count);
    },
  };
}
