import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { builtinsDirect } from './builtins-direct.js';
import { mergeChunks } from './merge-chunks.js';
import { buildZod, zodOnDemand } from './zod-on-demand.js';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * zod (which the built-in systems' schemas use) re-exports every locale it has, 40-odd message catalogues
 * (`z.locales.de`, ...), under `export * as locales`, which no bundler can tree-shake: 366 KB of the 987 KB
 * bin.js. The CLI's messages are English (zod configures `en` itself) and nothing it bundles reads
 * `z.locales` (nor `z.core.locales`), so that namespace holds only `en` here. Systems loaded with `--system-package` keep their own zod.
 */
const zodEnglishOnly: Plugin = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic[\\/]external|mini[\\/]external|core[\\/]index)\.js$/.test(args.importer)
        ? { path: join(dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/**
 * zod's `z.fromJSONSchema` (25 KB, a JSON Schema to zod converter) is re-exported by its `z` namespace, so it is
 * bundled although nothing the CLI bundles calls it: a stub that says so takes its place, and every command that
 * loads the systems parses that much less at start-up (issue 38).
 */
const zodWithoutFromJsonSchema = standIn({
  name: 'zod-without-from-json-schema',
  specifier: /^\.\/from-json-schema\.js$/,
  importer: /[\\/]zod[\\/]v4[\\/]classic[\\/]external\.js$/,
  contents:
    "export function fromJSONSchema() { throw new Error('z.fromJSONSchema is left out of the verdict CLI bundle'); }",
});

/**
 * Ink's React DevTools bridge (its `devtools.js`, which imports `react-devtools-core` and `ws`, loaded by Ink only
 * when `DEV=true`) is not bundled: its stand-in fails to load as a missing package would, and Ink then says how to
 * get it.
 */
const noDevtools = standIn({
  name: 'no-react-devtools',
  specifier: /^\.\/devtools\.js$/,
  importer: /[\\/]ink[\\/]build[\\/]reconciler\.js$/,
  contents:
    "const error = new Error('react-devtools-core is not bundled with verdict'); error.code = 'ERR_MODULE_NOT_FOUND'; throw error;",
});

/** A plugin that bundles `contents` in place of the module `specifier` names when `importer` imports it. */
function standIn(options: { name: string; specifier: RegExp; importer: RegExp; contents: string }): Plugin {
  return {
    name: options.name,
    setup(build) {
      build.onResolve({ filter: options.specifier }, (args) =>
        options.importer.test(args.importer) ? { path: args.path, namespace: options.name } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: options.name }, () => ({
        contents: options.contents,
        loader: 'js',
      }));
    },
  };
}

// One executable, ESM. The interactive screen (Ink + React) is a separate chunk that bin.ts imports
// dynamically, so `verdict roll|resolve|odds|systems` never load it; the built-in systems are another, loaded
// only by the commands that need a registry, so `verdict roll` and `verdict completion <shell>` start without
// them; zod is dist/zod.cjs, loaded when a schema is first built (zod-on-demand.ts). Workspace packages are bundled from their sources (the
// `@verdict/source` condition), so the build does not depend on their dist.
export default defineConfig({
  // build-catalog writes dist/completion-catalog.json (the ids a TAB completes), then goes: it is not shipped.
  entry: { bin: 'src/bin.ts', 'build-catalog': 'src/completion/build-catalog.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  splitting: true,
  clean: true,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  // Ink and React too (issue 32): one chunk the two screens share, React's production build only (NODE_ENV is
  // defined below), where resolving Ink's 30-odd packages from node_modules cost each screen's start 0.5 CPU-s.
  noExternal: [/^@verdict\//, /^ink(\/|$)/, /^react(\/|$)/],
  // builtinsDirect: Node's built-ins without their ES module facades (builtins-direct.ts).
  esbuildPlugins: [zodOnDemand, builtinsDirect, noDevtools],
  // tsup's own plugin would otherwise mark every `node:` import external before builtinsDirect sees it.
  removeNodeProtocol: false,
  async onSuccess() {
    // Before build-catalog, which loads the systems and builds their schemas.
    await buildZod('dist', [zodEnglishOnly, zodWithoutFromJsonSchema]);
    execFileSync(process.execPath, [join('dist', 'build-catalog.js')], { stdio: 'inherit' });
    for (const file of ['build-catalog.js', 'build-catalog.js.map'])
      rmSync(join('dist', file), { force: true });
    // After build-catalog, whose chunks are left out: fewer, larger chunks on each command's path (merge-chunks.ts).
    await mergeChunks('dist');
  },
  esbuildOptions(options) {
    options.conditions = ['@verdict/source'];
    options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
  },
});
