import { describeRegistry, describeSystem, type Registry, type SystemManifest } from '@verdict/core';
import { Hono } from 'hono';

/** The registry's manifest (`describeRegistry`): every test's input as JSON Schema, each converted when first read. */
export type RegistryManifest = { readonly systems: readonly SystemManifest[] };

const encoder = new TextEncoder();

/**
 * `GET /healthz`, `GET /v1/systems` and `GET /v1/systems/{system}`. The manifest never changes while the
 * server runs, so each body is serialised once, when first asked for, not at start-up: serialising converts every
 * test's schema to JSON Schema, a cost each server paid at start even when nobody listed the systems (issue 32).
 * `manifest` is the registry's `describeRegistry` when the caller has it already.
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
  let bodies: { readonly all: string; readonly each: ReadonlyMap<string, string> } | undefined;
  const serialised = () => {
    bodies ??= {
      all: JSON.stringify(manifest),
      each: new Map(manifest.systems.map((system) => [system.id, JSON.stringify(system)])),
    };
    return bodies;
  };
  // Declared lengths: the response size backstop then has nothing to measure.
  const json = (body: string) => ({
    'content-type': 'application/json',
    'content-length': String(encoder.encode(body).byteLength),
  });

  app.get('/healthz', (c) => c.body(healthBody, 200, { ...json(healthBody), 'cache-control': 'no-store' }));
  app.get('/v1/systems', (c) => {
    const body = serialised().all;
    return c.body(body, 200, json(body));
  });
  app.get('/v1/systems/:system', (c) => {
    const id = c.req.param('system');
    // An unknown id: the registry throws its named error, answered as a 404 naming the systems there are.
    const body = serialised().each.get(id) ?? JSON.stringify(describeSystem(registry, id));
    return c.body(body, 200, json(body));
  });
  return app;
}
