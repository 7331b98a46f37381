import { createRegistry, type Registry } from '@verdict/core';
import { parseNotation } from '@verdict/dice';
import { appRegistry } from './app-registry.js';
import { type CommandLine, parseCommandLine } from './args.js';
import { builtInManifest } from './built-in-manifest.js';
import { isBuiltInId, oneSystemRegistry } from './built-in-one.js';
import { charactersCommand } from './commands/characters.js';
import { completionCommand } from './commands/completion.js';
import type { CommandContext } from './commands/context.js';
import { HELP, testHelp } from './commands/help.js';
import { unknown } from './commands/known-ids.js';
import { oddsCommand } from './commands/odds.js';
import { resolveCommand } from './commands/resolve.js';
import { rollCommand } from './commands/roll.js';
import { systemsCommand } from './commands/systems.js';
import { toolCommand, toolHelp } from './commands/tool.js';
import { COMPLETE_COMMAND, complete } from './completion/complete.js';
import { describeFailure, UsageError } from './errors.js';
import { createPalette, shouldColour } from './format/colour.js';
import { toProblem } from './format/problem-json.js';
import { terminalJson, terminalText } from './format/terminal-text.js';
import { roomCommandHelp } from './room/command-help.js';
import { versionJson, versionText } from './version.js';

/** The process around a run of `verdict`: injected so tests can run it in-process. */
export interface MainIo {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly stdout: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stdinIsTTY: boolean;
  /** Stdin is a pipe or a file (`echo '{...}' | verdict resolve ...`), so a test's input may come from it. */
  readonly stdinPiped?: boolean;
  readonly readStdin: () => string;
  /** Starts the interactive screen (loaded on demand, so commands never load Ink or React). */
  readonly play: (registry: Registry) => Promise<void>;
}

// A command returns its exit code (nothing for 0), possibly later (room commands talk to a server).
const COMMANDS: Readonly<Record<string, (context: CommandContext) => unknown>> = {
  systems: systemsCommand,
  resolve: resolveCommand,
  odds: oddsCommand,
  roll: rollCommand,
  // Its command builder (packages/discord, half of this chunk) loads only for `verdict discord`.
  discord: async (context) => (await import('./commands/discord.js')).discordCommand(context),
  tool: toolCommand,
  characters: charactersCommand,
  completion: completionCommand,
  // Loaded on demand, so the other commands start without @verdict/fair and the room client.
  verify: async (context) => (await import('./commands/verify.js')).verifyCommand(context),
  room: async (context) => (await import('./room/command.js')).roomCommand(context),
};

/**
 * Runs `verdict` and returns its exit code (see EXIT in errors.ts): 0 done, 1 a bug, 2 bad usage or input,
 * 3 and 4 verify's incomplete and failed, 5 a server refused, 6 no server answered.
 *
 * @example
 * process.exitCode = await main({ argv: process.argv.slice(2), ... });
 */
export async function main(io: MainIo): Promise<number> {
  // Known before parsing, so a command line that does not parse still fails as problem JSON.
  const json = wantsJson(io.argv);
  try {
    if (io.argv[0] === COMPLETE_COMMAND) return await complete(io);
    const line = parseCommandLine(io.argv, io.env);
    // The screens' Ink (chalk) reads the process's environment when it loads: --no-color is NO_COLOR for them.
    if (line.noColor) io.env.NO_COLOR = '1';
    const registry = needsSystems(line)
      ? ((await oneSystemRegistry(line.command, line.positionals, line.systemPackages)) ??
        (await appRegistry(line.systemPackages, io.cwd)))
      : createRegistry([]);
    if (line.version) {
      io.stdout.write(
        line.json ? `${JSON.stringify(versionJson(registry), null, 2)}\n` : `${versionText(registry)}\n`,
      );
      return 0;
    }
    if (line.command === undefined || line.command === 'help') {
      return await startOrHelp(io, line, registry);
    }
    const command = COMMANDS[line.command];
    if (!command) {
      throw new UsageError(
        `${unknown(`Unknown command '${line.command}'`, line.command, Object.keys(COMMANDS))}\nRun 'verdict --help'.`,
      );
    }
    const context: CommandContext = {
      line,
      registry,
      palette: createPalette(!line.noColor && shouldColour(io.stdout, io.env)),
      columns: outputColumns(io),
      write: (text) => io.stdout.write(text),
      // A getter: process.stderr is built (with Node's net module, for a pipe or a terminal) by a command that writes to it.
      get stderr() {
        return io.stderr;
      },
      readStdin: io.readStdin,
      stdinPiped: io.stdinPiped ?? false,
      env: io.env,
      interactive: Boolean(io.stdout.isTTY) && io.stdinIsTTY,
    };
    if (line.help) {
      io.stdout.write(`${testHelpFor(context, line.command) ?? HELP[line.command]}\n`);
      return 0;
    }
    const code = await command(context);
    return typeof code === 'number' ? code : 0;
  } catch (error) {
    const failure = describeFailure(error);
    // Messages quote what was typed (an id, a notation): shown escaped, line by line.
    const message = failure.message.split('\n').map(terminalText).join('\n');
    // Under --json, stdout carries the problem (the API's problem+json body) and nothing else.
    if (json && failure.code !== 'output_unwritable')
      io.stdout.write(`${terminalJson(toProblem(failure), 2)}\n`);
    io.stderr.write(`verdict: ${message}\n`);
    return failure.exitCode;
  }
}

async function startOrHelp(io: MainIo, line: CommandLine, registry: Registry): Promise<number> {
  const topic = line.command === 'help' ? line.positionals[0] : undefined;
  if (topic !== undefined) {
    const text = HELP[topic];
    if (!text) throw new UsageError(unknown(`Unknown help topic '${topic}'`, topic, Object.keys(COMMANDS)));
    io.stdout.write(`${text}\n`);
    return 0;
  }
  if (line.help || line.command === 'help' || !io.stdout.isTTY || !io.stdinIsTTY) {
    io.stdout.write(`${HELP.main}\n`);
    return 0;
  }
  await io.play(registry);
  return 0;
}

// The commands that never read a system: `verdict roll` (dice notation) and `verdict completion <shell>` (a script).
const WITHOUT_SYSTEMS: ReadonlySet<string> = new Set(['roll', 'completion']);

/** Whether the command line needs the systems (a system package named is loaded, and checked, whatever the command). */
function needsSystems(line: CommandLine): boolean {
  if (line.systemPackages.length > 0 || line.version) return true;
  // `verdict systems` lists the built-in systems from the build's manifest (built-in-manifest.ts).
  if (line.command === 'systems' && !line.help && builtInManifest() !== undefined) return false;
  if (notationOdds(line)) return false;
  return line.command === undefined || !WITHOUT_SYSTEMS.has(line.command);
}

/**
 * `verdict odds 3d6`: one argument, no built-in system's id, that parses as notation, is read as notation without
 * any system (it loaded all four and zod only to learn that `3d6` names none). A word that does not parse may be
 * a misspelt system (`odds t31`), whose did-you-mean needs the systems, so it takes the whole registry as before.
 */
function notationOdds(line: CommandLine): boolean {
  const [first, ...rest] = line.positionals;
  if (line.command !== 'odds' || line.help || first === undefined || rest.length > 0 || isBuiltInId(first))
    return false;
  try {
    parseNotation(first);
    return true;
  } catch {
    return false;
  }
}

/**
 * The width to lay text out in: a terminal's own; when stdout is a pipe or a file, `COLUMNS` if set, else no
 * limit (nothing is cut or wrapped to fit 80 columns that no one sees).
 */
function outputColumns(io: MainIo): number {
  if (io.stdout.isTTY) return Math.max(40, io.stdout.columns ?? 80);
  const columns = Number(io.env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? Math.max(40, columns) : Number.POSITIVE_INFINITY;
}

/** `--json` among the flags (before a `--` that ends them). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

function testHelpFor(context: CommandContext, command: string): string | undefined {
  if (command === 'tool') return toolHelp(context);
  if (command === 'room') return roomCommandHelp(context.line.positionals[0]);
  return command === 'resolve' || command === 'odds' ? testHelp(context, command) : undefined;
}
