import { createTray } from '@verdict/dice';
import { parseChoices } from './choices.js';
import type { DiceNeed, DieRecount } from './contract.js';
import { checkCost } from './cost.js';
import { openTray } from './dice-tray.js';
import type { EngineOptions, ResolveRequest } from './engine.js';
import type { OutcomeResponse } from './outcome.js';
import { showDice } from './output-limits.js';
import type { Registry } from './registry.js';
import { parseState, roundsOf, runRound } from './round-runner.js';
import { parseInput } from './validate.js';

/** A request to play one round of a multi-round test. */
export interface StepRequest extends ResolveRequest {
  /** The state returned by the previous round; absent for the first round. */
  readonly state?: unknown;
  /**
   * With `seed`: the words already drawn from the seed's stream (the previous round's `position`); default 0.
   * Round k continues the stream where round k - 1 stopped, so the rounds draw the same dice as the whole test.
   */
  readonly position?: number;
  /**
   * The GM's choices for this round only, for a test whose rounds take them (its manifest's `choicesSchema`),
   * validated by that schema (refused when it declares none); left out, the input's options decide.
   */
  readonly choices?: unknown;
}

/** One round played: the new state, what happened, and the outcome once the test has ended. */
export interface StepResponse extends Omit<OutcomeResponse, 'outcome'> {
  readonly state: unknown;
  readonly done: boolean;
  readonly outcome?: OutcomeResponse['outcome'];
  /** The dice the next round needs (empty when done). */
  readonly needs: readonly DiceNeed[];
  /** With generated dice: the position in the seed's stream after this round, to send with the next round. */
  readonly position?: number;
  /**
   * Dice of the round before whose counting this round changed, by their index among that round's `dice`: `kept:
   * false` a die rolled again (the new roll is used), `kept: true` one that counts again. Absent when none did.
   */
  readonly previousDice?: readonly DieRecount[];
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
  const { test, rounds } = roundsOf(registry, request.system, request.test);
  const input = parseInput(test, request.input);
  checkCost(test, input, 'step', options.budget);
  const state = parseState(rounds, input, request.state);
  const choices = parseChoices(rounds, request.choices);
  const { tray, seed, stream } =
    options.source && request.dice === undefined
      ? { tray: createTray({ source: options.source }), seed: undefined, stream: undefined }
      : openTray(request, options.random);
  const round = runRound({ rounds, input, state, tray, entered: request.dice?.length ?? 0, choices });
  return {
    system: request.system,
    test: request.test,
    state: round.state,
    done: round.outcome !== undefined,
    ...(round.outcome ? { outcome: round.outcome } : {}),
    ...showDice(tray.records),
    steps: round.steps,
    needs: round.needs,
    ...(seed === undefined ? {} : { seed }),
    ...(stream === undefined ? {} : { position: stream.position }),
    ...(round.previousDice ? { previousDice: round.previousDice } : {}),
  };
}
