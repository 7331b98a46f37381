import type { Dice } from '@verdict/dice';
import type { Effect, OddsResult, Outcome, Resolution, Step } from './outcome.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';

/** A schema the core can validate with and frontends can draw: Standard Schema and Standard JSON Schema. */
export type InputSchema<TInput> = StandardSchemaV1<unknown, TInput> & StandardJSONSchemaV1<unknown, TInput>;

/** What a resolver gets besides its input: where its dice come from. */
export interface ResolveContext {
  /** Every die drawn through it is recorded and may come from a seed or from a player's entered faces. */
  readonly dice: Dice;
}

/** Dice a test needs next, so a frontend can ask a player for exactly those faces. */
export interface DiceNeed {
  readonly count: number;
  readonly sides: number;
  readonly group: string;
  /** Who or what rolls them ("Attacker's Will"). */
  readonly label?: string;
  /**
   * Rolled only if the dice before it do not end the test (a target's Will after the attacker's roll). When a round is
   * played with entered dice, such dice may be entered or left out; if the round ends first they are not needed.
   */
  readonly conditional?: boolean;
}

/** A problem with an input: the field's path and what was expected. */
export interface InputIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** One worked example: an input, the dice it is resolved with, and what must come out. Examples are tests and docs. */
export interface TestExample<TInput> {
  /** What it shows ("Olaf fishes with poor tackle"). */
  readonly title: string;
  readonly input: TInput;
  /** Entered faces, in the order the test draws them. */
  readonly dice?: readonly number[];
  /** Or a seed, when the example is about generated dice. */
  readonly seed?: string;
  /** Fields of the outcome that must match exactly. */
  readonly expected: Partial<Outcome> & { readonly label: string };
}

/** Optional hints on how to draw a field; never what the field is (that is the schema's job). */
export type FieldHints = Readonly<
  Record<string, { readonly widget?: string; readonly order?: number; readonly help?: string }>
>;

/** The result of one round of a multi-round test. `outcome` is set on the round that ends it. */
export interface RoundResult<TState> {
  readonly state: TState;
  readonly steps: readonly Step[];
  readonly outcome?: Outcome;
}

/**
 * A test that can be played round by round (contests, extended tests) from a JSON-serialisable state,
 * so a frontend can show each round and resume later.
 */
export interface RoundsV1<TInput, TState> {
  /** The state before the first round. */
  readonly start: (input: TInput) => TState;
  /** Plays one round. */
  readonly next: (input: TInput, state: TState, ctx: ResolveContext) => RoundResult<TState>;
  /** The dice the next round needs. */
  readonly needs: (input: TInput, state: TState) => readonly DiceNeed[];
  /** A schema for the state, to check a state sent back by a client. */
  readonly state: InputSchema<TState>;
}

/** One test of a game system: its input, how it resolves, its exact odds and its examples. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds tests of every input type; `unknown` would reject them (parameters are contravariant).
export interface TestDefinitionV1<TInput = any, TState = any> {
  /** Shown as the test's name ("Contest of Wills"). */
  readonly title: string;
  /** One or two sentences on what the test is for. */
  readonly description: string;
  /** Validates the input and describes it as JSON Schema. */
  readonly input: InputSchema<TInput>;
  /** How to draw fields; optional. */
  readonly ui?: FieldHints;
  /** Pure: resolves a valid input with the given dice. */
  readonly resolve: (input: TInput, ctx: ResolveContext) => Resolution;
  /** Pure: the exact probability of every outcome. */
  readonly odds: (input: TInput) => OddsResult;
  /** The dice the whole test needs, when known in advance, or those of its first round. */
  readonly needs: (input: TInput) => readonly DiceNeed[];
  /** Limits the input alone breaks, checked before any die is drawn. */
  readonly limits?: (input: TInput) => readonly InputIssue[];
  /** Round-by-round play, for tests that have rounds. */
  readonly rounds?: RoundsV1<TInput, TState>;
  /** Worked examples: run as tests, printed in docs, offered as defaults by frontends. */
  readonly examples: readonly TestExample<TInput>[];
}

/**
 * A game system: a versioned, plain object that a registry can load. Bump `apiVersion` only with a
 * core major.
 */
export interface GameSystemV1 {
  /** The plugin contract's version. */
  readonly apiVersion: 1;
  /** 'd20-roll-under'; also the package's suffix (`@verdict/system-d20-roll-under`). */
  readonly id: string;
  /** A human name ("d20 roll-under"). */
  readonly name: string;
  /** The package's version. */
  readonly version: string;
  /** What the game is, in a sentence or two. */
  readonly description: string;
  /** Its tests, by id. */
  readonly tests: Readonly<Record<string, TestDefinitionV1>>;
}

/**
 * Identity helper that checks a system against the contract and keeps its literal types.
 *
 * @example
 * export const mySystem = defineGameSystem({ apiVersion: 1, id: 'my-system', name: 'My system', ... });
 */
export function defineGameSystem<const TSystem extends GameSystemV1>(system: TSystem): TSystem {
  return system;
}

/**
 * Identity helper for one test: infers the input type from the schema.
 *
 * @example
 * export const check = defineTest({ title: 'Check', input: z.object({ value: z.int() }), ... });
 */
export function defineTest<TInput, TState = unknown>(
  test: TestDefinitionV1<TInput, TState>,
): TestDefinitionV1<TInput, TState> {
  return test;
}

export type { Effect, Step };
