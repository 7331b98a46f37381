import type { ResolveContext, RoundsV1 } from './contract.js';
import type { Resolution, Step } from './outcome.js';

/**
 * Builds `resolve` for a test that has rounds: plays rounds from the start until one ends the test.
 * The rounds' own `next` must end the test (for example with `unresolved` at a round limit). No round gets
 * choices: resolving a whole test, the input's options decide every round.
 *
 * @example
 * resolve: resolveByRounds(contestRounds),
 */
export function resolveByRounds<TInput, TState, TChoices = unknown>(
  rounds: RoundsV1<TInput, TState, TChoices>,
): (input: TInput, ctx: ResolveContext) => Resolution {
  return (input, ctx) => {
    let state = rounds.start(input);
    const steps: Step[] = [];
    for (;;) {
      const round = rounds.next(input, state, { dice: ctx.dice });
      steps.push(...round.steps);
      state = round.state;
      if (round.outcome) return { outcome: round.outcome, steps };
    }
  };
}
