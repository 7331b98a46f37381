import type { DiceNeed, TestDefinitionV1 } from './contract.js';
import { checkCost } from './cost.js';
import { openTray, withDiceErrors } from './dice-tray.js';
import type { EngineOptions, ResolveRequest } from './engine.js';
import { VerdictError } from './errors.js';
import type { OutcomeResponse, Step } from './outcome.js';
import { showDice } from './output-limits.js';
import type { Registry } from './registry.js';
import { parseInput, validateWith } from './validate.js';

/** A request to play one round of a multi-round test. */
export interface StepRequest extends ResolveRequest {
  /** The state returned by the previous round; absent for the first round. */
  readonly state?: unknown;
}

/** One round played: the new state, what happened, and the outcome once the test has ended. */
export interface StepResponse extends Omit<OutcomeResponse, 'outcome'> {
  readonly state: unknown;
  readonly done: boolean;
  readonly outcome?: OutcomeResponse['outcome'];
  /** The dice the next round needs (empty when done). */
  readonly needs: readonly DiceNeed[];
}

/**
 * Plays one round of a contest or extended test from a JSON state, so a frontend can show each round.
 *
 * @example
 * let round = stepTest(registry, { system: 'd20-roll-under', test: 'resist', input, dice: [8, 5] });
 * round = stepTest(registry, { ...request, state: round.state, dice: [7, 10] });
 */
export function stepTest(
  registry: Registry,
  request: StepRequest,
  options: EngineOptions = {},
): StepResponse {
  const test = registry.test(request.system, request.test) as TestDefinitionV1<unknown, unknown>;
  if (!test.rounds) {
    throw new VerdictError(
      'unknown_test',
      `${request.system}/${request.test} has no rounds: resolve it whole`,
      [{ path: ['test'], message: 'this test has no rounds' }],
    );
  }
  const rounds = test.rounds;
  const input = parseInput(test, request.input);
  checkCost(test, input, 'step', options.budget);
  let state: unknown;
  if (request.state === undefined) state = rounds.start(input);
  else {
    const checked = validateWith(rounds.state, request.state);
    if (!checked.ok) {
      throw new VerdictError(
        'invalid_state',
        'The round state does not fit this test',
        checked.issues.map((i) => ({ path: ['state', ...i.path], message: i.message })),
      );
    }
    state = checked.value;
  }
  const { tray, seed } = openTray(request, options.random);
  const needed = rounds.needs(input, state);
  const round = withDiceErrors(() => {
    const result = rounds.next(input, state, { dice: tray });
    if (!(result.outcome && unneededAreConditional(needed, tray.records.length, request.dice?.length ?? 0))) {
      tray.finish();
    }
    return result;
  });
  const done = round.outcome !== undefined;
  const skipped = (request.dice?.length ?? 0) - tray.records.length;
  const steps = skipped > 0 ? [...round.steps, notNeeded(skipped)] : round.steps;
  return {
    system: request.system,
    test: request.test,
    state: round.state,
    done,
    ...(done ? { outcome: round.outcome } : {}),
    ...showDice(tray.records),
    steps,
    needs: done ? [] : rounds.needs(input, round.state),
    ...(seed === undefined ? {} : { seed }),
  };
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
