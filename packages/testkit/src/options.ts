import type { GameSystemV1, Registry, TestDefinitionV1 } from '@verdict/core';

/** Options of {@link testGameSystem}; every one has a default that keeps a system's run to a few seconds. */
export interface TestGameSystemOptions {
  /** Resolutions of each distinct example input when checking resolve against the odds (default 20,000). */
  readonly runs?: number;
  /** Stops that run early once this many dice were drawn for one input, so huge pools stay fast (default 2,000,000). */
  readonly maxDice?: number;
  /** How many standard errors an outcome's count may stray from what the odds predict (default 4). */
  readonly sigmas?: number;
  /** Seeded resolutions of each example input in the JSON, entered-dice and same-seed checks (default 20). */
  readonly seeds?: number;
  /** Generated inputs in each property test (default 200). */
  readonly propertyRuns?: number;
  /** The seed every check derives its dice and generated inputs from (default 'verdict-testkit'). */
  readonly seed?: string;
  /** Timeout of each of the slower checks, in milliseconds (default 60,000). */
  readonly timeout?: number;
}

/** The options with their defaults filled in. */
export type Settings = Required<TestGameSystemOptions>;

/** Fills in the defaults and refuses options that cannot work. */
export function settle(options: TestGameSystemOptions = {}): Settings {
  const settings: Settings = {
    runs: 20_000,
    maxDice: 2_000_000,
    sigmas: 4,
    seeds: 20,
    propertyRuns: 200,
    seed: 'verdict-testkit',
    timeout: 60_000,
    ...options,
  };
  for (const key of ['runs', 'maxDice', 'seeds', 'propertyRuns', 'timeout'] as const) {
    if (!Number.isInteger(settings[key]) || settings[key] < 1) {
      throw new TypeError(`Unexpected ${key} ${settings[key]}, expected a positive integer`);
    }
  }
  if (!(settings.sigmas > 0))
    throw new TypeError(`Unexpected sigmas ${settings.sigmas}, expected a positive number`);
  return settings;
}

/** What each check works on: one test of one system, in a registry holding just that system. */
export interface CheckContext {
  readonly registry: Registry;
  readonly system: GameSystemV1;
  readonly testId: string;
  readonly test: TestDefinitionV1;
  readonly settings: Settings;
}

/** The distinct inputs of a test's examples, in order (several examples often share one input). */
export function exampleInputs(test: TestDefinitionV1): unknown[] {
  const seen = new Map<string, unknown>();
  for (const example of test.examples) seen.set(JSON.stringify(example.input), example.input);
  return [...seen.values()];
}

/** A seed for one resolution of one check, so every check replays the same dice on every run. */
export function seedFor(context: CheckContext, check: string, ...parts: (string | number)[]): string {
  return [context.settings.seed, context.system.id, context.testId, check, ...parts].join('/');
}

/** A request for one test of the context's system. */
export function requestFor(context: CheckContext, input: unknown) {
  return { system: context.system.id, test: context.testId, input };
}
