import { describeRegistry, type Registry } from '@verdict/core';
import { Hono } from 'hono';
import { renderDocsPage, withOrigin } from '../docs/page.js';
import { buildOpenApiDocument } from '../openapi/document.js';

/** The page may use its inline style sheet and nothing else: no script, no network. */
const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `GET /openapi.json` and `GET /docs`, both generated once at start-up from the registry.
 *
 * @example
 * app.route('/', referenceRoutes(registry));
 */
export function referenceRoutes(registry: Registry): Hono {
  const app = new Hono();
  const document = buildOpenApiDocument(registry);
  const documentBody = JSON.stringify(document);
  const page = renderDocsPage({ document, systems: describeRegistry(registry).systems });

  app.get('/openapi.json', (c) => c.body(documentBody, 200, { 'content-type': 'application/json' }));
  app.get('/docs', (c) =>
    c.html(withOrigin(page, new URL(c.req.url).origin), 200, { 'content-security-policy': DOCS_CSP }),
  );
  return app;
}
