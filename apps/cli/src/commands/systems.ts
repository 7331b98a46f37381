import { builtInManifest, registryManifest } from '../built-in-manifest.js';
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
  // An empty registry: main.ts left the systems unloaded, the build's manifest says them all.
  const manifest =
    context.registry.systems.length === 0
      ? (builtInManifest() ?? registryManifest(context.registry))
      : registryManifest(context.registry);
  if (context.line.json) {
    writeJson(context, manifest);
    return;
  }
  // Only what is listed is made safe to print: the whole manifest holds every test's JSON Schema.
  const { systems } = terminalSafe({
    systems: manifest.systems.map(({ id, name, version, description, tests, tools }) => ({
      id,
      name,
      version,
      description,
      tests: tests.map((test) => ({ id: test.id, title: test.title, rounds: test.rounds })),
      tools: tools.map((tool) => ({ id: tool.id, title: tool.title })),
    })),
  });
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
