import { defineConfig } from 'tsup';

// One executable, ESM. The API (apps/api, private) and the engine and systems it serves are bundled from
// their sources (the `@verdict/source` condition), so the published tarball needs no other @verdict/*
// package; third-party dependencies (hono, better-sqlite3, kysely, pg, zod) stay real dependencies.
export default defineConfig({
  // The API's worker threads load `./worker.js` beside the server's code: the same entry as apps/api's dist.
  entry: { bin: 'src/bin.ts', worker: '../../apps/api/src/node/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  noExternal: [/^@verdict\//],
  // An optional dependency esbuild would otherwise bundle: its loader requires `fs` and its .node file at run
  // time, which an ESM bundle cannot ("Dynamic require of fs", so no store opened on Node 20).
  external: ['better-sqlite3'],
  esbuildOptions(options) {
    options.conditions = ['@verdict/source'];
  },
});
