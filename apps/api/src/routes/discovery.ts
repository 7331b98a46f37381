import { describeRegistry, describeSystem, type Registry } from '@verdict/core';
import { Hono } from 'hono';

/**
 * `GET /healthz`, `GET /v1/systems` and `GET /v1/systems/{system}`. The manifest never changes while the
 * server runs, so each body is serialised once.
 *
 * @example
 * app.route('/', discoveryRoutes(registry));
 */
export function discoveryRoutes(registry: Registry): Hono {
  const app = new Hono();
  const healthBody = JSON.stringify({ status: 'ok' });
  const systemsBody = JSON.stringify(describeRegistry(registry));
  const systemBodies = new Map(
    registry.systems.map((s) => [s.id, JSON.stringify(describeSystem(registry, s.id))]),
  );
  const json = { 'content-type': 'application/json' };

  app.get('/healthz', (c) => c.body(healthBody, 200, { ...json, 'cache-control': 'no-store' }));
  app.get('/v1/systems', (c) => c.body(systemsBody, 200, json));
  app.get('/v1/systems/:system', (c) => {
    const id = c.req.param('system');
    const body = systemBodies.get(id);
    // An unknown id: the registry throws its named error, answered as a 404 naming the systems there are.
    return c.body(body ?? JSON.stringify(describeSystem(registry, id)), 200, json);
  });
  return app;
}
