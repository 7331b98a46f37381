import type { KeyInfo } from './key-info.js';

/**
 * Splits a burst of typed text (a paste, or keys sent together such as `15` then Enter) into one key
 * per character, so each goes through {@link handleKey}: Ink reports such a burst as one input.
 */
export function splitKeys(input: string, key: KeyInfo): [string, KeyInfo][] {
  const chars = [...input];
  const special = key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.escape || key.ctrl;
  if (chars.length <= 1 || special) return [[input, key]];
  return chars.map((char): [string, KeyInfo] => {
    if (char === '\r' || char === '\n') return ['', { return: true }];
    if (char === '\t') return ['', { tab: true }];
    if (char === '\u007F' || char === '\b') return ['', { backspace: true }];
    // A Ctrl+letter sent with text (tmux send-keys '8 5' C-n): the letter, with ctrl, as Ink reports it alone.
    const code = char.codePointAt(0)!;
    if (code >= 1 && code <= 26) return [String.fromCharCode(code + 96), { ctrl: true }];
    return [char, {}];
  });
}
