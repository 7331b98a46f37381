/**
 * The only engine work allowed on the event loop: jobs of bundled tests whose work is bounded by a small
 * constant whatever the request holds, each with its proof written here. The event loop otherwise only does
 * I/O (see `executor.ts`), because an estimate can be fooled; a proof cannot, as long as its premises hold,
 * and `proven-constant.test.ts` checks them: every array and string of the input schema has the stated
 * bound, and the largest input the schema allows answers within the stated bytes.
 *
 * What stays on the event loop for every request anyway (proven or not): parsing the body (at most the
 * 64 KiB body limit) and checking the input against its schema for the estimate.
 */
import type { Registry, TestDefinitionV1 } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import type { ComputeJob } from './jobs.js';

/** One proven-constant test: the kinds of job it covers, and why their work is bounded by a constant. */
export interface ProvenConstant {
  readonly system: string;
  readonly test: string;
  /** The bundled definition: a registry's test is covered only when it is this very object. */
  readonly definition: TestDefinitionV1;
  readonly kinds: readonly ('resolve' | 'odds')[];
  /** The bound on every array's items and every string's length in the input schema (a premise). */
  readonly maxItems: number;
  readonly maxLength: number;
  /** The bound on the answer's JSON for the largest input (a premise, checked by the test). */
  readonly maxOutputBytes: number;
  /** Why the work is bounded by a constant, in words a reviewer can check against the test's code. */
  readonly proof: string;
}

export const PROVEN_CONSTANT: readonly ProvenConstant[] = [
  {
    system: 'd20-roll-under',
    test: 'check',
    definition: d20RollUnder.tests.check!,
    kinds: ['resolve', 'odds'],
    maxItems: 50,
    maxLength: 200,
    maxOutputBytes: 32 * 1024,
    proof:
      'resolve draws one d20, sums at most 50 modifiers (schema maxItems), looks up one of 7 result rows and ' +
      'writes one step per modifier plus 4, each text at most 200 characters of label (schema maxLength); odds ' +
      'walks the 20 faces once and formats at most 7 fractions of 20. No loop depends on a number the request ' +
      'holds, only on the schema-bounded lengths, so the work and the answer are bounded by constants.',
  },
];

/** Entered dice a proven job may carry: the one d20 it needs (more would be refused after a walk of them). */
const MAX_ENTERED_DICE = 1;

/**
 * Whether a job's work is proven bounded by a small constant: a `resolve` or `odds` of a bundled test listed
 * in {@link PROVEN_CONSTANT}, its definition the bundled one (a system loaded from `VERDICT_SYSTEMS` is never
 * covered), and at most one entered die.
 *
 * @example
 * provenConstant(registry, { kind: 'resolve', system: 'd20-roll-under', test: 'check', input: { value: 12 } }); // true
 */
export function provenConstant(registry: Registry, job: ComputeJob): boolean {
  if (job.kind !== 'resolve' && job.kind !== 'odds') return false;
  if (job.kind === 'resolve' && (job.dice?.length ?? 0) > MAX_ENTERED_DICE) return false;
  const proven = PROVEN_CONSTANT.find((p) => p.system === job.system && p.test === job.test);
  if (proven === undefined || !proven.kinds.includes(job.kind)) return false;
  const system = registry.systems.find((s) => s.id === job.system);
  return (
    system !== undefined &&
    Object.hasOwn(system.tests, job.test) &&
    system.tests[job.test] === proven.definition
  );
}
