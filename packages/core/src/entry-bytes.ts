import type { Registry } from './registry.js';
import { parseInput } from './validate.js';

/**
 * The most bytes (UTF-8) of JSON a roll of `request` records, its outcome and dice, from the test's own
 * `maxEntryBytes` hook on the parsed input; undefined when the test has none, or answers no finite size
 * (then a room bounds the entry by the cost model's estimate). Throws what parsing the input throws.
 *
 * @example
 * maxEntryBytes(registry, { system: 't13', test: 'dice', input: { main: { boon: 13 }, proficiencies: 0, difficulty: 8 } });
 */
export function maxEntryBytes(
  registry: Registry,
  request: { readonly system: string; readonly test: string; readonly input: unknown },
): number | undefined {
  const test = registry.test(request.system, request.test);
  if (!test.maxEntryBytes) return undefined;
  const bytes = test.maxEntryBytes(parseInput(test, request.input));
  return Number.isFinite(bytes) && bytes >= 0 ? bytes : undefined;
}
