// describeSystem converts each test's and tool's schema when it is first read, not all of them at once: a frontend
// drawing one test's form converts one schema (the web app converted every test of every system at each page load).
import { describe, expect, it } from 'vitest';
import type { GameSystemV1 } from './contract.js';
import { coinSystem } from './fixtures/coin-system.js';
import { raceSystem } from './fixtures/race-system.js';
import { describeSystem } from './manifest.js';
import { createRegistry } from './registry.js';
import type { StandardJSONSchemaV1 } from './standard-schema.js';

type Convertible = StandardJSONSchemaV1<unknown, unknown>;

/** `system` with every schema's conversions counted, by `test:<id>`, `choices:<id>` and `tool:<id>`. */
function countedSystem(system: GameSystemV1 = coinSystem) {
  const counts = new Map<string, number>();
  const counted = <S extends Convertible>(name: string, schema: S): S => {
    const standard = schema['~standard'];
    return {
      ...schema,
      '~standard': {
        ...standard,
        validate: (standard as unknown as { validate: unknown }).validate,
        jsonSchema: {
          ...standard.jsonSchema,
          input: (options: StandardJSONSchemaV1.Options) => {
            counts.set(name, (counts.get(name) ?? 0) + 1);
            return standard.jsonSchema.input(options);
          },
        },
      },
    } as S;
  };
  const tests = Object.fromEntries(
    Object.entries(system.tests).map(([id, test]) => [
      id,
      {
        ...test,
        input: counted(`test:${id}`, test.input),
        ...(test.rounds?.choices
          ? { rounds: { ...test.rounds, choices: counted(`choices:${id}`, test.rounds.choices) } }
          : {}),
      },
    ]),
  );
  const tools = Object.fromEntries(
    Object.entries(system.tools ?? {}).map(([id, tool]) => [
      id,
      { ...tool, input: counted(`tool:${id}`, tool.input) },
    ]),
  );
  const registry = createRegistry([{ ...system, tests, tools }]);
  return { registry, counts };
}

describe('describeSystem converts a schema on its first read', () => {
  it('converts none until one is read, then that one once', () => {
    const { registry, counts } = countedSystem();
    const manifest = describeSystem(registry, 'coin');
    expect(Object.fromEntries(counts)).toEqual({});
    const check = manifest.tests.find((test) => test.id === 'check')!;
    expect(check.inputSchema).toMatchObject({ type: 'object', required: ['target'] });
    expect(check.inputSchema).toBe(check.inputSchema);
    expect(Object.fromEntries(counts)).toEqual({ 'test:check': 1 });
  });

  it.each<GameSystemV1>([coinSystem, raceSystem])(
    'is the same JSON, in the same key order, as before ($id)',
    (system) => {
      const { registry, counts } = countedSystem(system);
      const manifest = describeSystem(registry, system.id);
      const text = JSON.stringify(manifest);
      // What describeSystem returned when it converted every schema at once, in this order.
      const eager = {
        id: system.id,
        name: system.name,
        version: system.version,
        description: system.description,
        tests: Object.entries(system.tests).map(([id, test]) => ({
          id,
          title: test.title,
          description: test.description,
          inputSchema: test.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
          examples: test.examples,
          ...(test.ui ? { ui: test.ui } : {}),
          rounds: Boolean(test.rounds),
          ...(test.rounds?.choices
            ? {
                choicesSchema: test.rounds.choices['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
              }
            : {}),
          ...(test.labels ? { labels: test.labels } : {}),
        })),
        tools: Object.entries(system.tools ?? {}).map(([id, tool]) => ({
          id,
          title: tool.title,
          description: tool.description,
          inputSchema: tool.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }),
          ...(tool.ui ? { ui: tool.ui } : {}),
          examples: tool.examples,
        })),
      };
      expect(text).toBe(JSON.stringify(eager));
      expect(structuredClone(manifest)).toEqual(JSON.parse(text));
      expect({ ...manifest.tests[0]! }).toEqual(JSON.parse(text).tests[0]);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    },
  );

  it("converts a round's choices on their first read too", () => {
    const { registry, counts } = countedSystem(raceSystem);
    const [race] = describeSystem(registry, 'race').tests;
    expect(race!.choicesSchema).toMatchObject({ type: 'object' });
    expect(Object.fromEntries(counts)).toEqual({ 'choices:race': 1 });
  });

  it('takes an assigned schema in place of the converted one', () => {
    const { registry, counts } = countedSystem();
    const tool = describeSystem(registry, 'coin').tools[0]!;
    (tool as { inputSchema: Record<string, unknown> }).inputSchema = { type: 'object' };
    expect(tool.inputSchema).toEqual({ type: 'object' });
    expect(counts.get('tool:chance')).toBeUndefined();
  });
});
