import type { Dice, RolledDie } from '@verdict/dice';
import type { DieRecount, ResolveContext, RoundsV1 } from './contract.js';
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
    const drawn = keepingHandles(ctx.dice);
    let previous: RolledDie[] = [];
    for (;;) {
      drawn.handles.length = 0;
      const round = rounds.next(input, state, { dice: drawn.dice });
      recount(previous, round.previousDice);
      previous = [...drawn.handles];
      steps.add(round.steps);
      state = round.state;
      if (round.outcome) return { outcome: round.outcome, steps: steps.list() };
    }
  };
}

/** The dice of a resolution, keeping a handle on each die a round draws (so a later round can drop or keep it). */
function keepingHandles(dice: Dice): { dice: Dice; handles: RolledDie[] } {
  const handles: RolledDie[] = [];
  const roll = (count: number, sides: number, group: string) => {
    const rolled = dice.roll(count, sides, group);
    handles.push(...rolled);
    return rolled;
  };
  return { handles, dice: { roll, d: (sides, group) => roll(1, sides, group)[0]!.face } };
}

/** Applies a round's `previousDice` to the dice the round before drew. */
function recount(previous: readonly RolledDie[], changes: readonly DieRecount[] | undefined): void {
  for (const { index, kept } of changes ?? []) {
    const die = previous[index];
    if (!die) continue;
    if (kept) die.keep?.();
    else die.drop();
  }
}
