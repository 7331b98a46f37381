import { runTool } from '@verdict/core';
import { describeFields } from '@verdict/form';
import { systemManifest } from '../built-in-manifest.js';
import { UsageError } from '../errors.js';
import { terminalJson, terminalSafe, terminalText } from '../format/terminal-text.js';
import { readInput } from '../input/read-input.js';
import { type CommandContext, writeJson } from './context.js';
import { checkIds } from './known-ids.js';
import { inputFlags, rejectFlags } from './test-request.js';

/**
 * `verdict tool <system> <tool> [field=value ...]`: runs one of a system's tools (T13: the Value of a Boon), drawn
 * from the manifest like a test; `--json` prints the HTTP API's answer `{ system, tool, lines, values }`.
 */
export function toolCommand(context: CommandContext): void {
  rejectFlags(context, 'tool', ['dice', 'seed', 'character', 'total']);
  const [system, tool, ...pairs] = context.line.positionals;
  if (system === undefined || tool === undefined) {
    throw new UsageError(
      `Missing ${system === undefined ? '<system> and <tool>' : '<tool>'}: verdict tool <system> <tool> [field=value ...]\nRun 'verdict systems' for the ids.`,
    );
  }
  checkIds(context.registry, system, { tool });
  const manifest = systemManifest(context.registry, system).tools.find((t) => t.id === tool)!;
  const input = readInput({ ...inputFlags(context), pairs }, manifest.inputSchema);
  const result = runTool(context.registry, { system, tool, input });
  if (context.line.json) {
    writeJson(context, result);
    return;
  }
  // A tool's title is a third-party system's, its lines may quote what was typed (a name's Geometry): escaped.
  const title = context.palette.style('dim', terminalText(`${system}/${tool}: ${manifest.title}`));
  context.write(`${title}\n${result.lines.map(terminalText).join('\n')}\n`);
}

/** The help of one tool: its fields and its examples as commands. */
export function toolHelp(context: CommandContext): string | undefined {
  const [system, tool] = context.line.positionals;
  if (system === undefined || tool === undefined) return undefined;
  checkIds(context.registry, system, { tool });
  const found = systemManifest(context.registry, system).tools.find((t) => t.id === tool)!;
  const manifest = terminalSafe(found);
  const fields = describeFields(manifest.inputSchema);
  return [
    `${system}/${tool}: ${manifest.title}`,
    manifest.description,
    '',
    'Fields:',
    ...fields.map(
      (f) =>
        `  ${f.path.padEnd(12)}  ${f.type.padEnd(20)}  ${f.required ? 'required' : 'optional'}${f.note ? `  ${f.note}` : ''}`,
    ),
    '',
    'Examples:',
    ...found.examples.map(
      (example) =>
        `  # ${terminalText(example.title)}\n  verdict tool ${system} ${tool} --input '${terminalJson(example.input).replaceAll("'", "'\\''")}'`,
    ),
  ].join('\n');
}
