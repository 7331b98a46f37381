/**
 * @module
 * Dice faces a person rolled at the table, typed as text ("4 2 6" or "4, 2, 6"), for a form that enters them (a
 * room's next round, a roll): each face a whole number, or the sentence naming the die that is not.
 */

/** The faces typed, in order, or why not (the die by its place, what was typed). */
export type FacesRead =
  | { readonly ok: true; readonly faces: readonly number[] }
  | { readonly ok: false; readonly problem: string };

/**
 * Reads faces from text: whole numbers separated by spaces or commas. Whether each fits its die is the test's to
 * say (the engine checks entered dice); an empty text is no faces.
 *
 * @example
 * readFaces('4, 2 6'); // { ok: true, faces: [4, 2, 6] }
 * readFaces('4 x'); // { ok: false, problem: "Die 2: expected a whole number, got 'x'" }
 */
export function readFaces(text: string): FacesRead {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const bad = parts.findIndex((part) => !/^-?\d{1,9}$/.test(part));
  if (bad >= 0) return { ok: false, problem: `Die ${bad + 1}: expected a whole number, got '${parts[bad]}'` };
  return { ok: true, faces: parts.map(Number) };
}
