import { describeRegistry, describeSystem, type Registry, type SystemManifest } from '@verdict/core';
import { Hono } from 'hono';

/** The registry's manifest (`describeRegistry`): every test's input as JSON Schema, made once at start-up. */
export type RegistryManifest = { readonly systems: readonly SystemManifest[] };

const encoder = new TextEncoder();

/**
 * `GET /healthz`, `GET /v1/systems` and `GET /v1/systems/{system}`. The manifest never changes while the
 * server runs, so each body is serialised once; `manifest` is the registry's `describeRegistry` when the caller
 * has it already (converting every test's schema to JSON Schema was a quarter of a server's start-up).
 *
 * @example
 * app.route('/', discoveryRoutes(registry));
 */
export function discoveryRoutes(
  registry: Registry,
  manifest: RegistryManifest = describeRegistry(registry),
): Hono {
  const app = new Hono();
  const healthBody = JSON.stringify({ status: 'ok' });
  const systemsBody = JSON.stringify(manifest);
  const systemBodies = new Map(manifest.systems.map((system) => [system.id, JSON.stringify(system)]));
  // Declared lengths: the response size backstop then has nothing to measure.
  const json = (body: string) => ({
    'content-type': 'application/json',
    'content-length': String(encoder.encode(body).byteLength),
  });

  app.get('/healthz', (c) => c.body(healthBody, 200, { ...json(healthBody), 'cache-control': 'no-store' }));
  app.get('/v1/systems', (c) => c.body(systemsBody, 200, json(systemsBody)));
  app.get('/v1/systems/:system', (c) => {
    const id = c.req.param('system');
    // An unknown id: the registry throws its named error, answered as a 404 naming the systems there are.
    const body = systemBodies.get(id) ?? JSON.stringify(describeSystem(registry, id));
    return c.body(body, 200, json(body));
  });
  return app;
}
