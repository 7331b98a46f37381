/**
 * @module
 * The faces of real dice as one line of text ("6 3 5 1", "6, 3, 5, 1"): read into one entry per die, written back,
 * and checked die by die against the dice the roll needs, every problem naming its die.
 */

/** What separates faces: spaces, commas, semicolons, or dots (the one key a phone's decimal keypad has). */
const SEPARATORS = /[\s,;.]+/;

/** Stands for a die left empty before a die that has its face ("? 4": the second die only). */
export const EMPTY_DIE = '?';

/** A die the roll needs: its sides (faces 1 to sides) and whose it is. */
export interface Slot {
  readonly sides: number;
  readonly label: string;
}

/**
 * The entries of a list of faces, one per die in order; an empty string for a die left empty.
 *
 * @example
 * readFaceList('6 3, 5.1'); // ['6', '3', '5', '1']
 * readFaceList('? 4');      // ['', '4']
 */
export function readFaceList(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return trimmed.split(SEPARATORS).map((token) => (token === EMPTY_DIE || token === '_' ? '' : token));
}

/**
 * The list text of entries, one per die: a die left empty before a filled one is written {@link EMPTY_DIE}, and
 * empty dice at the end are left out.
 *
 * @example
 * writeFaceList(['', '4', '']); // '? 4'
 */
export function writeFaceList(entries: readonly string[]): string {
  const last = lastFilled(entries);
  return entries
    .slice(0, last + 1)
    .map((entry) => entry.trim() || EMPTY_DIE)
    .join(' ');
}

/**
 * Sets one die's entry in a list, keeping the others; a list typed or pasted into one die's field fills it and
 * the dice after it.
 *
 * @example
 * setFace('6 3', 2, '5');       // '6 3 5'
 * setFace('6 9 5 1', 0, '4 2'); // '4 2 5 1'
 */
export function setFace(text: string, index: number, typed: string): string {
  const entries = readFaceList(text);
  while (entries.length <= index) entries.push('');
  const pasted = readFaceList(typed);
  const faces = pasted.length > 1 ? pasted : [typed.trim()];
  // Over the dice from this one on, as many as were pasted; never shifting the dice after them.
  entries.splice(index, faces.length, ...faces);
  return writeFaceList(entries);
}

/**
 * Checks entries against the dice needed: one message (or undefined) per position, naming the die ("die 3: 7 is
 * not a face of a d6 (1 to 6)"). Dice at the end may be left empty (a round can end before them; the engine
 * says when one was needed); nothing entered at all asks for the first die.
 *
 * @example
 * checkFaces(['6', '7'], [{ sides: 6, label: 'Pool' }, { sides: 6, label: 'Pool' }]);
 * // [undefined, 'die 2: 7 is not a face of a d6 (1 to 6)']
 */
export function checkFaces(entries: readonly string[], slots: readonly Slot[]): (string | undefined)[] {
  const count = Math.max(lastFilled(entries) + 1, slots.length > 0 ? 1 : 0);
  return Array.from({ length: Math.max(count, entries.length) }, (_, i) => {
    const entry = (entries[i] ?? '').trim();
    const slot = slots[i];
    const die = `die ${i + 1}`;
    if (!slot) {
      if (entry === '') return undefined;
      return `${die}: this roll needs ${slots.length} ${slots.length === 1 ? 'die' : 'dice'}, remove ${entry}`;
    }
    if (i >= count) return undefined;
    if (entry === '') return `${die}: enter the face of this d${slot.sides}`;
    if (!/^-?\d+$/.test(entry)) return `${die}: ${entry} is not a whole number`;
    const face = Number(entry);
    if (face < 1 || face > slot.sides)
      return `${die}: ${face} is not a face of a d${slot.sides} (1 to ${slot.sides})`;
    return undefined;
  });
}

/** The faces to resolve with: the entries up to the last filled one, as numbers (call after {@link checkFaces}). */
export function facesOf(entries: readonly string[]): number[] {
  const last = lastFilled(entries);
  return entries.slice(0, last + 1).map(Number);
}

/** The index of the last die with something entered, or -1. */
function lastFilled(entries: readonly string[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.trim() !== '') return i;
  return -1;
}
