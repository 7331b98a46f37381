// Type tests of the plugin contract: checked by `tsc --noEmit` (npm run typecheck), not run by vitest.
// Every `@ts-expect-error` line must be an error, or the typecheck fails.
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  defineGameSystem,
  defineTest,
  type ExampleInput,
  type GameSystemV1,
  type InputSchema,
  type RoundsV1,
  type TestDefinitionV1,
  type TestExample,
} from './contract.js';
import type { OddsHeadlineV1, OddsResult, Resolution } from './outcome.js';
import type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';

/** Exact type equality, `any` included (expectTypeOf's own check does not take `any` apart). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const schema = z.object({ a: z.int().default(1), name: z.string().optional() });
type Parsed = z.output<typeof schema>; // { a: number; name?: string }
type Raw = z.input<typeof schema>; // { a?: number; name?: string }

const resolution: Resolution = {
  outcome: { result: 'success', label: 'Success', tier: 1, effects: [] },
  steps: [],
};
const parts = {
  title: 'Check',
  description: 'A check.',
  needs: () => [],
  odds: () => ({ outcomes: [] }),
} as const;

/** A test of the schema above, written by hand as a system would, with the given examples. */
const inferred = defineTest({
  ...parts,
  input: schema,
  resolve: (input) => {
    // The functions get the parsed input: defaults filled in.
    expectTypeOf(input).toEqualTypeOf<Parsed>();
    expectTypeOf(input.a).toEqualTypeOf<number>();
    return resolution;
  },
  examples: [
    { title: 'Defaults left out', input: {}, expected: { label: 'Success' } },
    { title: 'Every field', input: { a: 2, name: 'x' }, expected: { label: 'Success' } },
  ],
});

describe('InputSchema', () => {
  it('is Standard Schema and Standard JSON Schema, raw input first', () => {
    expectTypeOf<InputSchema<Parsed, Raw>>().toEqualTypeOf<
      StandardSchemaV1<Raw, Parsed> & StandardJSONSchemaV1<Raw, Parsed>
    >();
    // Backwards compatible: the raw type defaults to unknown.
    expectTypeOf<InputSchema<Parsed>>().toEqualTypeOf<
      StandardSchemaV1<unknown, Parsed> & StandardJSONSchemaV1<unknown, Parsed>
    >();
  });

  it('takes a zod 4 schema, with or without its raw type', () => {
    expectTypeOf(schema).toExtend<InputSchema<Parsed, Raw>>();
    expectTypeOf(schema).toExtend<InputSchema<Parsed>>();
    // Not a schema of another output, nor of a raw input its own does not fit.
    expectTypeOf(schema).not.toExtend<InputSchema<{ a: string }>>();
    expectTypeOf(schema).not.toExtend<InputSchema<Parsed, { a: number }>>();
  });
});

describe('defineTest without type arguments', () => {
  it('infers the parsed input and the raw input from the schema', () => {
    expectTypeOf(inferred).toEqualTypeOf<TestDefinitionV1<Parsed, unknown, Raw>>();
    expectTypeOf(inferred.examples).toEqualTypeOf<readonly TestExample<Raw>[]>();
    expectTypeOf(inferred.resolve).parameter(0).toEqualTypeOf<Parsed>();
  });

  it('checks the examples as raw input', () => {
    defineTest({
      ...parts,
      input: schema,
      resolve: () => resolution,
      examples: [
        // @ts-expect-error a is a number
        { title: 'A string', input: { a: 'x' }, expected: { label: 'Success' } },
      ],
    });
    defineTest({
      ...parts,
      input: schema,
      resolve: () => resolution,
      examples: [
        // @ts-expect-error no field b
        { title: 'An unknown field', input: { b: 1 }, expected: { label: 'Success' } },
      ],
    });
    defineTest({
      ...parts,
      input: schema,
      resolve: () => resolution,
      // @ts-expect-error an expected outcome needs a label
      examples: [{ title: 'No label', input: {}, expected: {} }],
    });
  });

  it('does not let the examples widen the inferred types', () => {
    const test = defineTest({
      ...parts,
      input: z.object({ a: z.int() }),
      resolve: (input) => {
        expectTypeOf(input).toEqualTypeOf<{ a: number }>();
        return resolution;
      },
      // @ts-expect-error a has no default: an example must give it
      examples: [{ title: 'Left out', input: {}, expected: { label: 'Success' } }],
    });
    expectTypeOf(test).toEqualTypeOf<TestDefinitionV1<{ a: number }, unknown, { a: number }>>();
  });

  it('still checks the functions against the schema', () => {
    defineTest({
      ...parts,
      // @ts-expect-error resolve takes an input with a field b, the schema parses none
      input: schema,
      resolve: (input: { b: string }) => (input.b ? resolution : resolution),
      examples: [],
    });
  });

  it('infers the state from the rounds', () => {
    const state = z.object({ round: z.int() });
    const rounds: RoundsV1<Parsed, { round: number }> = {
      start: () => ({ round: 0 }),
      next: (_input, s) => ({ state: { round: s.round + 1 }, steps: [] }),
      needs: () => [],
      state,
    };
    const test = defineTest({
      ...parts,
      input: schema,
      rounds,
      resolve: () => resolution,
      examples: [{ title: 'Defaults left out', input: {}, expected: { label: 'Success' } }],
    });
    expectTypeOf(test).toEqualTypeOf<TestDefinitionV1<Parsed, { round: number }, Raw>>();
  });

  it('types the examples by the parsed input when the schema gives no raw type (as before)', () => {
    const handMade = schema as InputSchema<Parsed>;
    const test = defineTest({
      ...parts,
      input: handMade,
      resolve: () => resolution,
      examples: [{ title: 'Every field', input: { a: 1 }, expected: { label: 'Success' } }],
    });
    expectTypeOf(test.examples).toEqualTypeOf<readonly TestExample<Parsed>[]>();
    defineTest({
      ...parts,
      input: handMade,
      resolve: () => resolution,
      // @ts-expect-error as before: typed by the parsed input, a is required
      examples: [{ title: 'Left out', input: {}, expected: { label: 'Success' } }],
    });
  });
});

describe('defineTest with type arguments (as before)', () => {
  it('types the examples by the parsed input', () => {
    const test = defineTest<Parsed>({
      ...parts,
      input: schema,
      resolve: () => resolution,
      examples: [{ title: 'Every field', input: { a: 1 }, expected: { label: 'Success' } }],
    });
    expectTypeOf<Equal<typeof test, TestDefinitionV1<Parsed, unknown>>>().toEqualTypeOf<true>();
    expectTypeOf(test.examples).toEqualTypeOf<readonly TestExample<Parsed>[]>();
    defineTest<Parsed>({
      ...parts,
      input: schema,
      resolve: () => resolution,
      // @ts-expect-error typed by the parsed input, a is required
      examples: [{ title: 'Left out', input: {}, expected: { label: 'Success' } }],
    });
  });

  it('types them by the raw input when it is given', () => {
    const test = defineTest<Parsed, unknown, Raw>({
      ...parts,
      input: schema,
      resolve: () => resolution,
      examples: [{ title: 'Left out', input: {}, expected: { label: 'Success' } }],
    });
    expectTypeOf(test.examples).toEqualTypeOf<readonly TestExample<Raw>[]>();
  });

  it('refuses a schema whose output is not the given input', () => {
    defineTest<{ a: string }>({
      ...parts,
      // @ts-expect-error the schema parses a to a number
      input: schema,
      resolve: () => resolution,
      examples: [],
    });
  });
});

describe('TestDefinitionV1', () => {
  it('keeps its defaults: any input and state, and a raw input not given', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the defaults are any.
    expectTypeOf<Equal<TestDefinitionV1, TestDefinitionV1<any, any, any>>>().toEqualTypeOf<true>();
    // One type argument, as before: examples typed by the parsed input; the schema may take any raw input.
    expectTypeOf<TestDefinitionV1<Parsed>['examples']>().toEqualTypeOf<readonly TestExample<Parsed>[]>();
    expectTypeOf(schema).toExtend<TestDefinitionV1<Parsed>['input']>();
    expectTypeOf<TestDefinitionV1<Parsed, unknown, Raw>['examples']>().toEqualTypeOf<
      readonly TestExample<Raw>[]
    >();
    expectTypeOf<TestDefinitionV1<Parsed, unknown, Raw>['input']>().toEqualTypeOf<InputSchema<Parsed, Raw>>();
  });

  it('types examples by the raw input, or by the parsed input when the raw one is not given', () => {
    expectTypeOf<ExampleInput<Parsed, Raw>>().toEqualTypeOf<Raw>();
    // biome-ignore lint/suspicious/noExplicitAny: any is a raw type not given.
    expectTypeOf<Equal<ExampleInput<Parsed, any>, Parsed>>().toEqualTypeOf<true>();
    // Given as unknown (written out), any input goes: the engine validates it.
    expectTypeOf<ExampleInput<Parsed, unknown>>().toEqualTypeOf<unknown>();
  });

  it('checks examples written against the interface', () => {
    const examples: TestDefinitionV1<Parsed, unknown, Raw>['examples'] = [
      { title: 'Defaults left out', input: {}, expected: { label: 'Success' } },
    ];
    // @ts-expect-error typed by the parsed input, a is required
    const old: TestDefinitionV1<Parsed>['examples'] = examples;
    expectTypeOf(old).toEqualTypeOf<readonly TestExample<Parsed>[]>();
  });

  it('holds a test of any input and raw input, as a registry does', () => {
    expectTypeOf(inferred).toExtend<TestDefinitionV1>();
    expectTypeOf<
      TestDefinitionV1<{ n: number }, { k: string }, { n?: number }>
    >().toExtend<TestDefinitionV1>();
    expectTypeOf<TestDefinitionV1<{ n: number }>>().toExtend<TestDefinitionV1>();
    // Covariant in the raw input: a test fits a wider raw type, not a narrower or another one.
    expectTypeOf(inferred).toExtend<TestDefinitionV1<Parsed, unknown, Raw | string>>();
    expectTypeOf(inferred).toExtend<TestDefinitionV1<Parsed, unknown, unknown>>();
    expectTypeOf(inferred).not.toExtend<TestDefinitionV1<Parsed, unknown, { a: number }>>();
    expectTypeOf(inferred).not.toExtend<TestDefinitionV1<Parsed, unknown, { a: string }>>();
  });
});

describe('GameSystemV1', () => {
  it('takes tests of different inputs, inferred or given', () => {
    const other = defineTest({
      ...parts,
      input: z.object({ pool: z.int().min(1), target: z.int().default(5) }),
      resolve: (input) => (input.pool > input.target ? resolution : resolution),
      examples: [{ title: 'Default target', input: { pool: 3 }, expected: { label: 'Success' } }],
    });
    const given = defineTest<Parsed>({
      ...parts,
      input: schema,
      resolve: () => resolution,
      examples: [],
    });
    const system = defineGameSystem({
      apiVersion: 1,
      id: 'types',
      name: 'Types',
      version: '1.0.0',
      description: 'Type tests.',
      tests: { inferred, other, given },
    });
    expectTypeOf(system).toExtend<GameSystemV1>();
    // defineGameSystem keeps each test's own types.
    expectTypeOf(system.tests.inferred).toEqualTypeOf<TestDefinitionV1<Parsed, unknown, Raw>>();
    expectTypeOf(system.tests.other.examples[0]!.input).toEqualTypeOf<{ pool: number; target?: number }>();
    expectTypeOf(system.tests.inferred.examples).toExtend<readonly TestExample<unknown>[]>();
  });
});

describe('per-round choices', () => {
  it("types ctx.choices by the rounds' choices schema, and such tests still fit a registry", () => {
    const choices = z.strictObject({ bold: z.boolean().optional() });
    const rounds: RoundsV1<Parsed, { round: number }, z.output<typeof choices>> = {
      start: () => ({ round: 0 }),
      next: (_input, s, ctx) => {
        expectTypeOf(ctx.choices).toEqualTypeOf<{ bold?: boolean | undefined } | undefined>();
        return { state: { round: s.round + (ctx.choices?.bold ? 2 : 1) }, steps: [] };
      },
      needs: () => [],
      state: z.object({ round: z.int() }),
      choices,
    };
    const test = defineTest({ ...parts, input: schema, rounds, resolve: () => resolution, examples: [] });
    expectTypeOf(test).toExtend<TestDefinitionV1>();
    // @ts-expect-error: the choices schema must parse to the rounds' choices type.
    const wrong: RoundsV1<Parsed, { round: number }, { bold: string }> = { ...rounds, choices };
    void wrong;
  });
});

describe('the odds headline', () => {
  it('is a list of numbers with a format a frontend knows, optional beside the outcomes', () => {
    const crisis: OddsHeadlineV1 = {
      key: 'crisis',
      label: 'Chance of a Proficiency Crisis',
      value: 1 / 3,
      format: 'percent',
      fraction: '1/3',
    };
    const odds: OddsResult = { outcomes: [], headline: [crisis] };
    expectTypeOf(odds.headline).toEqualTypeOf<readonly OddsHeadlineV1[] | undefined>();
    // @ts-expect-error: 'percentage' is not a format frontends know.
    const wrong: OddsHeadlineV1 = { key: 'x', label: 'X', value: 1, format: 'percentage' };
    // @ts-expect-error: the value is a number, not its text.
    const text: OddsHeadlineV1 = { key: 'x', label: 'X', value: '33%', format: 'percent' };
    const test = defineTest({
      ...parts,
      input: schema,
      resolve: () => resolution,
      odds: () => ({ outcomes: [], headline: [crisis] }),
      examples: [],
    });
    expectTypeOf(test).toExtend<TestDefinitionV1>();
    void [wrong, text];
  });
});
