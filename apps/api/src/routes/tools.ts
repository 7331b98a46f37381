import type { Registry } from '@verdict/core';
import { Hono } from 'hono';
import type { JobRunner } from '../compute/run-job.js';
import { readBody } from '../http/read-body.js';
import { toolBody } from '../schemas/requests.js';

/**
 * `POST /v1/systems/{system}/tools/{tool}`: runs one of a system's calculators. The tool is looked up before the
 * body is read (an unknown one is a 404 whatever the body); the engine validates its input (422 naming each field).
 * A tool declares no cost, so it runs as a job of unknown cost: in a worker, within the deadline.
 *
 * @example
 * app.route('/', toolRoutes({ registry, answer }));
 */
export function toolRoutes({ registry, answer }: { registry: Registry; answer: JobRunner }): Hono {
  const app = new Hono();
  app.post('/v1/systems/:system/tools/:tool', async (c) => {
    const { system, tool } = c.req.param();
    registry.tool(system, tool);
    const { raw } = await readBody(c, toolBody);
    return answer(c, { kind: 'tool', system, tool, input: raw.input });
  });
  return app;
}
