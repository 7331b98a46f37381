import { COMPLETION_SCRIPTS } from '../completion/scripts.js';
import { UsageError } from '../errors.js';
import type { CommandContext } from './context.js';
import { unknown } from './known-ids.js';

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
