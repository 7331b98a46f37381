import { describeRegistry } from '@verdict/core';
import { UsageError } from '../errors.js';
import { terminalSafe } from '../format/terminal-text.js';
import { type CommandContext, writeJson } from './context.js';

/** `verdict systems [--json]`: the systems and their tests (the body of `GET /v1/systems`). */
export function systemsCommand(context: CommandContext): void {
  if (context.line.positionals.length > 0) {
    throw new UsageError(
      `Unexpected argument '${context.line.positionals[0]}': 'verdict systems' takes none`,
    );
  }
  const manifest = describeRegistry(context.registry);
  if (context.line.json) {
    writeJson(context, manifest);
    return;
  }
  const { systems } = terminalSafe(manifest);
  const { style } = context.palette;
  const lines: string[] = [];
  for (const system of systems) {
    lines.push(`${style('bold', system.id)}  ${system.name} ${style('dim', system.version)}`);
    lines.push(`  ${style('dim', system.description)}`);
    for (const test of system.tests) {
      const rounds = test.rounds ? style('dim', ' (round by round)') : '';
      lines.push(`  ${style('cyan', test.id.padEnd(18))} ${test.title}${rounds}`);
    }
    for (const tool of system.tools) {
      lines.push(`  ${style('cyan', tool.id.padEnd(18))} ${tool.title}${style('dim', ' (tool)')}`);
    }
    lines.push('');
  }
  lines.push(
    style(
      'dim',
      "Inputs: verdict resolve <system> <test> --help shows a test's fields and examples; verdict tool <system> <tool> runs a tool.",
    ),
  );
  context.write(`${lines.join('\n')}\n`);
}
