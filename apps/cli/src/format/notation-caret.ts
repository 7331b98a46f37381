/**
 * @module
 * A notation error's lines under its message: the notation as typed, a caret under the character the error is
 * about, and @verdict/dice's did-you-mean when a small edit of a typo parses (`d2o`: `d20`).
 */
import { terminalText } from './terminal-text.js';

/** What @verdict/dice's notation error carries. */
export interface NotationMistake {
  readonly notation?: string;
  readonly position?: number;
  readonly suggestion?: string;
}

/**
 * The lines, each indented by `indent`; none when the error carries no notation. A notation with a control
 * character is shown escaped, and then without a caret (its characters no longer line up).
 *
 * @example
 * notationCaretLines({ notation: 'd2o', position: 3, suggestion: 'd20' }); // ['  d2o', '    ^', "  Did you mean 'd20'?"]
 */
export function notationCaretLines(mistake: NotationMistake, indent = '  '): string[] {
  const { notation, position, suggestion } = mistake;
  if (notation === undefined) return [];
  const shown = terminalText(notation);
  const lines = [`${indent}${shown}`];
  if (position !== undefined && shown === notation) lines.push(`${indent}${' '.repeat(position - 1)}^`);
  if (suggestion !== undefined) lines.push(`${indent}Did you mean '${terminalText(suggestion)}'?`);
  return lines;
}
