import { oddsTest, resolveTest } from '@verdict/core';
import * as fc from 'fast-check';
import { labelProblems, oddsProblems } from './check-odds.js';
import { describeError, hashSeed, isUserError } from './errors.js';
import { garbageValue, mutatedInput } from './garbage.js';
import { type CheckContext, requestFor, seedFor } from './options.js';
import { arbitraryFromSchema } from './schema-arbitrary.js';

/** Inputs drawn from the test's own JSON Schema, near the scale of its examples. */
export function validInputs(context: CheckContext): fc.Arbitrary<unknown> {
  const schema = context.test.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
  return arbitraryFromSchema(schema, { samples: context.test.examples.map((example) => example.input) });
}

/**
 * Property: inputs generated from the schema resolve, or fail with a user error (an input the
 * schema's refinements or the test's limits refuse); never anything else. Those that resolve have
 * odds that sum to 1 and list the outcome's label. At least one must resolve, or the property would
 * say nothing.
 */
export function checkGeneratedInputs(context: CheckContext): void {
  let resolved = 0;
  assertProperty(context, 'generated', validInputs(context), (input) => {
    const response = attempt(context, input);
    if (response === undefined) return;
    resolved++;
    let odds: ReturnType<typeof oddsTest>;
    try {
      odds = oddsTest(context.registry, requestFor(context, input));
    } catch (error) {
      throw new Error(`odds threw ${describeError(error)}, though the input resolves`, { cause: error });
    }
    const problems = [...oddsProblems(odds), ...labelProblems(response.outcome, odds)];
    if (problems.length > 0) throw new Error(problems.join('; '));
  });
  if (resolved === 0) {
    throw new Error(
      `None of ${context.settings.propertyRuns} inputs generated from the schema resolved: all were refused, so ` +
        'the property says nothing. Give the test examples near the inputs it accepts.',
    );
  }
}

/** Property: mutated and garbage inputs resolve or fail with a user error, never with anything else. */
export function checkMutatedInputs(context: CheckContext): void {
  const inputs = fc.oneof(mutatedInput(validInputs(context)), garbageValue);
  assertProperty(context, 'mutated', inputs, (input) => {
    attempt(context, input);
  });
}

function attempt(context: CheckContext, input: unknown) {
  try {
    return resolveTest(context.registry, {
      ...requestFor(context, input),
      seed: seedFor(context, 'property'),
    });
  } catch (error) {
    if (isUserError(error)) return undefined;
    throw new Error(`resolve threw ${describeError(error)}, expected a user error`, { cause: error });
  }
}

/**
 * Runs a property with a seed derived from the testkit's seed, and fails with the shrunk input and
 * what went wrong on one line (fast-check's own report is kept as the cause).
 */
function assertProperty(
  context: CheckContext,
  name: string,
  inputs: fc.Arbitrary<unknown>,
  predicate: (input: unknown) => void,
): void {
  const seed = hashSeed(seedFor(context, name));
  const details = fc.check(fc.property(inputs, predicate), { seed, numRuns: context.settings.propertyRuns });
  if (!details.failed) return;
  const input = details.counterexample ? fc.stringify(details.counterexample[0]) : '(none)';
  const error = details.errorInstance;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    `${reason}, for input ${input} (fast-check seed ${seed}, path "${details.counterexamplePath}", after ${details.numRuns} runs)`,
    { cause: error },
  );
}
