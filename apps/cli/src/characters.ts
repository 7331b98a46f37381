import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

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

/**
 * Saved characters, read from a JSON file. A missing file is an empty list; an unreadable one is
 * reported, never overwritten silently.
 *
 * @example
 * const store = createCharacterStore(charactersFile());
 * store.save({ name: 'Olaf: Fishing 12', system: 'd20-roll-under', test: 'check', input: { value: 12 } });
 */
export function createCharacterStore(file: string) {
  const read = (): Character[] => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
    }
    const data = JSON.parse(text) as { characters?: unknown };
    if (!Array.isArray(data.characters)) throw new Error(`${file}: expected { "characters": [...] }`);
    return data.characters.filter(isCharacter);
  };
  const write = (characters: readonly Character[]) => {
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ version: 1, characters }, null, 2)}\n`);
    renameSync(temp, file);
  };
  return {
    file,
    list: read,
    /** Those saved for one test. */
    forTest: (system: string, test: string) => read().filter((c) => c.system === system && c.test === test),
    /** Saves (or replaces, by name and test) a character. */
    save(character: Character): void {
      const others = read().filter(
        (c) => !(c.name === character.name && c.system === character.system && c.test === character.test),
      );
      write([...others, character]);
    },
    remove(character: Pick<Character, 'name' | 'system' | 'test'>): void {
      write(
        read().filter(
          (c) => !(c.name === character.name && c.system === character.system && c.test === character.test),
        ),
      );
    },
  };
}

/** The store's type. */
export type CharacterStore = ReturnType<typeof createCharacterStore>;

function isCharacter(value: unknown): value is Character {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.name === 'string' && typeof c.system === 'string' && typeof c.test === 'string' && 'input' in c
  );
}
