/**
 * @module
 * The `verdict` executable. A TAB of shell completion (`verdict __complete ...`) loads only the completion
 * chunk and the catalog the build wrote; every other command loads `main`; the interactive screen (Ink and
 * React) is imported only when `verdict` starts in a terminal with no command.
 */
import { builtInCatalog, COMPLETE_COMMAND, complete } from './completion/complete.js';
import { unwritableOutput } from './output-error.js';

// Where Node has a compile cache (22.1 and later), the bundle's chunks are compiled once and read back as code
// afterwards, as Node advises for command-line tools: about a sixth of `verdict resolve`'s CPU on Node 22 (issue 38).
// The cache is Node's default directory (NODE_COMPILE_CACHE's, else node-compile-cache in the temporary directory);
// NODE_DISABLE_COMPILE_CACHE turns it off. Node 20 has none, so nothing happens there. A directory that cannot be
// made or written leaves the command as it is: Node answers with a status, not an error, and never a word on
// stderr; the try is for a Node that would throw. Read through getBuiltinModule, not an import, which would build
// node:module's ESM facade. It runs after the static imports above (bin's own, small) and before every chunk a
// command loads.
const nodeModule = process.getBuiltinModule?.('node:module') as
  | { enableCompileCache?: () => unknown }
  | undefined;
try {
  nodeModule?.enableCompileCache?.();
} catch {
  // No cache: the command runs as it would on Node 20.
}

/**
 * `verdict --version` and `verdict --help` (alone on the line, no VERDICT_SYSTEMS) print the texts the build wrote
 * into the completion catalog: they start as cheaply as a TAB, without the engine and zod.
 */
function quickText(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  if (argv.length !== 1 || (env.VERDICT_SYSTEMS ?? '').trim() !== '') return undefined;
  const texts = ['--version', '-v', '--help', '-h', 'help'].includes(argv[0]!)
    ? builtInCatalog()?.texts
    : undefined;
  if (!texts) return undefined;
  return argv[0] === '--version' || argv[0] === '-v' ? texts.version : texts.help;
}

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // `verdict systems --json | head -1`: the reader left; that is not a failure.
  if (error.code === 'EPIPE') process.exit(0);
  // A full disk (or another failed write): one line, not a stack reported as a bug.
  process.stderr.write(`verdict: ${unwritableOutput(error) ?? error.message}\n`);
  process.exit(1);
});

const quick = quickText(process.argv.slice(2), process.env);
if (quick !== undefined) {
  process.stdout.write(`${quick}\n`);
} else if (process.argv[2] === COMPLETE_COMMAND) {
  process.exitCode = await complete({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
  });
} else {
  const [{ main }, { readProcessStdin, stdinIsPiped }] = await Promise.all([
    import('./main.js'),
    import('./input/read-input.js'),
  ]);
  process.exitCode = await main({
    argv: process.argv.slice(2),
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    // Getters: process.stderr and process.stdin are built (with Node's net module, for a pipe or a terminal) when read.
    get stderr() {
      return process.stderr;
    },
    get stdinIsTTY() {
      return Boolean(process.stdin.isTTY);
    },
    stdinPiped: stdinIsPiped(),
    readStdin: readProcessStdin,
    play: async (registry) => {
      // Ink colours through chalk, which reads FORCE_COLOR (not NO_COLOR) when it loads: set it first.
      if (process.env.NO_COLOR) process.env.FORCE_COLOR = '0';
      // Ink draws only the last frame when it thinks it runs in CI (is-in-ci reads CI when it loads). The screen
      // starts only in a real terminal, so a CI variable inherited into one (a CI job's tmux) must not blank it.
      delete process.env.CI;
      delete process.env.CONTINUOUS_INTEGRATION;
      const { play } = await import('./interactive/play.js');
      await play(registry);
    },
  });
}
