import type { ResolveContext, RoundsV1 } from './contract.js';
import type { Resolution, Step } from './outcome.js';

/**
 * Builds `resolve` for a test that has rounds: plays rounds from the start until one ends the test.
 * The rounds' own `next` must end the test (for example with `unresolved` at a round limit).
 *
 * @example
 * resolve: resolveByRounds(contestRounds),
 */
export function resolveByRounds<TInput, TState>(
  rounds: RoundsV1<TInput, TState>,
): (input: TInput, ctx: ResolveContext) => Resolution {
  return (input, ctx) => {
    let state = rounds.start(input);
    const steps: Step[] = [];
    for (;;) {
      const round = rounds.next(input, state, ctx);
      steps.push(...round.steps);
      state = round.state;
      if (round.outcome) return { outcome: round.outcome, steps };
    }
  };
}
