// The discovery bodies, the OpenAPI document and the docs page are built on the first request for them, not when
// the app is created: serialising them converts every test's schema to JSON Schema, which every server paid at
// start-up (about a tenth of a second of its main thread) though most never list the systems (issue 32).
import { createRegistry, type GameSystemV1, type StandardJSONSchemaV1 } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { t13 } from '@verdict/system-t13';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/http.js';

/** `systems` with every test input's conversion to JSON Schema counted. */
function counted(systems: readonly GameSystemV1[]) {
  let conversions = 0;
  const count = <S extends StandardJSONSchemaV1<unknown, unknown>>(schema: S): S => {
    const standard = schema['~standard'];
    const jsonSchema = {
      ...standard.jsonSchema,
      input: (options: StandardJSONSchemaV1.Options) => {
        conversions += 1;
        return standard.jsonSchema.input(options);
      },
    };
    return { ...schema, '~standard': { ...standard, jsonSchema } } as S;
  };
  const registry = createRegistry(
    systems.map((system) => ({
      ...system,
      tests: Object.fromEntries(
        Object.entries(system.tests).map(([id, test]) => [id, { ...test, input: count(test.input) }]),
      ),
    })),
  );
  return { registry, conversions: () => conversions };
}

describe('the reference bodies are built on their first request', () => {
  it('converts no schema until a body needs it, then each once, however many requests follow', async () => {
    const { registry, conversions } = counted([d20RollUnder, t13]);
    const { app } = testApp({ registry });
    expect((await app.request('/healthz')).status).toBe(200);
    expect(conversions()).toBe(0);

    const listed = await app.request('/v1/systems');
    expect(listed.status).toBe(200);
    const tests = ((await listed.json()) as { systems: { tests: unknown[] }[] }).systems.flatMap(
      (s) => s.tests,
    );
    expect(conversions()).toBe(tests.length);

    for (const path of [
      '/v1/systems',
      '/v1/systems/t13',
      '/openapi.json',
      '/docs',
      '/docs',
      '/openapi.json',
    ]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    expect(conversions()).toBe(tests.length);
  });

  it('answers the OpenAPI document and the docs page first, before any list', async () => {
    const { app } = testApp({ registry: counted([t13]).registry });
    const document = (await (await app.request('/openapi.json')).json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const page = await (await app.request('/docs')).text();
    expect(page).toContain('/v1/systems');
  });
});
