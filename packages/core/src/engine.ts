import type { RandomSource } from '@verdict/dice';
import type { DiceNeed } from './contract.js';
import { openTray, snapshot, withDiceErrors } from './dice-tray.js';
import type { OddsResponse, OutcomeResponse } from './outcome.js';
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
}

/**
 * Resolves a test: looks it up, validates the input, draws dice (entered, seeded, or from a fresh seed)
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
    dice: snapshot(tray.records),
    steps: resolution.steps,
    ...(seed === undefined ? {} : { seed }),
  };
}

/**
 * The exact probability of every outcome: the contract's Odds.
 *
 * @example
 * oddsTest(registry, { system: 'd20-roll-under', test: 'check', input: { value: 12 } }).outcomes;
 */
export function oddsTest(registry: Registry, request: Omit<ResolveRequest, 'dice' | 'seed'>): OddsResponse {
  const test = registry.test(request.system, request.test);
  const input = parseInput(test, request.input);
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
