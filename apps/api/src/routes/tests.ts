import { oddsTest, type Registry, resolveTest, stepTest } from '@verdict/core';
import type { RandomSource } from '@verdict/dice';
import { Hono } from 'hono';
import { readBody } from '../http/read-body.js';
import { oddsBody, resolveBody, stepBody } from '../schemas/requests.js';

/** Options of {@link testRoutes}. */
export interface TestRoutesOptions {
  readonly registry: Registry;
  /** Where fresh seeds come from. */
  readonly random: RandomSource;
}

/**
 * `POST /v1/systems/{system}/tests/{test}/resolve`, `.../step` (one round) and `.../odds`. The system and test are looked up
 * before the body is read, so an unknown one is a 404 whatever the body; the engine then validates the
 * input (422 naming each field) and checks limits before any die is drawn.
 *
 * @example
 * app.route('/', testRoutes({ registry, random: secureSource() }));
 */
export function testRoutes({ registry, random }: TestRoutesOptions): Hono {
  const app = new Hono();

  app.post('/v1/systems/:system/tests/:test/resolve', async (c) => {
    const { system, test } = c.req.param();
    registry.test(system, test);
    const { raw, body } = await readBody(c, resolveBody);
    const outcome = resolveTest(
      registry,
      {
        system,
        test,
        input: raw.input,
        ...(body.dice === undefined ? {} : { dice: body.dice }),
        ...(body.seed === undefined ? {} : { seed: body.seed }),
      },
      { random },
    );
    return c.json(outcome);
  });

  app.post('/v1/systems/:system/tests/:test/step', async (c) => {
    const { system, test } = c.req.param();
    registry.test(system, test);
    const { raw, body } = await readBody(c, stepBody);
    const round = stepTest(
      registry,
      {
        system,
        test,
        input: raw.input,
        ...('state' in raw && raw.state !== undefined ? { state: raw.state } : {}),
        ...(body.dice === undefined ? {} : { dice: body.dice }),
        ...(body.seed === undefined ? {} : { seed: body.seed }),
        ...(body.position === undefined ? {} : { position: body.position }),
        ...(body.choices === undefined ? {} : { choices: body.choices }),
      },
      { random },
    );
    return c.json(round);
  });

  app.post('/v1/systems/:system/tests/:test/odds', async (c) => {
    const { system, test } = c.req.param();
    registry.test(system, test);
    const { raw } = await readBody(c, oddsBody);
    return c.json(oddsTest(registry, { system, test, input: raw.input }));
  });

  return app;
}
