/**
 * @module
 * The `verdict` executable. Commands run from this chunk alone; the interactive screen (Ink and
 * React) is imported only when `verdict` starts in a terminal with no command.
 */
import { readProcessStdin } from './input/read-input.js';
import { main } from './main.js';

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  // `verdict systems --json | head -1`: the reader left; that is not a failure.
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
  stdinIsTTY: Boolean(process.stdin.isTTY),
  readStdin: readProcessStdin,
  play: async (registry) => {
    // Ink colours through chalk, which reads FORCE_COLOR (not NO_COLOR) when it loads: set it first.
    if (process.env.NO_COLOR) process.env.FORCE_COLOR = '0';
    const { play } = await import('./interactive/play.js');
    await play(registry);
  },
});
