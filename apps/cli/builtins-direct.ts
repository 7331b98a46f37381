/**
 * @module
 * Node's built-in modules without their ES module facades (issue 38). An `import { readFileSync } from 'node:fs'`
 * in an ES module makes Node build the module's facade, which reads every export, lazy ones included: `fs` then
 * loads `fs/promises` (and with it readline and the streams), `util` its diff and colours, and so on, none of which
 * a command uses. Five such imports were about 6 ms of every command's start on Node 22 (against 40 ms for an empty
 * ES module). Here each built-in the bundle imports is `process.getBuiltinModule(name)` (Node 20.16 and later; the
 * CLI needs 20.19), and a named import reads that one property: a CommonJS stand-in would not do, since esbuild's
 * interop copies every property's descriptor, which runs `util`'s lazy getters (streams, workers, abort controllers).
 */
import { builtinModules } from 'node:module';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const BUILT_IN = new Set(builtinModules);

/** `fs`, `node:fs`, `fs/promises` ...: the built-in's name without `node:`, or undefined for anything else. */
export function builtInName(specifier: string): string | undefined {
  const name = specifier.startsWith('node:') ? specifier.slice(5) : specifier;
  return BUILT_IN.has(name) ? name : undefined;
}

/**
 * The stand-in for one built-in: each export a pure read of one property, so the bundler drops every export the
 * importer does not name (the names are the built-in's in the Node that builds; one it lacks fails the build).
 */
function shimOf(name: string): string {
  const names = Object.getOwnPropertyNames(process.getBuiltinModule(`node:${name}`)).filter(
    (key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default',
  );
  return [
    `const m = process.getBuiltinModule(${JSON.stringify(`node:${name}`)});`,
    'export default m;',
    ...names.map((key) => `export const ${key} = /* @__PURE__ */ (() => m.${key})();`),
  ].join('\n');
}

/** Every import of a Node built-in in the bundle: the module `process.getBuiltinModule` gives. */
export const builtinsDirect: Plugin = {
  name: 'builtins-direct',
  setup(build) {
    build.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (args) => {
      const name = builtInName(args.path);
      // One module per importer: a module shared by two chunks would be a chunk of its own, one more file to load.
      if (name === undefined) return undefined;
      return { path: `${name}?${args.importer}`, namespace: 'builtins-direct', pluginData: name };
    });
    build.onLoad({ filter: /.*/, namespace: 'builtins-direct' }, (args) => ({
      contents: shimOf(args.pluginData as string),
      loader: 'js',
    }));
  },
};
