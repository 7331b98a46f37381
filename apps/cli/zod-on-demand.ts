/**
 * @module
 * zod in the CLI's bundle is loaded when a schema is first built, not when a system loads (issue 38). The built-in
 * systems build their schemas on first use, so `verdict resolve d20-roll-under check value=12`, whose input the
 * build's JSON Schema checks exactly (built-in-schemas.ts), never needs zod: parsing and running zod's code was
 * about 22 ms of its start. Every `import { z } from 'zod'` of the bundle gets a stand-in whose first property read
 * requires `dist/zod.cjs` (zod alone, built here as CommonJS, so a plain synchronous `require` loads it). An input
 * that fails the JSON Schema check loads it, so its error words are zod's, as before.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** The file the stand-in requires, beside the bundle's chunks. */
export const ZOD_FILE = 'zod.cjs';

const STAND_IN = `import { createRequire } from 'node:module';
let zod;
const load = () => (zod ??= createRequire(import.meta.url)('./${ZOD_FILE}').z);
export const z = new Proxy({}, {
  get: (_, key) => Reflect.get(load(), key),
  has: (_, key) => Reflect.has(load(), key),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => {
    const found = Reflect.getOwnPropertyDescriptor(load(), key);
    return found && { ...found, configurable: true };
  },
});
`;

/** `import { z } from 'zod'` anywhere in the bundle: the stand-in that loads zod.cjs on first use. */
export const zodOnDemand: Plugin = {
  name: 'zod-on-demand',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, () => ({ path: 'zod', namespace: 'zod-on-demand' }));
    build.onLoad({ filter: /.*/, namespace: 'zod-on-demand' }, () => ({ contents: STAND_IN, loader: 'js' }));
  },
};

const require = createRequire(import.meta.url);

/**
 * Writes `outDir/zod.cjs`: zod's `z` bundled alone as CommonJS, with the same plugins as the bundle (English
 * messages only). zod resolves from @verdict/core, which depends on it (the CLI itself does not).
 */
export async function buildZod(outDir: string, plugins: readonly Plugin[]): Promise<void> {
  // esbuild is tsup's own dependency: the same version that builds the bundle.
  const esbuild = createRequire(require.resolve('tsup'))('esbuild') as {
    build(options: Record<string, unknown>): Promise<unknown>;
  };
  const core = dirname(require.resolve('@verdict/core/package.json'));
  await esbuild.build({
    stdin: { contents: "export { z } from 'zod';", resolveDir: core, loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    outfile: join(outDir, ZOD_FILE),
    plugins: [...plugins],
    logLevel: 'warning',
  });
}
