import { charactersFile, createCharacterStore } from '../characters.js';
import type { CompletionCatalog } from './catalog.js';

/** The answer that asks the shell to complete file names instead. */
export const FILES = ':files';

/** The commands, as the first word completes them. */
export const COMMAND_NAMES: readonly string[] = [
  'systems',
  'resolve',
  'odds',
  'roll',
  'tool',
  'characters',
  'room',
  'verify',
  'discord',
  'completion',
  'help',
];

const ROOM_COMMANDS = [
  'create',
  'join',
  'roll',
  'answer',
  'log',
  'export',
  'list',
  'request',
  'reveal',
  'epoch',
  'close',
];

/** The flags each command takes (beyond the common ones). */
const FLAGS: Readonly<Record<string, readonly string[]>> = {
  resolve: ['--input', '--input-file', '--character', '--dice', '--seed'],
  odds: ['--input', '--input-file', '--character'],
  roll: ['--seed', '--dice', '--total'],
  tool: ['--input', '--input-file'],
  room: [
    '--server',
    '--room',
    '--name',
    '--visibility',
    '--client-seed',
    '--request',
    '--to',
    '--hidden',
    '--parts',
    '--character',
    '--input',
    '--note',
    '--dice',
    '--timeout',
  ],
  discord: ['--application-id', '--token', '--guild', '--api-base', '--timeout'],
};
const COMMON_FLAGS = ['--help', '--json', '--no-color', '--system-package', '--version'];

/** Flags that take a value (the next word is that value, not an argument). */
const VALUE_FLAGS = new Set([
  '--input',
  '-i',
  '--input-file',
  '-f',
  '--dice',
  '-d',
  '--seed',
  '-s',
  '--character',
  '-c',
  '--system-package',
  '--application-id',
  '--token',
  '--guild',
  '--api-base',
  '--server',
  '--room',
  '--name',
  '--visibility',
  '--client-seed',
  '--request',
  '--to',
  '--note',
  '--timeout',
]);

/**
 * What can come at the cursor of `verdict <words...>`: `words` are the words after `verdict`, the last one the
 * word being completed (possibly ''). Answers the candidates that start with it, or `[FILES]` for a file name.
 * System, test, tool and field ids come from the catalog (the built-in systems', made at build time, or a
 * registry's with any `--system-package` on the line), character names from the saved characters.
 *
 * @example
 * completionCandidates(catalog, ['ro'], {}); // ['roll', 'room']
 */
export function completionCandidates(
  catalog: CompletionCatalog,
  words: readonly string[],
  env: NodeJS.ProcessEnv,
): string[] {
  const current = words.at(-1) ?? '';
  const before = words.slice(0, -1);
  const previous = before.at(-1);
  const positionals: string[] = [];
  for (let i = 0; i < before.length; i++) {
    const word = before[i]!;
    if (VALUE_FLAGS.has(word)) i++;
    else if (!word.startsWith('-') || word === '-') positionals.push(word);
  }
  const [command, ...args] = positionals;
  if (previous !== undefined && VALUE_FLAGS.has(previous)) {
    if (['--input-file', '-f', '--system-package'].includes(previous)) return [FILES];
    if (previous === '--visibility') return pick(current, catalog.visibilities);
    if (previous === '--character' || previous === '-c')
      return pick(current, characterNames(env, args[0], args[1]));
    return [];
  }
  if (current.startsWith('-') && current !== '-') {
    return pick(current, [...(FLAGS[command ?? ''] ?? []), ...COMMON_FLAGS]);
  }
  if (command === undefined) return pick(current, COMMAND_NAMES);
  const withTools = catalog.systems.filter((s) => s.tools.length > 0).map((s) => s.id);
  switch (command) {
    case 'resolve':
    case 'odds':
    case 'characters':
      if (command === 'characters' && args.length >= 2) return [];
      return idsThenFields(catalog, args, current, 'tests');
    case 'tool':
      return idsThenFields(catalog, args, current, 'tools', withTools);
    case 'room':
      if (args.length === 0) return pick(current, ROOM_COMMANDS);
      // `room roll` and `room request` name a test as `resolve` does.
      if (args[0] === 'roll' || args[0] === 'request') {
        return completionCandidates(catalog, ['resolve', ...args.slice(1), current], env);
      }
      return [];
    case 'discord':
      return args.length === 0 ? pick(current, ['register', 'commands']) : [];
    case 'completion':
      return args.length === 0 ? pick(current, ['bash', 'zsh', 'fish']) : [];
    case 'help':
      return args.length === 0
        ? pick(
            current,
            COMMAND_NAMES.filter((c) => c !== 'help'),
          )
        : [];
    case 'verify':
      return args.length === 0 ? [FILES] : [];
    default:
      return [];
  }
}

/** `<system> <test or tool> field=value...`: system ids, then the system's tests or tools, then the fields. */
function idsThenFields(
  catalog: CompletionCatalog,
  args: readonly string[],
  current: string,
  kind: 'tests' | 'tools',
  systems: readonly string[] = catalog.systems.map((s) => s.id),
): string[] {
  if (args.length === 0)
    return described(
      current,
      catalog.systems.filter((s) => systems.includes(s.id)),
    );
  if (!systems.includes(args[0]!)) return [];
  const entries = catalog.systems.find((s) => s.id === args[0])?.[kind] ?? [];
  if (args.length === 1) return described(current, entries);
  const fields = entries.find((e) => e.id === args[1])?.fields;
  if (fields === undefined) return [];
  // `field=` for each field, or after `field=`, its choices (or true/false).
  const equals = current.indexOf('=');
  if (equals === -1)
    return pick(
      current,
      fields.map((f) => `${f.path}=`),
    );
  const path = current.slice(0, equals);
  return pick(
    current,
    (fields.find((f) => f.path === path)?.values ?? []).map((v) => `${path}=${v}`),
  );
}

/**
 * Ids that complete the word being typed, each with its title after a tab (`check\tCheck`): fish shows the title
 * beside the id, zsh's script too, and bash's drops it (the review's §3: zsh and fish listed bare ids).
 */
function described(
  current: string,
  entries: readonly { readonly id: string; readonly title?: string | undefined }[],
): string[] {
  return entries
    .filter((e) => e.id.startsWith(current))
    .map((e) => (e.title ? `${e.id}\t${e.title.replace(/\s+/g, ' ')}` : e.id));
}

/** The candidates that complete the word being typed. */
function pick(current: string, candidates: readonly string[]): string[] {
  return candidates.filter((c) => c.startsWith(current));
}

function characterNames(env: NodeJS.ProcessEnv, system?: string, test?: string): string[] {
  try {
    return createCharacterStore(charactersFile(env))
      .list()
      .filter((c) => (system === undefined || c.system === system) && (test === undefined || c.test === test))
      .map((c) => c.name);
  } catch {
    // A damaged file completes nothing; the command itself says what is wrong with it.
    return [];
  }
}
