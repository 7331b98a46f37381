import { describeRegistry, oddsTest, type Registry, type SystemManifest } from '@verdict/core';
import { type DisplayLabels, namedOutcomes, oddsSections } from '@verdict/form';
import { attempt } from '../play/problem.js';
import type { OddsRefusal, OddsRequest, TestOdds } from './odds-request.js';

const manifests = new WeakMap<Registry, readonly SystemManifest[]>();

/** The test's words for its odds, from the registry's manifest (described once per registry). */
function labelsOf(registry: Registry, system: string, test: string): DisplayLabels | undefined {
  let systems = manifests.get(registry);
  if (!systems) {
    systems = describeRegistry(registry).systems;
    manifests.set(registry, systems);
  }
  return systems.find((s) => s.id === system)?.tests.find((t) => t.id === test)?.labels;
}

/**
 * A test's odds and the view of them in the test's words (`@verdict/form`'s headline, facts and tables), worked
 * out in one go: the odds worker runs this, and the page runs it itself where there are no workers. Never throws:
 * what the engine refuses (bad input, a cost limit) is a problem naming the field.
 *
 * @example
 * computeTestOdds(registry, { kind: 'test', system: '2d6-pool', test: 'check', input: { rating: 2, difficulty: 8 } });
 * // { ok: true, value: { outcomes: [...], distribution: [...] }, headline: [...], facts: [...], tables: [...] }
 */
export function computeTestOdds(
  registry: Registry,
  request: Extract<OddsRequest, { kind: 'test' }>,
): TestOdds | OddsRefusal {
  const done = attempt(() => oddsTest(registry, request));
  if (!done.ok) return done;
  const labels = labelsOf(registry, request.system, request.test);
  // An extra the headline already says (an extended test's expected turns) is not said again below it. Outcomes
  // read in the test's words: a contest's side by the name the input gives it ("Ragnhild wins").
  const value = { ...done.value, outcomes: namedOutcomes(done.value.outcomes, labels) };
  return { ok: true, value, ...oddsSections(done.value, labels) };
}
