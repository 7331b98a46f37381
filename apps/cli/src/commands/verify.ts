import { readFileSync } from 'node:fs';
import corePackage from '@verdict/core/package.json' with { type: 'json' };
import { type VerifyResult, verifyLog } from '@verdict/fair';
import { UsageError } from '../errors.js';
import { terminalSafe, terminalText } from '../format/terminal-text.js';
import { type CommandContext, writeJson } from './context.js';

/**
 * `verdict verify <export.json|-> [--json]`: checks a room's exported log offline with `verifyLog` and the
 * CLI's registry (built-in systems plus `--system-package` ones). Exit 0 when it verifies, 1 when any
 * check fails; every failure is printed with the entry's seq and the check's code.
 *
 * @example
 * verifyCommand(context); // 'Intact: 12 entries verified ...' and 0
 */
export function verifyCommand(context: CommandContext): number {
  const [file, extra] = context.line.positionals;
  if (file === undefined)
    throw new UsageError("verdict verify needs the export's file: verdict verify room.json");
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}': verify takes one file`);
  const text = file === '-' ? context.readStdin() : readExport(file);
  const result = verifyLog(text, context.registry, { engineVersion: corePackage.version });
  if (context.line.json) writeJson(context, result);
  else context.write(verifyText(context, file, result));
  return result.ok ? 0 : 1;
}

function readExport(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** The verdict as text: intact or not, each failure by seq and check, then what is not verifiable yet. */
export function verifyText(
  context: Pick<CommandContext, 'palette'>,
  path: string,
  verified: VerifyResult,
): string {
  const { style } = context.palette;
  // An export is anyone's file: what its checks quote from it (names, notes, ids) is shown escaped.
  const file = terminalText(path);
  const result = terminalSafe(verified);
  const lines: string[] = [];
  if (result.ok) {
    lines.push(`${style('green', 'Intact')}: ${file}, ${result.entries} entries verified`);
  } else {
    const count = result.failures.length;
    lines.push(`${style('red', 'NOT intact')}: ${file}, ${count} ${count === 1 ? 'failure' : 'failures'}`);
    for (const failure of result.failures) {
      const where = failure.seq === null ? 'export' : `entry ${failure.seq}`;
      lines.push(`  ${style('bold', where)} [${failure.check}]: ${failure.message}`);
    }
  }
  if (result.unverifiable.length > 0) {
    lines.push(style('dim', `Not verifiable yet (${result.unverifiable.length}):`));
    for (const item of result.unverifiable) lines.push(style('dim', `  entry ${item.seq}: ${item.reason}`));
  }
  return `${lines.join('\n')}\n`;
}
