import { charactersFile, createCharacterStore } from '../characters.js';
import { unknown } from '../commands/known-ids.js';
import { DamagedFileError } from '../damaged-file.js';
import { UsageError } from '../errors.js';

/** A saved character's name and input, the base of a command's input (`--character NAME`). */
export interface CharacterInput {
  readonly name: string;
  readonly input: unknown;
}

/**
 * The input of the character saved for this test under this name (saved on the play screen with `s`, in
 * `$XDG_CONFIG_HOME/verdict/characters.json`). An unknown name, or one saved only for another test, is a usage
 * error (`unknown_character`) with a did-you-mean; an unreadable file is one too, naming the file.
 *
 * @example
 * characterInput(process.env, 'Olaf: Fishing 12', 'd20-roll-under', 'check'); // { name, input: { value: 12 } }
 */
export function characterInput(
  env: NodeJS.ProcessEnv,
  name: string,
  system: string,
  test: string,
): CharacterInput {
  const file = charactersFile(env);
  let saved: { name: string; system: string; test: string; input: unknown }[];
  try {
    saved = createCharacterStore(file).list();
  } catch (error) {
    // The file is named once, here (the earlier review's 18).
    const why = error instanceof DamagedFileError ? error.why : (error as Error).message;
    throw new UsageError(`--character: cannot read the saved characters in ${file}: ${why}`);
  }
  const found = saved.find((c) => c.name === name && c.system === system && c.test === test);
  if (found) return { name: found.name, input: found.input };
  const here = saved.filter((c) => c.system === system && c.test === test).map((c) => c.name);
  const elsewhere = saved
    .filter((c) => c.name === name)
    .map((c) => `${c.system}/${c.test}`)
    .join(', ');
  const head = `Unknown character '${name}' for ${system}/${test}`;
  const message = elsewhere
    ? `${head}: it is saved for ${elsewhere}`
    : here.length === 0
      ? `${head}: none is saved for this test (save one with s on the play screen; 'verdict characters' lists them)`
      : withPrefixGuess(head, name, here);
  throw new UsageError(message, {
    code: 'unknown_character',
    issues: [{ path: ['character'], message }],
  });
}

/** The did-you-mean of an unknown name, or, when no name is close, the one name that begins with it ('Olaf'). */
function withPrefixGuess(head: string, name: string, names: readonly string[]): string {
  const message = unknown(head, name, names);
  if (message.includes('did you mean')) return message;
  const starting = names.filter((n) => n.toLowerCase().startsWith(name.toLowerCase()));
  if (starting.length !== 1) return message;
  return `${head}: did you mean '${starting[0]}'? (expected one of: ${names.join(', ')})`;
}
