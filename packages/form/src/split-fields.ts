import { FieldPairError } from './text.js';

/**
 * Splits one line of `field=value` pairs into pairs, as a shell would: spaces separate pairs, and single or
 * double quotes keep spaces inside a value (`modifiers.0.label='poor tackle'`). A value may also run on
 * until the next `name=` (`name=Olaf the Bold value=12`), so quotes are only needed for values holding `=`.
 * For chat frontends (Discord's one `fields` option), where there is no shell to split the words.
 *
 * @example
 * splitFieldText("value=12 modifiers.0.label='poor tackle'"); // ['value=12', 'modifiers.0.label=poor tackle']
 */
export function splitFieldText(text: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | undefined;
  let started = false;
  for (const char of text) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quote !== undefined) {
    throw new FieldPairError(`Unclosed ${quote} in '${text}': close the quote around the value`);
  }
  if (started) words.push(current);
  return joinBareWords(words);
}

/** Glues a word without `=` onto the pair before it, so `name=Olaf the Bold` stays one value. */
function joinBareWords(words: readonly string[]): string[] {
  const pairs: string[] = [];
  for (const word of words) {
    const last = pairs.length - 1;
    if (!word.includes('=') && last >= 0) pairs[last] = `${pairs[last]} ${word}`;
    else pairs.push(word);
  }
  return pairs;
}
