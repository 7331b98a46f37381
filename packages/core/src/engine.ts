import type { RandomSource } from '@verdict/dice';
import type { DiceNeed } from './contract.js';
import { type CostBudget, checkCost } from './cost.js';
import { openTray, withDiceErrors } from './dice-tray.js';
import type { OddsResponse, OutcomeResponse } from './outcome.js';
import { showDice } from './output-limits.js';
import type { Registry } from './registry.js';
import { parseInput } from './validate.js';

/** A request to resolve a test: which one, its input, and either entered faces or a seed. */
export interface ResolveRequest {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  /** Faces of physical dice, in the order the test draws them. */
  readonly dice?: readonly number[];
  /** Replays a generated roll. Without dice or seed, a fresh seed is made. */
  readonly seed?: string;
}

/** Options for the entry points. */
export interface EngineOptions {
  /** Where fresh seeds come from (default: Web Crypto). Tests pass a seeded source. */
  readonly random?: RandomSource;
  /**
   * The most work and output one request may cost (default `ENGINE_BUDGET`: 125,000,000 steps, 1,000,000 bytes).
   * A server lowers it to keep every request short; a local script may raise it, at its own risk.
   */
  readonly budget?: Partial<CostBudget>;
  /**
   * `stepTest` only: draw the round's dice from this source instead of a seed's stream (a room's round, whose dice
   * the room's own derivation gives). Entered `dice` still win; no seed or position is answered.
   */
  readonly source?: RandomSource;
}

/**
 * Resolves a test: looks it up, validates the input, checks its estimated cost against the budget, draws dice (entered, seeded, or from a fresh seed)
 * and returns the contract's Outcome. Nothing is half-resolved: any error is thrown before a result exists.
 *
 * @example
 * resolveTest(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 }, dice: [15] });
 */
export function resolveTest(
  registry: Registry,
  request: ResolveRequest,
  options: EngineOptions = {},
): OutcomeResponse {
  const test = registry.test(request.system, request.test);
  const input = parseInput(test, request.input);
  checkCost(test, input, 'resolve', options.budget);
  const { tray, seed } = openTray(request, options.random);
  const resolution = withDiceErrors(() => {
    const result = test.resolve(input, { dice: tray });
    tray.finish();
    return result;
  });
  return {
    system: request.system,
    test: request.test,
    outcome: resolution.outcome,
    ...showDice(tray.records),
    steps: resolution.steps,
    ...(seed === undefined ? {} : { seed }),
  };
}

/**
 * The exact probability of every outcome: the contract's Odds. The input's estimated cost is checked against the
 * budget first (`limit_exceeded` naming the limit), so a refusal costs no work.
 *
 * @example
 * oddsTest(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 } }).outcomes;
 */
export function oddsTest(
  registry: Registry,
  request: Omit<ResolveRequest, 'dice' | 'seed'>,
  options: Pick<EngineOptions, 'budget'> = {},
): OddsResponse {
  const test = registry.test(request.system, request.test);
  const input = parseInput(test, request.input);
  checkCost(test, input, 'odds', options.budget);
  const odds = withDiceErrors(() => test.odds(input));
  return { system: request.system, test: request.test, ...odds };
}

/** The dice a test needs (the whole test's, or its first round's), for players rolling real dice. */
export function diceNeeded(
  registry: Registry,
  request: Omit<ResolveRequest, 'dice' | 'seed'>,
): readonly DiceNeed[] {
  const test = registry.test(request.system, request.test);
  return test.needs(parseInput(test, request.input));
}
