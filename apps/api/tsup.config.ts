import { defineConfig } from 'tsup';

export default defineConfig({
  // dist/serve.js: the Node server. dist/index.js: the runtime-agnostic app, for other runtimes to import.
  entry: { serve: 'src/serve.ts', index: 'src/index.ts' },
  format: ['esm'],
  clean: true,
  sourcemap: true,
  target: 'node20',
  // Bundle the workspace packages from their source, so the server does not depend on their dist/.
  noExternal: [/^@verdict\//],
  esbuildOptions(options) {
    options.conditions = ['@verdict/source'];
  },
});
