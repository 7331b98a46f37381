import type { ResolveContext, RoundsV1 } from './contract.js';
import type { Resolution } from './outcome.js';
import { roundSteps } from './output-limits.js';

/**
 * Builds `resolve` for a test that has rounds: plays rounds from the start until one ends the test.
 * The rounds' own `next` must end the test (for example with `unresolved` at a round limit). No round gets
 * choices: resolving a whole test, the input's options decide every round. A long test's steps are summarised
 * (the first and last rounds in full, a note for those between; see `OUTPUT_LIMITS`); `roundName` names the rounds
 * in that note ('turn' for an extended test).
 *
 * @example
 * resolve: resolveByRounds(contestRounds),
 */
export function resolveByRounds<TInput, TState, TChoices = unknown>(
  rounds: RoundsV1<TInput, TState, TChoices>,
  options: { readonly roundName?: string } = {},
): (input: TInput, ctx: ResolveContext) => Resolution {
  return (input, ctx) => {
    let state = rounds.start(input);
    const steps = roundSteps(options.roundName);
    for (;;) {
      const round = rounds.next(input, state, { dice: ctx.dice });
      steps.add(round.steps);
      state = round.state;
      if (round.outcome) return { outcome: round.outcome, steps: steps.list() };
    }
  };
}
