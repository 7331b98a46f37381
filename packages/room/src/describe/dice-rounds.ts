/**
 * @module
 * Which round (an extended test's turn, a contest's round) each die of a roll was drawn in. A room's entry keeps
 * the roll's input, outcome and dice but not its steps, so an extended test's dice read as rows of names with no
 * turns (issue 37, N5). The test's own rounds are played again over the entry's faces, as its verifier does, and
 * each round is named by its step (`Turn 2 (hour 2)`, `Round 3`).
 */
import { parseInput, type Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { createTray } from '@verdict/dice';

/** One round of a roll: its name, and how many of the roll's dice (in order) it drew. */
export interface DiceRound {
  readonly label: string;
  readonly dice: number;
}

/** Rounds are told for the first dice only: a screen shows the first 100, and replaying costs what rolling did. */
const MAX_REPLAYED_DICE = 200;

/**
 * The rounds a roll's dice were drawn in, for a test that has rounds; undefined for one without, or when the faces
 * do not replay (a summarised roll's missing middle is never reached: only the first dice are replayed).
 *
 * @example
 * diceRounds(registry, { system: '2d6-pool', test: 'extended', input }, dice);
 * // [{ label: 'Turn 1 (hour 1)', dice: 7 }, { label: 'Turn 2 (hour 2)', dice: 7 }, …]
 */
export function diceRounds(
  registry: Registry,
  request: { readonly system: string; readonly test: string; readonly input: unknown },
  dice: readonly DieRecord[],
): DiceRound[] | undefined {
  let rounds: DiceRound[] | undefined;
  try {
    const test = registry.test(request.system, request.test);
    if (!test.rounds || dice.length === 0) return undefined;
    const input = parseInput(test, request.input);
    const faces = dice.slice(0, MAX_REPLAYED_DICE).map((die) => die.face);
    const tray = createTray({ faces, maxDice: faces.length });
    rounds = [];
    let state = test.rounds.start(input);
    for (;;) {
      const before = tray.records.length;
      const round = test.rounds.next(input, state, { dice: tray });
      const label = round.steps.find((step) => step.kind === 'round')?.text ?? `Round ${rounds.length + 1}`;
      rounds.push({ label, dice: tray.records.length - before });
      if (round.outcome || tray.records.length >= dice.length) break;
      state = round.state;
    }
  } catch {
    // Faces used up past the replayed ones: the rounds told so far stand. Anything else: no rounds.
    if (!rounds || rounds.length === 0) return undefined;
  }
  return rounds;
}
