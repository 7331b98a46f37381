import type { Dice } from '@verdict/dice';
import type { DisplayLabelsV1, FieldHintV1 } from './display.js';
import type { Effect, OddsResult, Outcome, Resolution, Step } from './outcome.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';
import type { ToolDefinitionV1 } from './tool.js';

/** What is being estimated: a whole resolution, the exact odds, or one round of round-by-round play. */
export type CostKind = 'resolve' | 'odds' | 'step';

/**
 * What a request will cost, estimated from its input alone before any work is done (see `estimateCost`).
 * The engine refuses a request past its budget (`ENGINE_BUDGET`) with `limit_exceeded`.
 */
export interface TestCost {
  /**
   * The work, in steps of about a nanosecond each on a small server (one float multiply-add of a convolution is a
   * few steps, one die drawn and recorded about a hundred). A system weighs its own loops in this unit, measured in
   * its benchmark, so that the engine's budget (125,000,000 steps) stays well under a second.
   */
  readonly work: number;
  /** The size of the response, in bytes of JSON (roughly: within a factor of two). */
  readonly output: number;
  /** The input field that drives the cost, named in a refusal (`['progressRequired']`). */
  readonly path?: readonly (string | number)[];
  /** What to change to bring it down ("lower maxTurns or progressRequired"). */
  readonly hint?: string;
}

/**
 * A schema the core can validate with and frontends can draw: Standard Schema and Standard JSON Schema.
 * `TInput` is what it parses to (defaults filled in); `TRaw` is what it accepts (what a user sends: fields
 * with a default may be left out). zod 4 schemas carry both (`z.output` and `z.input`).
 */
export type InputSchema<TInput, TRaw = unknown> = StandardSchemaV1<TRaw, TInput> &
  StandardJSONSchemaV1<TRaw, TInput>;

declare const notGiven: unique symbol;
/** No schema's raw input is this: only `any` (a raw type not given) and `never` extend it. */
interface NotGiven {
  readonly [notGiven]: true;
}

/**
 * The type of an example's input: the schema's raw input `TRaw`, or the parsed `TInput` when `TRaw` is not given
 * (left `any`, as in `TestDefinitionV1<MyInput>` or `defineTest<MyInput>(...)`), as before raw types.
 * `TRaw` is only ever the checked type, never in `extends` (which would make it invariant), so a test of any raw
 * input stays assignable to a registry's `TestDefinitionV1`.
 */
export type ExampleInput<TInput, TRaw> = [TRaw] extends [NotGiven] ? TInput : TRaw;

/** What a resolver gets besides its input: where its dice come from, and in round-by-round play the GM's choices. */
export interface ResolveContext<TChoices = unknown> {
  /** Every die drawn through it is recorded and may come from a seed or from a player's entered faces. */
  readonly dice: Dice;
  /**
   * The choices made for this round only (round-by-round play of a test whose `rounds.choices` takes them), already
   * validated against that schema. Absent when none were given, and whenever a whole test is resolved: the
   * input's own options are the default.
   */
  readonly choices?: TChoices;
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

/**
 * One worked example: an input, the dice it is resolved with, and what must come out. Examples are tests and docs.
 * `TInput` is the raw input, as a user would send it (fields with a default may be left out): the engine parses
 * it like any request.
 */
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

/**
 * Optional hints on how to draw the fields, by path ("attacker.will"; array indices left out); never what a field
 * is (that is the schema's job). See {@link FieldHintV1}.
 */
export type FieldHints = Readonly<Record<string, FieldHintV1>>;

/** The result of one round of a multi-round test. `outcome` is set on the round that ends it. */
export interface RoundResult<TState> {
  readonly state: TState;
  readonly steps: readonly Step[];
  readonly outcome?: Outcome;
  /**
   * Optional: dice of the round just before this one whose counting this round changed, by their index among that
   * round's dice: `kept: false` for a die rolled again whose new roll must be used (SRD 5.2's Heroic Inspiration),
   * `kept: true` for a die that counts again (the other d20 of Advantage, once the new roll is lower). A test
   * resolved whole, a play and a step each apply them to the dice they show.
   */
  readonly previousDice?: readonly DieRecount[];
}

/** A die of the round before whose counting changed: its index among that round's dice, and whether it counts. */
export interface DieRecount {
  readonly index: number;
  readonly kept: boolean;
}

/**
 * A test that can be played round by round (contests, extended tests) from a JSON-serialisable state,
 * so a frontend can show each round and resume later.
 */
export interface RoundsV1<TInput, TState, TChoices = unknown> {
  /** The state before the first round. */
  readonly start: (input: TInput) => TState;
  /** Plays one round; `ctx.choices` holds the choices made for this round, if any. */
  readonly next: (input: TInput, state: TState, ctx: ResolveContext<TChoices>) => RoundResult<TState>;
  /** The dice the next round needs. */
  readonly needs: (input: TInput, state: TState) => readonly DiceNeed[];
  /** A schema for the state, to check a state sent back by a client. */
  readonly state: InputSchema<TState>;
  /**
   * Optional: a schema for choices the table makes round by round, where the rules leave a choice to the GM each
   * time (a critical success: -5 or an automatic win). A step request may carry them for one round; the manifest
   * describes them as JSON Schema so a frontend can draw them. Each choice should be optional, defaulting to the
   * input's test-wide option, so a round played without choices, and a whole test resolved, follow the input.
   */
  readonly choices?: InputSchema<TChoices>;
}

/**
 * One test of a game system: its input, how it resolves, its exact odds and its examples.
 * `TInput` is the parsed input the functions get (defaults filled in); `TRaw` is the schema's raw input (what a
 * user sends), which types the examples. `defineTest` infers both from the schema. Left out (`any`), the
 * examples are typed by `TInput`, as before raw types.
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds tests of every input type; `unknown` would reject them (parameters are contravariant).
export interface TestDefinitionV1<TInput = any, TState = any, TRaw = any> {
  /** Shown as the test's name ("Contest of Wills"). */
  readonly title: string;
  /** One or two sentences on what the test is for. */
  readonly description: string;
  /** Validates the input and describes it as JSON Schema. */
  readonly input: InputSchema<TInput, TRaw>;
  /** How to draw fields; optional. */
  readonly ui?: FieldHints;
  /** The words for the values its outcomes, dice and odds carry (winners, dice groups, odds extras). */
  readonly labels?: DisplayLabelsV1;
  /** Pure: resolves a valid input with the given dice. */
  readonly resolve: (input: TInput, ctx: ResolveContext) => Resolution;
  /** Pure: the exact probability of every outcome. */
  readonly odds: (input: TInput) => OddsResult;
  /** The dice the whole test needs, when known in advance, or those of its first round. */
  readonly needs: (input: TInput) => readonly DiceNeed[];
  /** Limits the input alone breaks, checked before any die is drawn. */
  readonly limits?: (input: TInput) => readonly InputIssue[];
  /**
   * The work and output size of resolving the input, computing its odds, or playing one round, estimated from the
   * input alone (cheaply: no dice, no distributions). The engine checks it against its budget before any work.
   * Optional in the contract (apiVersion 1); `@verdict/testkit` requires it, and a test without it is never refused
   * for cost.
   */
  readonly cost?: (input: TInput, kind: CostKind) => TestCost;
  /**
   * Optional: the most bytes (UTF-8) of JSON a roll of this input records, whatever its dice: its `outcome` and
   * `dice` as `resolve` answers them (its steps are not recorded). A room admits the roll by it, before any die
   * is drawn, in place of twice the cost model's whole answer (see `maxEntryBytes` of the registry). It must
   * never be below the real size: a roll past it is still appended, but the room's limits then do not hold.
   */
  readonly maxEntryBytes?: (input: TInput) => number;
  /** Round-by-round play, for tests that have rounds. */
  // biome-ignore lint/suspicious/noExplicitAny: a test's round choices are its own; the registry passes them on validated.
  readonly rounds?: RoundsV1<TInput, TState, any>;
  /**
   * Worked examples: run as tests, printed in docs, offered as defaults by frontends. Their inputs are raw
   * (defaults may be left out); the engine parses them like any request.
   */
  readonly examples: readonly TestExample<ExampleInput<TInput, TRaw>>[];
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
  /** Calculators beside the tests, by id (T13: the Value of a Boon); optional. */
  readonly tools?: Readonly<Record<string, ToolDefinitionV1>>;
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
 * Identity helper for one test: infers the parsed input type and the raw input type from the schema, so the
 * functions get the parsed input (defaults filled in) and the examples are checked as raw input (fields with a
 * default may be left out). The examples never widen what is inferred. Given type arguments
 * (`defineTest<MyInput>`), the examples are typed by `MyInput`, as before, unless the raw type is given too
 * (`defineTest<MyInput, unknown, z.input<typeof myInput>>`).
 *
 * @example
 * export const check = defineTest({ title: 'Check', input: z.object({ value: z.int().default(10) }), ... });
 */
// biome-ignore lint/suspicious/noExplicitAny: `any` means the raw type is not given (see ExampleInput).
export function defineTest<TInput, TState = unknown, TRaw = any>(
  test: Omit<TestDefinitionV1<TInput, TState, TRaw>, 'examples'> & {
    // Not inferred from: an example must not widen the types the schema gives.
    readonly examples: readonly TestExample<NoInfer<ExampleInput<TInput, GivenRaw<TRaw>>>>[];
  },
): TestDefinitionV1<TInput, TState, GivenRaw<TRaw>> {
  return test as TestDefinitionV1<TInput, TState, GivenRaw<TRaw>>;
}

/** A raw type as `defineTest` keeps it: `unknown` (a schema that does not declare its raw input) is not given. */
// biome-ignore lint/suspicious/noExplicitAny: `any` means the raw type is not given (see ExampleInput).
type GivenRaw<TRaw> = unknown extends TRaw ? any : TRaw;

export type { Effect, Step };
