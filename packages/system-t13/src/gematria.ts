/** Letter values; digraphs are matched before single letters. */
const DIGRAPHS: Readonly<Record<string, number>> = {
  bh: 2,
  gh: 3,
  sh: 3,
  ch: 8,
  ph: 8,
  th: 9,
  ts: 9,
  tz: 9,
};

const LETTERS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      [1, 'aijqy'],
      [2, 'bckr'],
      [3, 'gl'],
      [4, 'dmt'],
      [5, 'en'],
      [6, 'suvwx'],
      [7, 'oz'],
      [8, 'fhp'],
    ] as const
  ).flatMap(([value, letters]) => [...letters].map((letter) => [letter, value])),
);

/** The names of the Geometries 1 to 13 (index 0 is Geometry 1). */
export const GEOMETRY_NAMES = [
  'Circle',
  'Half-Moon',
  'Triangle',
  'Square',
  'Pentagon',
  'Hexagon',
  'Heptagon',
  'Octagon',
  'Nonagon',
  'Decagon',
  'Undecagon',
  'Dodecagon',
  'Triskaidecagon',
] as const;

/** One letter (or digraph) of a name and its value. */
export interface GematriaLetter {
  readonly letters: string;
  readonly value: number;
}

/**
 * The Gematria letters of a text: digraphs (Bh, Ch, Gh, Ph, Sh, Th, Ts, Tz) before single letters, any case;
 * other characters count 0 and are left out.
 *
 * @example
 * gematriaLetters('Desi'); // [{ letters: 'D', value: 4 }, { letters: 'e', value: 5 }, ...]
 */
export function gematriaLetters(text: string): GematriaLetter[] {
  const out: GematriaLetter[] = [];
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; ) {
    const pair = DIGRAPHS[lower.slice(i, i + 2)];
    if (pair !== undefined) {
      out.push({ letters: text.slice(i, i + 2), value: pair });
      i += 2;
      continue;
    }
    const single = LETTERS[lower[i]!];
    if (single !== undefined) out.push({ letters: text[i]!, value: single });
    i += 1;
  }
  return out;
}

/**
 * The sum of a text's letter values.
 *
 * @example
 * gematriaValue('Desi'); // 16
 */
export function gematriaValue(text: string): number {
  return gematriaLetters(text).reduce((sum, letter) => sum + letter.value, 0);
}

/**
 * Collapses a number to 1-13: while it is above 13, it is replaced by the sum of its digits.
 *
 * @example
 * collapse(24); // 6
 * collapse(99); // 9 (99 -> 18 -> 9)
 */
export function collapse(n: number): number {
  let value = Math.trunc(n);
  while (value > 13) {
    let sum = 0;
    for (const digit of String(value)) sum += Number(digit);
    value = sum;
  }
  return value;
}

/**
 * A Character's Geometry: the collapse of the sum of the letters of the name they go by (0 for a name
 * without letters).
 *
 * @example
 * geometryOf('Desi'); // 7
 */
export function geometryOf(name: string): number {
  return collapse(gematriaValue(name));
}

/**
 * The name of a Geometry from 1 to 13.
 *
 * @example
 * geometryName(7); // 'Heptagon'
 */
export function geometryName(geometry: number): string {
  const name = GEOMETRY_NAMES[geometry - 1];
  if (name === undefined) throw new RangeError(`Expected a Geometry from 1 to 13, got ${geometry}`);
  return name;
}

/**
 * A Geometry given as a number (1-13) or as a name to compute it from.
 *
 * @example
 * resolveGeometry('Desi'); // { geometry: 7, name: 'Heptagon', from: 'Desi' }
 */
export function resolveGeometry(given: number | string): { geometry: number; name: string; from?: string } {
  if (typeof given === 'number') return { geometry: given, name: geometryName(given) };
  const geometry = geometryOf(given);
  return { geometry, name: geometryName(geometry), from: given };
}
