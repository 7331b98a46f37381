// `verdict` run in the test's own process: the CLI's `main` with its output captured, for tests that run many
// commands (a process of its own costs a Node start-up and the CLI's loading each time). What only the built
// executable does (bin.ts: the quick --help/--version texts, the compile cache, stdout's EPIPE) is not run here:
// a test that uses this keeps some commands in real processes.
import { main } from '../src/main.js';

/** What a run printed and its exit code. */
export interface MainRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `verdict <argv>` through `main` with `env` (copied: a run may change it) and `cwd`. `stdin` is what a pipe
 * gives it (`echo '{...}' | verdict ...`); without it stdin is neither a terminal nor a pipe (bash's `< /dev/null`).
 *
 * @example
 * const { code, stdout } = await runMain(['roll', '1d20', '--seed', 's'], { env: { HOME: dir }, cwd: dir });
 */
export async function runMain(
  argv: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; stdin?: string },
): Promise<MainRun> {
  let stdout = '';
  let stderr = '';
  const code = await main({
    argv,
    env: { ...options.env },
    cwd: options.cwd,
    stdout: {
      write: (text: string) => {
        stdout += text;
        return true;
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text;
        return true;
      },
    },
    stdinIsTTY: false,
    stdinPiped: options.stdin !== undefined,
    readStdin: () => options.stdin ?? '',
    play: () => Promise.reject(new Error('the interactive screen needs a terminal')),
  });
  return { code, stdout, stderr };
}
