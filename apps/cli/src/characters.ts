import { homedir } from 'node:os';
import { join } from 'node:path';
import { DamagedFileError, keepAside, readJsonFile, readList, writeJsonFile } from './damaged-file.js';

/** A named preset: a character's input for one test ("Olaf: Fishing 12"). */
export interface Character {
  readonly name: string;
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/** Where characters are saved: `$XDG_CONFIG_HOME/verdict/characters.json` (default `~/.config/verdict/`). */
export function charactersFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'verdict', 'characters.json');
}

export { DamagedFileError } from './damaged-file.js';

/**
 * Saved characters, read from a JSON file. A missing file is an empty list. A damaged one (not JSON, or an entry
 * that is not a character) throws a {@link DamagedFileError} naming the file and what is wrong, and is never
 * overwritten: the first save moves it aside as `characters.json.damaged-<n>` and starts a new file. An unreadable
 * one (permissions, a directory) is reported the same way and nothing is written over it.
 *
 * @example
 * const store = createCharacterStore(charactersFile());
 * store.save({ name: 'Olaf: Fishing 12', system: 'd20-roll-under', test: 'check', input: { value: 12 } });
 */
export function createCharacterStore(file: string) {
  const read = (): Character[] => parseCharacters(file, readJsonFile(file));
  const moveAside = () => keepAside(file, read);
  const write = (characters: readonly Character[]) => writeJsonFile(file, { version: 1, characters });
  const others = (list: readonly Character[], character: Pick<Character, 'name' | 'system' | 'test'>) =>
    list.filter(
      (c) => !(c.name === character.name && c.system === character.system && c.test === character.test),
    );
  return {
    file,
    list: read,
    /** Those saved for one test. */
    forTest: (system: string, test: string) => read().filter((c) => c.system === system && c.test === test),
    /** What is wrong with the file, if anything (one line naming it); undefined when it reads well or is missing. */
    problem(): string | undefined {
      try {
        read();
        return undefined;
      } catch (error) {
        if (error instanceof DamagedFileError) return error.message;
        throw error;
      }
    },
    /**
     * Saves (or replaces, by name and test) a character. A damaged file is moved aside first: the answer says where
     * (`{ movedTo }`), so the screen can tell.
     */
    save(character: Character): { movedTo?: string } {
      const movedTo = moveAside();
      write([...others(read(), character), character]);
      return movedTo ? { movedTo } : {};
    },
    remove(character: Pick<Character, 'name' | 'system' | 'test'>): void {
      write(others(read(), character));
    },
  };
}

/** The store's type. */
export type CharacterStore = ReturnType<typeof createCharacterStore>;

function parseCharacters(file: string, data: unknown): Character[] {
  return readList(file, data, 'characters', isCharacter, '{ name, system, test, input }');
}

function isCharacter(value: unknown): value is Character {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.name === 'string' && typeof c.system === 'string' && typeof c.test === 'string' && 'input' in c
  );
}
