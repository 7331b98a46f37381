// dist/index.js is the app for other runtimes (workers, Bun, Deno): it and the chunks it imports may import
// only hono and zod, never node:* or @hono/node-server. The build bundles hono and zod (tsup.config.ts), so it
// imports nothing at all; @hono/node-server bundled in would show as its node:* imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { API_DIR } from './server-process.js';

function importsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm, // import x from 'y'; export * from 'y'
    /^\s*import\s*["']([^"']+)["']/gm, // import 'y'
    /\bimport\(\s*["']([^"']+)["']\s*\)/g, // import('y')
  ];
  const specifiers = patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!));
  return specifiers.flatMap((s) => (s.startsWith('.') ? importsOf(join(file, '..', s), seen) : [s]));
}

it('dist/index.js imports only hono and zod', () => {
  const imports = new Set(importsOf(join(API_DIR, 'dist', 'index.js')).map((s) => s.split('/')[0]));
  expect([...imports].filter((name) => name !== 'hono' && name !== 'zod')).toEqual([]);
});

it('the Node entry imports @hono/node-server, so the check above would see it in dist/index.js', () => {
  const imports = new Set(importsOf(join(API_DIR, 'dist', 'serve.js')).map((s) => s.split('/')[0]));
  expect([...imports].filter((name) => name !== 'hono' && name !== 'zod')).toEqual(
    expect.arrayContaining(['http', 'worker_threads']),
  );
});

it('dist/index.js serves requests without the Node entry', async () => {
  const { createApp, createAppRegistry } = await import(join(API_DIR, 'dist', 'index.js'));
  const app = createApp({ registry: createAppRegistry() });
  const response = await app.request('/v1/roll', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"notation":"2d6","dice":[3,4]}',
  });
  expect(await response.json()).toMatchObject({ notation: '2d6', total: 7 });
});
