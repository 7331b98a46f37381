import { type Registry, runTool } from '@verdict/core';
import { Hono } from 'hono';
import { readBody } from '../http/read-body.js';
import { toolBody } from '../schemas/requests.js';

/**
 * `POST /v1/systems/{system}/tools/{tool}`: runs one of a system's calculators. The tool is looked up before the
 * body is read (an unknown one is a 404 whatever the body); the engine validates its input (422 naming each field).
 *
 * @example
 * app.route('/', toolRoutes(registry));
 */
export function toolRoutes(registry: Registry): Hono {
  const app = new Hono();
  app.post('/v1/systems/:system/tools/:tool', async (c) => {
    const { system, tool } = c.req.param();
    registry.tool(system, tool);
    const { raw } = await readBody(c, toolBody);
    return c.json(runTool(registry, { system, tool, input: raw.input }));
  });
  return app;
}
