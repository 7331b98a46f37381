import type { DiceTray, DieRecord } from '@verdict/dice';
import type { DiceNeed, DieRecount, RoundsV1, TestDefinitionV1 } from './contract.js';
import { withDiceErrors } from './dice-tray.js';
import { VerdictError } from './errors.js';
import type { Outcome, Step } from './outcome.js';
import { snapshot } from './output-limits.js';
import type { Registry } from './registry.js';
import { validateWith } from './validate.js';

/** A test's rounds, or `unknown_test` saying it has none. */
export function roundsOf(
  registry: Registry,
  system: string,
  test: string,
): { test: TestDefinitionV1<unknown, unknown>; rounds: RoundsV1<unknown, unknown> } {
  const definition = registry.test(system, test) as TestDefinitionV1<unknown, unknown>;
  if (!definition.rounds) {
    throw new VerdictError('unknown_test', `${system}/${test} has no rounds: resolve it whole`, [
      { path: ['test'], message: 'this test has no rounds' },
    ]);
  }
  return { test: definition, rounds: definition.rounds };
}

/** The state a client sent back, checked against the test's state schema (`invalid_state` at `state`). */
export function parseState(rounds: RoundsV1<unknown, unknown>, input: unknown, state: unknown): unknown {
  if (state === undefined) return rounds.start(input);
  const checked = validateWith(rounds.state, state);
  if (!checked.ok) {
    throw new VerdictError(
      'invalid_state',
      'The round state does not fit this test',
      checked.issues.map((i) => ({ path: ['state', ...i.path], message: i.message })),
    );
  }
  return checked.value;
}

/** One round played: its state after, dice and steps, and the outcome when it ends the test. */
export interface PlayedStep {
  readonly state: unknown;
  readonly outcome?: Outcome;
  readonly dice: DieRecord[];
  readonly steps: readonly Step[];
  /** The dice the next round needs (empty when done). */
  readonly needs: readonly DiceNeed[];
  /** Dice of the round before whose counting this round changed (see `RoundResult`). */
  readonly previousDice?: readonly DieRecount[];
}

/**
 * Plays one round with a tray of entered faces or generated dice. Entered faces must all be used, except
 * conditional dice of a round that ended before them (a step then says they were not needed).
 */
export function runRound(options: {
  readonly rounds: RoundsV1<unknown, unknown>;
  readonly input: unknown;
  readonly state: unknown;
  readonly tray: DiceTray;
  readonly entered: number;
  readonly choices: Readonly<Record<string, unknown>> | undefined;
}): PlayedStep {
  const { rounds, input, state, tray, entered, choices } = options;
  const needed = rounds.needs(input, state);
  const round = withDiceErrors(() => {
    const result = rounds.next(input, state, choices ? { dice: tray, choices } : { dice: tray });
    if (!(result.outcome && unneededAreConditional(needed, tray.records.length, entered))) tray.finish();
    return result;
  });
  const skipped = entered - tray.records.length;
  const steps = skipped > 0 ? [...round.steps, notNeeded(skipped)] : round.steps;
  const done = round.outcome !== undefined;
  return {
    state: round.state,
    ...(done ? { outcome: round.outcome } : {}),
    dice: snapshot(tray.records),
    steps,
    needs: done ? [] : rounds.needs(input, round.state),
    ...(round.previousDice?.length ? { previousDice: round.previousDice } : {}),
  };
}

/**
 * The dice of the round before with a round's `previousDice` applied (a new list; the one given is unchanged).
 *
 * @example
 * recounted([{ sides: 20, face: 3, kept: true, ... }], [{ index: 0, kept: false }]); // [{ ..., kept: false }]
 */
export function recounted(
  dice: readonly DieRecord[],
  changes: readonly DieRecount[] | undefined,
): DieRecord[] {
  const out = [...dice];
  for (const { index, kept } of changes ?? []) if (out[index]) out[index] = { ...out[index]!, kept };
  return out;
}

/** The step that says why entered dice were not used. */
function notNeeded(count: number): Step {
  const dice = count === 1 ? 'The last entered die was' : `The last ${count} entered dice were`;
  return {
    kind: 'note',
    text: `${dice} not needed: the round ended before ${count === 1 ? 'it was' : 'they were'} rolled`,
  };
}

/**
 * Whether the entered dice the round did not use were all marked `conditional` in what the round needed: at the
 * table both sides often roll at once, and a die whose roll the round never reached is then simply not needed.
 */
function unneededAreConditional(needed: readonly DiceNeed[], used: number, entered: number): boolean {
  const perDie = needed.flatMap((need) =>
    Array.from({ length: need.count }, () => need.conditional === true),
  );
  return entered > used && entered <= perDie.length && perDie.slice(used, entered).every(Boolean);
}
