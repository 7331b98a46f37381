/**
 * @module
 * The room screen's prompt lines as the terminal says them: the Request prompt's live check and a line's problem,
 * with a notation error's caret. Reading the lines is `@verdict/room`'s (`readRollLine`, `readRequestLine`).
 */
import type { Registry } from '@verdict/core';
import { DiceError } from '@verdict/dice';
import { REQUEST_HINT, readRequestLine, requestAsks, type TableMember } from '@verdict/room';
import { notationCaretLines } from '../../format/notation-caret.js';

/**
 * The Request prompt's live check (as the Roll prompt's odds): what the line asks of whom, or what is wrong with it,
 * before Enter sends it.
 *
 * @example
 * requestCheckText('d20-roll-under check value=12 to:Grog', registry, members); // 'Asks Grog to roll Check · Enter sends'
 */
export function requestCheckText(line: string, registry: Registry, members: readonly TableMember[]): string {
  if (line.trim() === '') return REQUEST_HINT;
  try {
    return `${requestAsks(readRequestLine(line, registry, members), registry, members)} · Enter sends`;
  } catch (error) {
    return problemText(error);
  }
}

/**
 * A prompt line's problem for its live check: the first line of the message, and for a notation error the notation
 * with a caret under its character and the did-you-mean, on lines of their own.
 *
 * @example
 * problemText(notationError); // "Unexpected 'o' at 3, expected ...\n  d2o\n    ^\n  Did you mean 'd20'?"
 */
export function problemText(error: unknown): string {
  const first = (error as Error).message.split('\n')[0]!;
  return error instanceof DiceError ? [first, ...notationCaretLines(error)].join('\n') : first;
}
