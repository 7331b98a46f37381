import { createSeed, type RandomSource } from '@verdict/dice';
import { Hono } from 'hono';
import type { JobRunner } from '../compute/run-job.js';
import { readBody } from '../http/read-body.js';
import { notationOddsBody, rollBody } from '../schemas/requests.js';

/**
 * `POST /v1/roll` and `POST /v1/odds`: dice notation, rolled or as an exact distribution. Both are thin:
 * `@verdict/dice` parses, rolls, estimates the cost of an exact distribution and refuses what is too costly;
 * the job runner weighs the rate limit by that cost and runs heavy work within the deadline.
 *
 * @example
 * app.route('/', diceRoutes({ random: secureSource(), answer }));
 */
export function diceRoutes({ random, answer }: { random: RandomSource; answer: JobRunner }): Hono {
  const app = new Hono();

  app.post('/v1/roll', async (c) => {
    const { body } = await readBody(c, rollBody);
    const dice = body.dice === undefined ? { seed: body.seed ?? createSeed(random) } : { dice: body.dice };
    return answer(c, { kind: 'roll', notation: body.notation, ...dice });
  });

  app.post('/v1/odds', async (c) => {
    const { body } = await readBody(c, notationOddsBody);
    return answer(c, { kind: 'notation-odds', notation: body.notation });
  });

  return app;
}
