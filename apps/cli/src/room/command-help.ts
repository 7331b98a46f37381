/**
 * @module
 * `verdict room <command> --help`: that command's entries of `verdict room --help`'s command list, its examples, and
 * the flags every room command takes, cut from the one room help text so the two never disagree.
 */
import { ROOM_HELP } from './help.js';

/**
 * The help of one room command, or undefined for a command the list does not have (the whole room help then).
 *
 * @example
 * roomCommandHelp('join'); // 'verdict room join\n\n  join <joinUrl> --name NAME ...'
 */
export function roomCommandHelp(command: string | undefined): string | undefined {
  if (command === undefined) return undefined;
  const lines = (ROOM_HELP.room ?? '').split('\n');
  const start = lines.indexOf('Commands:');
  const end = lines.indexOf('', start);
  const entries: string[] = [];
  let taking = false;
  for (const line of lines.slice(start + 1, end)) {
    // An entry starts at two spaces; its continuation lines are indented further.
    if (/^ {2}\S/.test(line)) taking = line.startsWith(`  ${command} `);
    if (taking) entries.push(line);
  }
  if (entries.length === 0) return undefined;
  const examples = lines.filter((line) => line.startsWith(`  verdict room ${command} `));
  return [
    `verdict room ${command} [--server URL] [--room ID] [--json] [--timeout SECONDS]`,
    '',
    ...entries,
    '',
    ...(examples.length > 0 ? ['Examples:', ...examples, ''] : []),
    "Run 'verdict room --help' for every room command.",
  ].join('\n');
}
