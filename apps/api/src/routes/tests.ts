import type { Registry } from '@verdict/core';
import { createSeed, type RandomSource } from '@verdict/dice';
import { Hono } from 'hono';
import type { JobRunner } from '../compute/run-job.js';
import { readBody } from '../http/read-body.js';
import { oddsBody, resolveBody, stepBody } from '../schemas/requests.js';

/** Options of {@link testRoutes}. */
export interface TestRoutesOptions {
  readonly registry: Registry;
  /** Where fresh seeds come from. */
  readonly random: RandomSource;
  /** Runs the work (inline or in a worker, within the deadline). */
  readonly answer: JobRunner;
}

/**
 * `POST /v1/systems/{system}/tests/{test}/resolve`, `.../step` (one round) and `.../odds`. The system and test are looked up
 * before the body is read, so an unknown one is a 404 whatever the body; the engine then validates the
 * input (422 naming each field) and checks limits before any die is drawn.
 *
 * @example
 * app.route('/', testRoutes({ registry, random: secureSource(), answer }));
 */
export function testRoutes({ registry, random, answer }: TestRoutesOptions): Hono {
  const app = new Hono();

  app.post('/v1/systems/:system/tests/:test/resolve', async (c) => {
    const { system, test } = c.req.param();
    registry.test(system, test);
    const { raw, body } = await readBody(c, resolveBody);
    // A fresh seed is drawn here, from the app's random source, so the job is a pure function of its fields.
    const dice = body.dice === undefined ? { seed: body.seed ?? createSeed(random) } : { dice: body.dice };
    return answer(c, { kind: 'resolve', system, test, input: raw.input, ...dice });
  });

  app.post('/v1/systems/:system/tests/:test/step', async (c) => {
    const { system, test } = c.req.param();
    registry.test(system, test);
    const { raw, body } = await readBody(c, stepBody);
    // As for resolve: a fresh seed is drawn here (position 0 of its stream), so the job is pure.
    const dice = body.dice === undefined ? { seed: body.seed ?? createSeed(random) } : { dice: body.dice };
    return answer(c, {
      kind: 'step',
      system,
      test,
      input: raw.input,
      ...('state' in raw && raw.state !== undefined ? { state: raw.state } : {}),
      ...dice,
      ...(body.position === undefined ? {} : { position: body.position }),
      ...(body.choices === undefined ? {} : { choices: body.choices }),
    });
  });

  app.post('/v1/systems/:system/tests/:test/odds', async (c) => {
    const { system, test } = c.req.param();
    registry.test(system, test);
    const { raw } = await readBody(c, oddsBody);
    return answer(c, { kind: 'odds', system, test, input: raw.input });
  });

  return app;
}
