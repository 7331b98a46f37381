import { notationOdds, type RandomSource, rollDice } from '@verdict/dice';
import { Hono } from 'hono';
import { readBody } from '../http/read-body.js';
import { notationOddsBody, rollBody } from '../schemas/requests.js';

/**
 * `POST /v1/roll` and `POST /v1/odds`: dice notation, rolled or as an exact distribution. Both are thin:
 * `@verdict/dice` parses, rolls, estimates the cost of an exact distribution and refuses what is too costly.
 *
 * @example
 * app.route('/', diceRoutes(secureSource()));
 */
export function diceRoutes(random: RandomSource): Hono {
  const app = new Hono();

  app.post('/v1/roll', async (c) => {
    const { body } = await readBody(c, rollBody);
    return c.json(
      rollDice(
        {
          notation: body.notation,
          ...(body.dice === undefined ? {} : { dice: body.dice }),
          ...(body.seed === undefined ? {} : { seed: body.seed }),
        },
        random,
      ),
    );
  });

  app.post('/v1/odds', async (c) => {
    const { body } = await readBody(c, notationOddsBody);
    return c.json(notationOdds(body.notation));
  });

  return app;
}
