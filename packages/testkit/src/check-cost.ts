import { type CostKind, ENGINE_BUDGET, estimateCost, oddsTest, resolveTest, stepTest } from '@verdict/core';
import { assertNoProblems, describeError } from './errors.js';
import { type CheckContext, exampleInputs, requestFor, seedFor } from './options.js';

/**
 * The cost model: the test has a `cost` function; for every example input and every kind (resolve, odds, and a step
 * when it has rounds) it gives finite, non-negative numbers within the engine's budget, and the responses really are
 * no larger than about twice the output it estimates (an estimate that undercounts would let a large answer past a
 * server's limit).
 */
export function checkCost(context: CheckContext): void {
  if (typeof context.test.cost !== 'function') {
    throw new Error(
      `test '${context.testId}' has no cost(input, kind): the engine cannot refuse an input too costly to run before ` +
        'running it. Estimate its work and output from the input alone (see docs/create-a-game-system.md).',
    );
  }
  const kinds: CostKind[] = context.test.rounds ? ['resolve', 'odds', 'step'] : ['resolve', 'odds'];
  const problems: string[] = [];
  for (const input of exampleInputs(context.test)) {
    const request = requestFor(context, input);
    for (const kind of kinds) {
      let estimate: ReturnType<typeof estimateCost>;
      try {
        estimate = estimateCost(context.registry, request, kind);
      } catch (error) {
        problems.push(`${kind} of ${JSON.stringify(input)}: cost threw ${describeError(error)}`);
        continue;
      }
      const { work, output } = estimate;
      for (const [name, value] of [
        ['work', work],
        ['output', output],
      ] as const) {
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
          problems.push(
            `${kind} of ${JSON.stringify(input)}: ${name} ${value}, expected a finite number >= 0`,
          );
        }
      }
      if (estimate.issues.length > 0) {
        problems.push(
          `${kind} of ${JSON.stringify(input)} is over the engine's budget (${ENGINE_BUDGET.maxWork} steps, ` +
            `${ENGINE_BUDGET.maxOutput} bytes): an example must run anywhere`,
        );
        continue;
      }
      const seed = seedFor(context, 'cost');
      const answer =
        kind === 'odds'
          ? oddsTest(context.registry, request)
          : kind === 'resolve'
            ? resolveTest(context.registry, { ...request, seed })
            : stepTest(context.registry, { ...request, seed });
      const bytes = JSON.stringify(answer).length;
      if (bytes > 2 * output + 256) {
        problems.push(
          `${kind} of ${JSON.stringify(input)} answered ${bytes} bytes, but its cost estimated ${output} (at most half as much)`,
        );
      }
    }
  }
  assertNoProblems('The cost estimates', problems);
}
