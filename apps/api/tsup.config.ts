import { defineConfig } from 'tsup';

export default defineConfig({
  // dist/serve.js: the Node server; dist/worker.js: its worker threads. dist/index.js: the runtime-agnostic app, for other runtimes to import.
  entry: { serve: 'src/serve.ts', worker: 'src/node/worker.ts', index: 'src/index.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  // Bundle the workspace packages from their source, so the server does not depend on their dist/; and its
  // dependencies written in ESM (hono, @hono/node-server, zod, kysely), so that a start compiles a few large files
  // instead of resolving and linking hundreds of small ones: 0.24 CPU-seconds less per start, and as much again
  // in its worker threads (docs/decisions.md). `pg` (CommonJS, loaded only for DATABASE_URL) stays a package.
  noExternal: [/^@verdict\//, /^hono(\/|$)/, /^@hono\/node-server(\/|$)/, /^zod(\/|$)/, /^kysely(\/|$)/],
  // An optional native module, loaded only where node:sqlite is missing: never bundled (its loader requires
  // `fs` and its .node file at run time, which an ESM bundle cannot).
  external: ['better-sqlite3'],
  esbuildOptions(options) {
    options.conditions = ['@verdict/source'];
  },
});
