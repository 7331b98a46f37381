/**
 * @module
 * Did-you-mean for dice notation: the small edits that turn a d20-like typo into notation that parses (`d2o` is
 * `d20`, `2x6` is `2d6`, `1d20+` is `1d20`, `2d` is `2d6`). Pure: each guess is checked by parsing it.
 */
import { parseExpression } from './grammar/parser.js';
import { rangeOf } from './grammar/range.js';

/** Characters typed for another that looks or sits alike: a letter O for zero, an l for one, an x for a d. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  o: '0',
  O: '0',
  l: '1',
  I: '1',
  x: 'd',
  X: 'd',
  '×': 'd',
};

const parses = (text: string) => {
  try {
    rangeOf(parseExpression(text).expr);
    return true;
  } catch {
    return false;
  }
};

/** Each look-alike at `index` (the character the error is about) and then everywhere, put right. */
function lookAlikeEdits(input: string, index: number): string[] {
  const edits: string[] = [];
  const at = input[index];
  if (at !== undefined && LOOK_ALIKES[at] !== undefined)
    edits.push(`${input.slice(0, index)}${LOOK_ALIKES[at]}${input.slice(index + 1)}`);
  edits.push([...input].map((char) => LOOK_ALIKES[char] ?? char).join(''));
  return edits;
}

/** At the end: dice with no sides get six (`2d` is `2d6`), a trailing operator goes (`1d20+` is `1d20`). */
function endEdits(input: string): string[] {
  const trimmed = input.trimEnd();
  const edits: string[] = [];
  if (/\d[dD]$|^[dD]$/.test(trimmed)) edits.push(`${trimmed}6`);
  const cut = trimmed.replace(/[\s+\-*/,(]+$/, '');
  if (cut !== trimmed && cut !== '') edits.push(cut);
  return edits;
}

/**
 * A notation that parses, made from `input` by a small edit at or after `position` (the 1-based character a parse
 * error is about); undefined when no such edit parses.
 *
 * @example
 * suggestNotation('d2o', 3); // 'd20'
 * suggestNotation('3d6kh5', 4); // undefined: no small edit says what was meant
 */
export function suggestNotation(input: string, position: number | undefined): string | undefined {
  if (typeof input !== 'string' || input.trim() === '') return undefined;
  const index = (position ?? input.length + 1) - 1;
  const atEnd = index >= input.trimEnd().length;
  const edits = [...lookAlikeEdits(input, index), ...(atEnd ? endEdits(input) : [])];
  return edits.find((edit) => edit !== input && parses(edit));
}
