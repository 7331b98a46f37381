import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryFromSchema } from './schema-arbitrary.js';

const jsonSchemaOf = (schema: z.ZodType) => schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' });

/** Every value drawn from a schema's JSON Schema is accepted by the schema itself. */
function expectAllValid(schema: z.ZodType, samples: unknown[] = []) {
  const arbitrary = arbitraryFromSchema(jsonSchemaOf(schema), { samples });
  fc.assert(
    fc.property(arbitrary, (value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(`${fc.stringify(value)}: ${result.error.message}`);
    }),
    { seed: 42, numRuns: 300 },
  );
}

describe('arbitraryFromSchema draws values the schema accepts', () => {
  it('objects with required, optional and defaulted properties', () => {
    expectAllValid(
      z.object({
        value: z.int().min(-99).max(99),
        name: z.string().max(20).optional(),
        strong: z.boolean().default(true),
        ratio: z.number().min(0).max(1),
        odd: z.number().gt(0).lt(1),
      }),
    );
  });

  it('enums, literals, unions, nullables and tuples', () => {
    expectAllValid(
      z.object({
        mode: z.enum(['direct', 'percentage']),
        kind: z.literal('check'),
        geometry: z.union([z.int().min(1).max(13), z.string().max(20)]).optional(),
        maybe: z.int().nullable(),
        pair: z.tuple([z.int().min(1).max(6), z.string()]),
      }),
    );
  });

  it('arrays with bounds, nested objects and records', () => {
    expectAllValid(
      z.object({
        parties: z
          .array(z.object({ will: z.int().min(1).max(20), label: z.string().min(1).max(5) }))
          .min(2)
          .max(2),
        modifiers: z
          .array(z.object({ amount: z.int().min(-5).max(5) }))
          .max(4)
          .default([]),
        tags: z.record(z.string(), z.int().min(0).max(3)),
      }),
    );
  });

  it('discriminated unions and multiples', () => {
    expectAllValid(
      z.discriminatedUnion('by', [
        z.object({ by: z.literal('boon'), boon: z.int().min(1).max(40) }),
        z.object({ by: z.literal('step'), step: z.int().multipleOf(5).min(0).max(100) }),
      ]),
    );
  });

  it('recursive schemas through $ref, down to a depth', () => {
    interface Tree {
      value: number;
      children?: Tree[];
    }
    const tree: z.ZodType<Tree> = z.object({
      value: z.int().min(0).max(9),
      get children() {
        return z.array(tree).max(2).optional();
      },
    });
    const arbitrary = arbitraryFromSchema(jsonSchemaOf(tree), { maxDepth: 3 });
    const values = fc.sample(arbitrary, { seed: 1, numRuns: 100 });
    expect(values.filter((value) => tree.safeParse(value).success).length).toBeGreaterThan(80);
  });
});

describe('numbers stay near the samples, so resolving them stays fast', () => {
  it('draws from around the samples, not across 2^53', () => {
    const schema = jsonSchemaOf(
      z.object({ rounds: z.int().min(1), rating: z.int().min(-10_000).max(10_000) }),
    );
    const values = fc.sample(
      arbitraryFromSchema(schema, {
        samples: [
          { rounds: 20, rating: 2 },
          { rounds: 3, rating: -1 },
        ],
      }),
      {
        seed: 7,
        numRuns: 500,
      },
    ) as { rounds: number; rating: number }[];
    expect(Math.max(...values.map((v) => v.rounds))).toBeLessThanOrEqual(30);
    expect(Math.min(...values.map((v) => v.rounds))).toBe(1); // the schema's edge is mixed in
    expect(Math.max(...values.map((v) => Math.abs(v.rating)))).toBeLessThanOrEqual(5);
  });

  it('without samples, keeps unbounded numbers within ten of zero and small ranges whole', () => {
    const schema = jsonSchemaOf(z.object({ any: z.int(), difficulty: z.int().min(6).max(11) }));
    const values = fc.sample(arbitraryFromSchema(schema), { seed: 3, numRuns: 300 }) as {
      any: number;
      difficulty: number;
    }[];
    expect(Math.max(...values.map((v) => Math.abs(v.any)))).toBeLessThanOrEqual(10);
    expect(new Set(values.map((v) => v.difficulty))).toEqual(new Set([6, 7, 8, 9, 10, 11]));
  });

  it('picks strings from the samples most of the time', () => {
    const schema = jsonSchemaOf(z.object({ dice: z.string().max(1000) }));
    const values = fc.sample(arbitraryFromSchema(schema, { samples: [{ dice: '2d2+1' }] }), {
      seed: 5,
      numRuns: 200,
    });
    const picked = values.filter((v) => (v as { dice: string }).dice === '2d2+1').length;
    expect(picked).toBeGreaterThan(100);
    expect(picked).toBeLessThan(200);
  });
});
