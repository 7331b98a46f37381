/**
 * @module
 * A player's part of a request in parts (the fields the GM does not fix), from a character saved for the request's
 * test (its fixed fields left out: the GM sets them) with the fields the player typed over it.
 */

/** A saved preset of a test's input ("Olaf: Fishing 12"), as a screen keeps its characters. */
export interface SavedInput {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
}

/**
 * A character's input without the fields the request fixes.
 *
 * @example
 * partOf({ input: { value: 12, modifiers: [] }, ...olaf }, ['modifiers']); // { value: 12 }
 */
export function partOf(character: SavedInput | undefined, fixes: readonly string[]): Record<string, unknown> {
  const input = character?.input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([field]) => !fixes.includes(field)));
}

/** A typed value: a number or true/false when it reads as one, else the text; blank leaves the field out. */
function typedValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true' || trimmed === 'false') return trimmed === 'true';
  if (/^[[{]/.test(trimmed)) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The typed fields over the character's part (a blank one leaves the field out).
 *
 * @example
 * mergedPart({ value: 12 }, { value: '14', name: 'Sense evil' }); // { value: 14, name: 'Sense evil' }
 */
export function mergedPart(
  base: Record<string, unknown>,
  typed: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const part: Record<string, unknown> = { ...base };
  for (const [field, text] of Object.entries(typed)) {
    const value = typedValue(text);
    if (value === undefined) delete part[field];
    else part[field] = value;
  }
  return part;
}

/** A value as its field shows it before anything is typed. */
export const shownValue = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
