import {
  createSeed,
  createTray,
  DiceError,
  type DiceTray,
  type DieRecord,
  type RandomSource,
  secureSource,
  seededSource,
} from '@verdict/dice';
import type { DiceNeed, TestDefinitionV1 } from './contract.js';
import { VerdictError } from './errors.js';
import type { OddsResponse, OutcomeResponse, Step } from './outcome.js';
import type { Registry } from './registry.js';
import { parseInput, validateWith } from './validate.js';

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
  const { tray, seed } = openTray(request, options);
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
  const { tray, seed } = openTray(request, options);
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
  const steps: readonly Step[] =
    skipped > 0
      ? [
          ...round.steps,
          {
            kind: 'note',
            text: `${skipped === 1 ? 'The last entered die was' : `The last ${skipped} entered dice were`} not needed: the round ended before ${skipped === 1 ? 'it was' : 'they were'} rolled`,
          },
        ]
      : round.steps;
  return {
    system: request.system,
    test: request.test,
    state: round.state,
    done,
    ...(done ? { outcome: round.outcome } : {}),
    dice: snapshot(tray.records),
    steps,
    needs: done ? [] : rounds.needs(input, round.state),
    ...(seed === undefined ? {} : { seed }),
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

function openTray(request: ResolveRequest, options: EngineOptions): { tray: DiceTray; seed?: string } {
  if (request.dice !== undefined) return { tray: createTray({ faces: request.dice }) };
  const seed = request.seed ?? createSeed(options.random ?? secureSource());
  return { tray: createTray({ source: seededSource(seed) }), seed };
}

function snapshot(records: readonly DieRecord[]): DieRecord[] {
  return records.map((r) => ({
    sides: r.sides,
    face: r.face,
    kept: r.kept,
    group: r.group,
    source: r.source,
  }));
}

/** Turns a dice problem into the engine's named error, with the same code and the die it names. */
export function withDiceErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DiceError) throw new VerdictError(error.code, error.message, error.issues);
    throw error;
  }
}
