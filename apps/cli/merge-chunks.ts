/**
 * @module
 * Fewer, larger chunks on every command's path (issue 38, start-up on Node 22 and 24). esbuild's code splitting
 * makes a chunk for each set of entry points that share code: `verdict roll` loaded 20 files of `dist/`, and on
 * Node 22 each ES module costs its resolution, URL, realpath, package scope and module job (a CPU profile put the
 * loader at about 20 ms of `roll`'s 83 ms, where `node -e 0` is 36 ms). After the build, the chunks are bundled
 * again with Rollup, told which go together:
 * - `base`: what `bin.js` imports statically (the completion catalogue and the output-error words), which `--help`,
 *   `--version` and a TAB load;
 * - `main`: what `main` and the stdin reader import statically, less `base`: every command's code, core, dice and
 *   form, one file;
 * - each built-in system's entry with the chunks only it (and the full registry) use, one file a system (what
 *   two systems share goes to `main`).
 * The rest (the screen, rooms, verify, discord) keeps esbuild's chunks. Modules keep their identity (each is in
 * one chunk), and Rollup orders them as their imports say, so no output changes. Source maps are carried through
 * (each chunk's map read in `load`), so `dist/`'s maps still point into the sources. The merged chunks are written
 * twice: once to run the quick commands and learn the functions they call, then with those functions made eager
 * (eager-functions.ts).
 */
import { chmodSync, copyFileSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { eagerFunctions, fromTsup, hotFunctions } from './eager-functions.js';

interface RollupChunk {
  readonly fileName: string;
  /** A chunk's name (`main`, `system-0`); assets have none. */
  readonly name?: string;
}
interface RollupBundle {
  write(options: Record<string, unknown>): Promise<{ output: readonly RollupChunk[] }>;
  close(): Promise<void>;
}
type Rollup = (options: Record<string, unknown>) => Promise<RollupBundle>;

/** The relative files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = source.matchAll(/^(?:import|export)[^;]*?from\s*"(\.\/[^"]+)"|^import\s*"(\.\/[^"]+)"/gms);
  return [...found].map((match) => resolve(file, '..', (match[1] ?? match[2])!));
}

/** The relative files a chunk imports dynamically (`import("./x.js")`). */
function dynamicImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\("(\.\/[^"]+)"\)/g)].map((match) => resolve(file, '..', match[1]!));
}

/** The files these import statically, themselves included, leaving out `stop`. */
function closure(files: readonly string[], stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string): void => {
    if (seen.has(file) || stop.has(file)) return;
    seen.add(file);
    for (const next of staticImports(file)) walk(next);
  };
  for (const file of files) walk(file);
  return seen;
}

/** Which chunk each module of `dir` goes to: `base`, `main`, `system-<n>`, or Rollup's choice. */
function groups(dir: string): Map<string, string> {
  const bin = join(dir, 'bin.js');
  const base = closure([bin]);
  base.delete(bin);
  const fromBin = dynamicImports(bin);
  const mainEntries = fromBin.filter((file) => /^(main|read-input)-/.test(basename(file)));
  const main = closure(mainEntries, base);
  const group = new Map<string, string>();
  for (const file of base) group.set(file, 'base');
  for (const file of main) group.set(file, 'main');
  // The built-in systems: main's dynamic imports of a `src-*` chunk (one a system package).
  const taken = new Set([...base, ...main]);
  const systems = mainEntries
    .flatMap(dynamicImports)
    .filter((file) => basename(file).startsWith('src-'))
    .map((entry) => closure([entry], taken));
  const count = new Map<string, number>();
  for (const files of systems) for (const file of files) count.set(file, (count.get(file) ?? 0) + 1);
  // A module two systems share (the zod stand-in, a few hundred bytes) goes to main: in a chunk of one system it
  // would make another system's command load that chunk too, and a chunk of its own is one file more to load.
  systems.forEach((files, index) => {
    for (const file of files) group.set(file, count.get(file) === 1 ? `system-${index}` : 'main');
  });
  return group;
}

/**
 * Bundles `dir`'s chunks again from `bin.js` into fewer files (see the module's comment), in place.
 *
 * @example
 * await mergeChunks('dist');
 */
export async function mergeChunks(dir: string): Promise<void> {
  const root = resolve(dir);
  const group = groups(root);
  // Rollup is tsup's own dependency (tsup's `treeshake` option runs it), as esbuild is.
  const { rollup } = fromTsup('rollup') as { rollup: Rollup };
  const before = readdirSync(root).filter((file) => /\.js(\.map)?$/.test(file));
  const bundle = await rollup({
    input: { bin: join(root, 'bin.js') },
    // The chunks are esbuild's output, already shaken; a second shake would only cost time and risk.
    treeshake: false,
    external: (id: string) => !id.startsWith('.') && !id.startsWith('/'),
    plugins: [
      {
        name: 'esbuild-chunk-maps',
        load(id: string) {
          const code = readFileSync(id, 'utf8');
          let map: string | undefined;
          try {
            map = readFileSync(`${id}.map`, 'utf8');
          } catch {
            map = undefined;
          }
          return map === undefined ? code : { code, map };
        },
      },
    ],
    onwarn(warning: { code?: string; message: string }) {
      throw new Error(`merging the CLI's chunks: ${warning.message}`);
    },
  });
  const out = join(root, '.merged');
  const profiled = join(root, '.profiled');
  const options = {
    format: 'es',
    sourcemap: true,
    manualChunks: (id: string) => group.get(id),
    chunkFileNames: '[name]-[hash].js',
    // bin.js keeps its shebang (the first line of its code, which Rollup leaves in place).
  };
  for (const dir of [out, profiled]) rmSync(dir, { recursive: true, force: true });
  try {
    // Written once as is and run, to learn the functions the quick commands call (eager-functions.ts), with the
    // files the build wrote beside the chunks (the manifests, the catalogue, zod).
    const first = await bundle.write({ ...options, dir: profiled });
    for (const file of readdirSync(root))
      if (!before.includes(file) && statSync(join(root, file)).isFile())
        copyFileSync(join(root, file), join(profiled, file));
    const names = new Map(first.output.map((file) => [file.fileName, file.name ?? '']));
    const hot = hotFunctions(profiled, names);
    const { output } = await bundle.write({ ...options, dir: out, plugins: [eagerFunctions(hot)] });
    await bundle.close();
    for (const file of before) rmSync(join(root, file));
    // Chunks and their maps (assets).
    for (const file of output) renameSync(join(out, file.fileName), join(root, file.fileName));
    // The command itself, as tsup left it (a file with a shebang is made executable).
    chmodSync(join(root, 'bin.js'), 0o755);
  } finally {
    for (const dir of [out, profiled]) rmSync(dir, { recursive: true, force: true });
  }
}
