import { parseArgs } from 'node:util';
import { closestName } from '@verdict/core';
import { seedProblem } from '@verdict/dice';
import { UsageError } from './errors.js';
import { ROOM_OPTIONS, type RoomFlags, roomFlags } from './room/flags.js';

/** The command line, parsed: a command, its positional arguments and the flags given. */
export interface CommandLine {
  /** `systems`, `resolve`, `odds`, `roll`, `help`; undefined for a bare `verdict`. */
  readonly command?: string;
  readonly positionals: readonly string[];
  readonly help: boolean;
  readonly version: boolean;
  readonly json: boolean;
  readonly input?: string;
  readonly inputFile?: string;
  readonly dice?: string;
  readonly seed?: string;
  readonly systemPackages: readonly string[];
  /** `--no-color`: no ANSI colour, whatever the terminal (as `NO_COLOR`). */
  readonly noColor: boolean;
  /** `verdict roll --total`: only each roll's total, one a line. */
  readonly total: boolean;
  /** `--character NAME`: a saved character's input as the base of the test's input. */
  readonly character?: string;
  /** `verdict discord register`: the application id, bot token, guild and REST API base. */
  readonly applicationId?: string;
  readonly token?: string;
  readonly guild?: string;
  readonly apiBase?: string;
  /** `verdict verify --head SEQ:HASH` (or a hash alone): the head a client saw live. */
  readonly head?: string;
  /** The flags of `verdict room ...` (server, room, visibility, client seed, ...). */
  readonly room: RoomFlags;
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  json: { type: 'boolean' },
  input: { type: 'string', short: 'i' },
  'input-file': { type: 'string', short: 'f' },
  dice: { type: 'string', short: 'd' },
  seed: { type: 'string', short: 's' },
  'system-package': { type: 'string', multiple: true },
  'no-color': { type: 'boolean' },
  total: { type: 'boolean', short: 't' },
  character: { type: 'string', short: 'c' },
  'application-id': { type: 'string' },
  token: { type: 'string' },
  guild: { type: 'string' },
  'api-base': { type: 'string' },
  head: { type: 'string' },
  ...ROOM_OPTIONS,
} as const;

/**
 * Parses `verdict [command] [args...] [flags]`; flags may come anywhere. Unknown flags are usage errors.
 *
 * @example
 * parseCommandLine(['roll', '2d6', '--seed', 'abc']).seed; // 'abc'
 */
export function parseCommandLine(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CommandLine {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(parseProblem((error as Error).message, commandOf(argv), argv));
  }
  const { values, positionals } = parsed;
  const fromEnv = (env.VERDICT_SYSTEMS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  // The seed rule every frontend shares (`seedProblem` of @verdict/dice): a seed the API refuses is refused here too.
  const seedIssue = values.seed === undefined ? undefined : seedProblem(values.seed);
  if (seedIssue) throw new UsageError(`--seed: ${seedIssue}`);
  const [command, ...rest] = positionals;
  return {
    ...(command === undefined ? {} : { command }),
    positionals: rest,
    help: values.help ?? false,
    version: values.version ?? false,
    json: values.json ?? false,
    ...(values.input === undefined ? {} : { input: values.input }),
    ...(values['input-file'] === undefined ? {} : { inputFile: values['input-file'] }),
    ...(values.dice === undefined ? {} : { dice: values.dice }),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    systemPackages: [...fromEnv, ...(values['system-package'] ?? [])],
    noColor: values['no-color'] ?? false,
    total: values.total ?? false,
    ...(values.character === undefined ? {} : { character: values.character }),
    ...(values['application-id'] === undefined ? {} : { applicationId: values['application-id'] }),
    ...(values.token === undefined ? {} : { token: values.token }),
    ...(values.guild === undefined ? {} : { guild: values.guild }),
    ...(values['api-base'] === undefined ? {} : { apiBase: values['api-base'] }),
    ...(values.head === undefined ? {} : { head: values.head }),
    room: roomFlags(values, env),
  };
}

/** The long flags `verdict` knows (for completion and did-you-mean). */
export const FLAG_NAMES: readonly string[] = Object.keys(OPTIONS).map((name) => `--${name}`);

/**
 * Node's parser's message in plain words, with a did-you-mean for an unknown option and the command's own help:
 * `Unknown option '--sed': did you mean '--seed'?` then `Run 'verdict roll --help' for its options ...`.
 */
function parseProblem(message: string, command: string | undefined, argv: readonly string[]): string {
  const help =
    command === undefined
      ? "Run 'verdict --help' for the commands and options."
      : `Run 'verdict ${command} --help' for its options.`;
  const unknown = /Unknown option '(-[^']*)'/.exec(message)?.[1];
  if (unknown !== undefined) {
    // `verdict roll 2d6 -1`: a modifier typed after a space, said at once (as for `2d6 +3`), not an option.
    const before = argv[argv.indexOf(unknown) - 1];
    if (
      command === 'roll' &&
      /^-\d/.test(unknown) &&
      before !== undefined &&
      /^[^-]/.test(before) &&
      before !== 'roll'
    )
      return `Unexpected argument '${unknown}': it reads as part of '${before}'; write '${before}${unknown}' (each argument is one roll)`;
    const closest = unknown.startsWith('--') ? closestName(unknown, FLAG_NAMES) : undefined;
    const hint = closest === undefined ? '' : `: did you mean '${closest}'?`;
    // Node's own advice, shorter: a value (a negative number, a name) that starts with '-' goes after '--'.
    return `Unknown option '${unknown}'${hint}\n${help} A value that starts with '-' goes after '--'.`;
  }
  const missing = /Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/.exec(message)?.[1];
  if (missing !== undefined) return `Option '${missing}' needs a value: ${missing} <value>\n${help}`;
  const noValue = /Option '(?:-\w, )?(--[\w-]+)' does not take an argument/.exec(message)?.[1];
  if (noValue !== undefined) return `Option '${noValue}' takes no value: write ${noValue} alone\n${help}`;
  return `${message}\n${help}`;
}

/** The command a command line names (its first word that is not an option or an option's value), if any. */
function commandOf(argv: readonly string[]): string | undefined {
  const takesValue = new Set(
    Object.entries(OPTIONS).flatMap(([name, option]) =>
      option.type === 'string' ? [`--${name}`, ...('short' in option ? [`-${option.short}`] : [])] : [],
    ),
  );
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') return undefined;
    if (!arg.startsWith('-')) return /^[a-z][a-z-]*$/.test(arg) ? arg : undefined;
    if (takesValue.has(arg)) index++;
  }
  return undefined;
}

/**
 * Parses `--dice 15,7` (commas or spaces; '' for none) into faces; anything but whole numbers is a usage error
 * naming the die.
 */
export function parseDiceFaces(text: string): number[] {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  // An empty list is allowed: a test that draws no dice (as the HTTP API's `dice: []`).
  return parts.map((part, index) => {
    if (!/^-?\d+$/.test(part)) {
      throw new UsageError(`--dice: die ${index + 1}: expected a whole number, got '${part}'`);
    }
    return Number(part);
  });
}
