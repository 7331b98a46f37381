import { defineConfig } from 'tsup';

// One executable, ESM. The interactive screen (Ink + React) is a separate chunk that bin.ts imports
// dynamically, so `verdict roll|resolve|odds|systems` never load it. Workspace packages are bundled
// from their sources (the `@verdict/source` condition), so the build does not depend on their dist.
export default defineConfig({
  entry: { bin: 'src/bin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  noExternal: [/^@verdict\//],
  esbuildOptions(options) {
    options.conditions = ['@verdict/source'];
  },
});
