import type { ExampleInput, InputSchema } from './contract.js';
import type { FieldHintV1 } from './display.js';

/**
 * What a tool computed, in display vocabulary: lines to show in order, and the same facts as named values for
 * scripts (`values`), each with the words to show it by.
 */
export interface ToolResultV1 {
  /** Sentences in the rules' words ("Boon 13 has Value 66."). */
  readonly lines: readonly string[];
  /** The facts as data, by key ({ value: 66 }). */
  readonly values?: Readonly<Record<string, number | string | boolean>>;
}

/** One worked example of a tool: an input and, optionally, what must come out. The first is a form's default. */
export interface ToolExampleV1<TRaw> {
  readonly title: string;
  readonly input: TRaw;
  /** Lines the result must contain, each exactly and in this order (other lines may come between). */
  readonly lines?: readonly string[];
}

/**
 * A tool of a game system: a pure calculator with its own input schema beside the tests (T13: the Value of a
 * Boon, helpers needed, a name's Geometry). Frontends draw its form from the schema like a test's and show
 * `lines`; they need no code of their own for it.
 *
 * @example
 * const boonValue = defineTool({
 *   title: 'Value of a Boon', description: '...', input: z.object({ boon: z.int() }),
 *   run: ({ boon }) => ({ lines: [`Boon ${boon} has Value ${boon * boon}.`], values: { value: boon * boon } }),
 *   examples: [{ title: 'Boon 13', input: { boon: 13 } }],
 * });
 */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds tools of every input type (parameters are contravariant).
export interface ToolDefinitionV1<TInput = any, TRaw = any> {
  readonly title: string;
  readonly description: string;
  readonly input: InputSchema<TInput, TRaw>;
  /** How to draw the fields, by path (see `FieldHintV1`). */
  readonly ui?: Readonly<Record<string, FieldHintV1>>;
  /** Pure: computes the result of a valid input. */
  readonly run: (input: TInput) => ToolResultV1;
  /** Limits the input alone breaks, checked before `run`. */
  readonly limits?: (
    input: TInput,
  ) => readonly { readonly path: readonly (string | number)[]; readonly message: string }[];
  /** At least one; the first is the input a form starts from. */
  readonly examples: readonly ToolExampleV1<ExampleInput<TInput, TRaw>>[];
}

/**
 * Identity helper for a tool: infers the input types from the schema.
 *
 * @example
 * export const helpers = defineTool({ title: 'Helpers needed', input: helpersInput, run, examples, description });
 */
// biome-ignore lint/suspicious/noExplicitAny: `any` means the raw type is not given (see ExampleInput).
export function defineTool<TInput, TRaw = any>(
  tool: ToolDefinitionV1<TInput, TRaw>,
): ToolDefinitionV1<TInput, TRaw> {
  return tool;
}
