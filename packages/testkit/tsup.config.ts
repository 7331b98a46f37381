import { defineConfig } from 'tsup';

// tsup 8 passes `baseUrl` to the d.ts compiler; TypeScript 6 rejects it (TS5101) unless silenced. The workspace
// packages this one imports are read from their built .d.ts, not their sources: a third less CPU or more.
const dts = { compilerOptions: { ignoreDeprecations: '6.0', customConditions: ['@verdict/built-types'] } };

// Two entries: vitest can only be imported as an ES module (its `require` entry throws), so the
// CommonJS build is src/require.ts, which loads without vitest and says so if testGameSystem is called.
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts,
    clean: ['index.js', 'index.js.map', 'index.d.ts'],
    sourcemap: true,
    target: 'es2022',
  },
  {
    entry: { index: 'src/require.ts' },
    format: ['cjs'],
    dts,
    clean: ['index.cjs', 'index.cjs.map', 'index.d.cts'],
    sourcemap: true,
    target: 'es2022',
  },
]);
