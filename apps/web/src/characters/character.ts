/** A named preset of a test's input ("Olaf: Fishing 12"), kept per system in the browser. */
export interface Character {
  readonly id: string;
  readonly system: string;
  readonly name: string;
  readonly test: string;
  readonly input: unknown;
}

/** The localStorage key of the characters. */
export const CHARACTERS_KEY = 'verdict.characters.v1';

/** Checks a character read back from storage. */
export function isCharacter(value: unknown): value is Character {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.id === 'string' &&
    typeof c.system === 'string' &&
    typeof c.name === 'string' &&
    typeof c.test === 'string' &&
    'input' in c
  );
}
