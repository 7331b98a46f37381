import { describeSystem, type Registry } from '@verdict/core';
import { describeFields } from '@verdict/form';
import { VISIBILITIES } from '@verdict/room';
import { charactersFile, createCharacterStore } from '../characters.js';

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
  ],
  discord: ['--application-id', '--token', '--guild', '--api-base'],
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
]);

/**
 * What can come at the cursor of `verdict <words...>`: `words` are the words after `verdict`, the last one the
 * word being completed (possibly ''). Answers the candidates that start with it, or `[FILES]` for a file name.
 * System, test, tool and field ids come from the registry (with any `--system-package` on the line), character
 * names from the saved characters.
 *
 * @example
 * completionCandidates(registry, ['ro'], {}); // ['roll', 'room']
 */
export function completionCandidates(
  registry: Registry,
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
  const pick = (candidates: readonly string[]) => candidates.filter((c) => c.startsWith(current));
  if (previous !== undefined && VALUE_FLAGS.has(previous)) {
    if (['--input-file', '-f', '--system-package'].includes(previous)) return [FILES];
    if (previous === '--visibility') return pick(VISIBILITIES);
    if (previous === '--character' || previous === '-c') return pick(characterNames(env, args[0], args[1]));
    return [];
  }
  if (current.startsWith('-') && current !== '-') {
    return pick([...(FLAGS[command ?? ''] ?? []), ...COMMON_FLAGS]);
  }
  if (command === undefined) return pick(COMMAND_NAMES);
  const systems = registry.systems;
  const withTools = systems.filter((s) => Object.keys(s.tools ?? {}).length > 0).map((s) => s.id);
  switch (command) {
    case 'resolve':
    case 'odds':
    case 'characters':
      if (command === 'characters' && args.length >= 2) return [];
      return idsThenFields(registry, args, current, (id) => Object.keys(byId(registry, id)?.tests ?? {}));
    case 'tool':
      return idsThenFields(
        registry,
        args,
        current,
        (id) => Object.keys(byId(registry, id)?.tools ?? {}),
        withTools,
      );
    case 'room':
      if (args.length === 0) return pick(ROOM_COMMANDS);
      // `room roll` and `room request` name a test as `resolve` does.
      if (args[0] === 'roll' || args[0] === 'request') {
        return completionCandidates(registry, ['resolve', ...args.slice(1), current], env);
      }
      return [];
    case 'discord':
      return args.length === 0 ? pick(['register', 'commands']) : [];
    case 'completion':
      return args.length === 0 ? pick(['bash', 'zsh', 'fish']) : [];
    case 'help':
      return args.length === 0 ? pick(COMMAND_NAMES.filter((c) => c !== 'help')) : [];
    case 'verify':
      return args.length === 0 ? [FILES] : [];
    default:
      return [];
  }
}

function byId(registry: Registry, id: string) {
  return registry.systems.find((s) => s.id === id);
}

/** `<system> <test or tool> field=value...`: system ids, then the system's ids, then the fields. */
function idsThenFields(
  registry: Registry,
  args: readonly string[],
  current: string,
  idsOf: (system: string) => string[],
  systems: readonly string[] = registry.systems.map((s) => s.id),
): string[] {
  const pick = (candidates: readonly string[]) => candidates.filter((c) => c.startsWith(current));
  if (args.length === 0) return pick(systems);
  if (!systems.includes(args[0]!)) return [];
  if (args.length === 1) return pick(idsOf(args[0]!));
  return fieldCandidates(registry, args[0]!, args[1]!, current);
}

/** `field=` for each field of a test or tool (list rows as row 0), or after `field=`, its choices or true/false. */
function fieldCandidates(registry: Registry, system: string, id: string, current: string): string[] {
  const manifest = describeSystem(registry, system);
  const schema = (manifest.tests.find((t) => t.id === id) ?? manifest.tools.find((t) => t.id === id))
    ?.inputSchema;
  if (schema === undefined) return [];
  // A group of fields (an object) is given field by field; a list can be given whole (`modifiers=-3:dusk`).
  const fields = describeFields(schema)
    .filter((f) => !/^object( \| object)*$/.test(f.type))
    .map((f) => ({ ...f, path: f.path.replaceAll('.N', '.0') }));
  const equals = current.indexOf('=');
  if (equals === -1) return fields.map((f) => `${f.path}=`).filter((c) => c.startsWith(current));
  const path = current.slice(0, equals);
  const field = fields.find((f) => f.path === path);
  if (!field) return [];
  const values =
    field.type === 'boolean'
      ? ['true', 'false']
      : field.type.startsWith('one of ')
        ? field.type.slice('one of '.length).split(', ')
        : [];
  return values.map((v) => `${path}=${v}`).filter((c) => c.startsWith(current));
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
