import type { Outcome, OutcomeResponse } from '../outcome.js';
import type { PlayedRound, PlaySession } from './types.js';

/**
 * The rounds of a finished play as one Outcome, as `resolveTest` would give it: every round's dice and steps in
 * order, the last round's outcome, and the seed when any die was generated.
 */
export function combineRounds(
  session: Pick<PlaySession, 'system' | 'test'>,
  rounds: readonly PlayedRound[],
  outcome: Outcome,
  seed: string | undefined,
): OutcomeResponse {
  const generated = rounds.some((round) => round.source === 'generated');
  return {
    system: session.system,
    test: session.test,
    outcome,
    dice: rounds.flatMap((round) => round.dice),
    steps: rounds.flatMap((round) => round.steps),
    ...(generated && seed !== undefined ? { seed } : {}),
  };
}
