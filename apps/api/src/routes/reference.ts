import { describeRegistry, type Registry } from '@verdict/core';
import { Hono } from 'hono';
import { renderDocsPage, withOrigin } from '../docs/page.js';
import { buildOpenApiDocument } from '../openapi/document.js';
import type { RegistryManifest } from './discovery.js';

/** The page may use its inline style sheet and nothing else: no script, no network. */
const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `GET /openapi.json` and `GET /docs`, both generated once from the registry (from `manifest`, its
 * `describeRegistry`, when the caller has it), on the first request for either: not at start-up, where they were
 * a tenth of a second of every server's start (issue 32). The page's curl
 * lines use the configured public URL, or relative paths; never the request's `Host` header, which any
 * client (or a DNS-rebinding page) chooses.
 *
 * @example
 * app.route('/', referenceRoutes(registry));
 */
export function referenceRoutes(
  registry: Registry,
  publicUrl: () => string | undefined = () => undefined,
  manifest: RegistryManifest = describeRegistry(registry),
): Hono {
  const app = new Hono();
  let built: { readonly body: string; readonly length: string; readonly page: string } | undefined;
  const generated = () => {
    if (built === undefined) {
      const document = buildOpenApiDocument(registry, { manifest });
      const body = JSON.stringify(document);
      const length = String(new TextEncoder().encode(body).byteLength);
      built = { body, length, page: renderDocsPage({ document, systems: manifest.systems }) };
    }
    return built;
  };

  app.get('/openapi.json', (c) => {
    const { body, length } = generated();
    return c.body(body, 200, { 'content-type': 'application/json', 'content-length': length });
  });
  const pages = new Map<string, string>();
  app.get('/docs', (c) => {
    const origin = publicUrl() ?? '';
    let html = pages.get(origin);
    if (html === undefined) {
      html = withOrigin(generated().page, origin);
      pages.set(origin, html);
    }
    return c.html(html, 200, { 'content-security-policy': DOCS_CSP });
  });
  return app;
}
