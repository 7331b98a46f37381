/**
 * @module
 * The words of a line being completed, as the shell will pass them to `verdict`: quotes and backslashes removed, so
 * `--character 'Ol` completes as `Ol` does (the review's §3: a quoted partial word completed nothing).
 */

/** A word as the shell reads it, and where an unclosed quote opened in it (the shell completes after that quote). */
export interface ShellWord {
  readonly text: string;
  /** The length of `text` before an unclosed quote, when the word ends inside one (`name='Ol`: 5). */
  readonly openAt?: number;
}

/**
 * Splits a line at unquoted blanks and takes away its quoting ('…', "…", backslashes). A line ending in a blank ends
 * with an empty word (the word a TAB there completes).
 *
 * @example
 * shellWords("resolve x --character 'Olaf the" ); // [..., { text: '--character' }, { text: 'Olaf the', openAt: 0 }]
 */
export function shellWords(line: string): ShellWord[] {
  const words: ShellWord[] = [];
  let text = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  let openAt: number | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else text += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) text += line[++i];
      else text += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      openAt = text.length;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      text += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push({ text });
      text = '';
      inWord = false;
    } else {
      text += c;
      inWord = true;
    }
  }
  words.push(quote === undefined ? { text } : { text, openAt: openAt! });
  return words;
}

/**
 * The words `__complete` was given, as the shell will pass them: bash's script splits its line at blanks only, so
 * its words are joined and split again with their quotes; zsh gives each word as typed; fish gives the words before
 * the cursor already unquoted, and the current one as typed.
 */
export function completionWords(shell: string, words: readonly string[]): ShellWord[] {
  if (words.length === 0) return [{ text: '' }];
  if (shell === 'bash') return shellWords(words.join(' '));
  const last = (word: string) => shellWords(word).reduce(joinWords);
  if (shell === 'zsh') return words.map(last);
  return [...words.slice(0, -1).map((text) => ({ text })), last(words.at(-1)!)];
}

/** Two pieces of one word that held a quoted blank (zsh's `'Olaf the Bold'`): one word again. */
function joinWords(a: ShellWord, b: ShellWord): ShellWord {
  const text = `${a.text} ${b.text}`;
  return b.openAt === undefined ? { text } : { text, openAt: a.text.length + 1 + b.openAt };
}
