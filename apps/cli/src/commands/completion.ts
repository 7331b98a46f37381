import { completionCandidates } from '../completion/candidates.js';
import { COMPLETION_SCRIPTS, shellCandidates } from '../completion/scripts.js';
import { UsageError } from '../errors.js';
import { appRegistry, type MainIo } from '../main.js';
import type { CommandContext } from './context.js';
import { unknown } from './known-ids.js';

/** The hidden command the completion scripts call: `verdict __complete <shell> -- <words...>`. */
export const COMPLETE_COMMAND = '__complete';

/**
 * `verdict completion <bash|zsh|fish>`: prints the shell's completion script (commands, system, test, tool and
 * field ids, choices, flags and saved character names).
 */
export function completionCommand(context: CommandContext): void {
  const [shell, ...rest] = context.line.positionals;
  const shells = Object.keys(COMPLETION_SCRIPTS);
  if (shell === undefined) throw new UsageError(`Missing <shell>: verdict completion ${shells.join('|')}`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument '${rest[0]}': verdict completion <shell>`);
  const script = COMPLETION_SCRIPTS[shell];
  if (script === undefined) throw new UsageError(unknown(`Unknown shell '${shell}'`, shell, shells));
  context.write(script);
}

/**
 * `verdict __complete <shell> -- <words...>`: the candidates for the last word, one a line. It never fails
 * loudly: a TAB that cannot be completed (a system package that does not load) offers nothing.
 */
export async function completeCommand(io: MainIo): Promise<number> {
  const [, shell = 'bash', separator, ...words] = io.argv;
  if (separator !== '--') return 2;
  try {
    const registry = await appRegistry(packagesOn(words, io.env), io.cwd);
    const candidates = completionCandidates(registry, words.length > 0 ? words : [''], io.env);
    const text = shellCandidates(shell, words.at(-1) ?? '', candidates);
    if (text !== '') io.stdout.write(`${text}\n`);
  } catch {
    // Nothing to offer.
  }
  return 0;
}

/** The system packages named on the line being completed (and in VERDICT_SYSTEMS). */
function packagesOn(words: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const named: string[] = [];
  words.forEach((word, i) => {
    if (word === '--system-package' && i + 1 < words.length - 1) named.push(words[i + 1]!);
  });
  const fromEnv = (env.VERDICT_SYSTEMS ?? '').split(',').map((s) => s.trim());
  return [...fromEnv.filter(Boolean), ...named];
}
