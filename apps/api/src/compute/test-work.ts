/**
 * A test job's estimated work, from the engine's cost model (each test's `cost` hook). Until the engine
 * exports it, tests are of unknown cost: they run in the worker pool, under the deadline, and weigh 1.
 */
import type { Registry } from '@verdict/core';
import type { ComputeJob } from './jobs.js';

/**
 * Steps of work of resolving a test or computing its odds, or undefined when unknown.
 *
 * @example
 * estimateTestWork(registry, { kind: 'odds', system: 'd20-roll-under', test: 'check', input: { value: 12 } });
 */
export function estimateTestWork(
  _registry: Registry,
  _job: Extract<ComputeJob, { kind: 'resolve' | 'odds' }>,
): number | undefined {
  return undefined;
}
