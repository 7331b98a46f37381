import { DiceError } from '../errors.js';

/** One token of dice notation, with its 1-based position. */
export interface Token {
  readonly type: 'number' | 'word' | 'punct' | 'label' | 'comment' | 'unknown' | 'end';
  /** Lower-cased text (the original for labels and comments). */
  readonly text: string;
  /** The text as typed, for messages. */
  readonly raw: string;
  readonly at: number;
  /** The value of a number. */
  readonly value: number;
}

/** Words of the notation; a run of letters is split into these, longest first (`dl1` is `dl` `1`). */
const WORDS = [
  'floor',
  'ceil',
  'round',
  'abs',
  'min',
  'max',
  'kh',
  'kl',
  'dh',
  'dl',
  'df',
  'ro',
  'cs',
  'cf',
  'k',
  'd',
  'r',
  'f',
  'p',
];
const PUNCT2 = ['>=', '<='];
const PUNCT1 = '+-*/(){},%!><=';

/** Throws `invalid_notation` with the notation's path: every parse error goes through here. */
export function notationError(message: string, position?: number): never {
  throw new DiceError(
    'invalid_notation',
    message,
    [{ path: ['notation'], message }],
    position === undefined ? undefined : { position },
  );
}

/**
 * Splits notation into tokens. Letters are matched against the notation's words; anything else becomes an
 * `unknown` token that the parser reports in context ("Unexpected 'x' at 5, expected ...").
 *
 * @example
 * tokenize('4d6kh3').map((t) => t.text); // ['4', 'd', '6', 'kh', '3', '']
 */
export function tokenize(input: string): Token[] {
  const text = input.toLowerCase();
  const tokens: Token[] = [];
  let i = 0;
  const push = (type: Token['type'], start: number, end: number, value = 0, keep = false) =>
    tokens.push({
      type,
      text: keep ? input.slice(start, end) : text.slice(start, end),
      raw: input.slice(start, end),
      at: start + 1,
      value,
    });
  while (i < text.length) {
    const c = text[i]!;
    const code = text.charCodeAt(i);
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (code >= 48 && code <= 57) {
      const start = i;
      let value = 0;
      while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
        value = value * 10 + (text.charCodeAt(i) - 48);
        i++;
      }
      if (i - start > 10)
        notationError(`Number too large at ${start + 1}: ${text.slice(start, i)}`, start + 1);
      push('number', start, i, value);
    } else if (code >= 97 && code <= 122) {
      const word = WORDS.find((w) => text.startsWith(w, i));
      if (word) {
        push('word', i, i + word.length);
        i += word.length;
      } else {
        push('unknown', i, i + 1);
        i++;
      }
    } else if (c === '[') {
      const end = text.indexOf(']', i);
      if (end === -1) notationError(`\`[\` at ${i + 1}: a label needs its closing \`]\``, i + 1);
      tokens.push({
        type: 'label',
        text: input.slice(i + 1, end),
        raw: input.slice(i, end + 1),
        at: i + 1,
        value: 0,
      });
      i = end + 1;
    } else if (c === '#') {
      push('comment', i + 1, text.length, 0, true);
      i = text.length;
    } else if (PUNCT2.includes(text.slice(i, i + 2))) {
      push('punct', i, i + 2);
      i += 2;
    } else if (PUNCT1.includes(c)) {
      push('punct', i, i + 1);
      i++;
    } else {
      // One code point, so that an emoji is reported whole.
      const width = (input.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      push('unknown', i, i + width);
      i += width;
    }
  }
  tokens.push({ type: 'end', text: '', raw: '', at: text.length + 1, value: 0 });
  return tokens;
}
