/**
 * @module
 * Keys on the play (or tool) screen: which mode takes the key (a prompt, a text field, the number adjuster, a
 * round's choices) before browsing does.
 */
import { rowText } from '../form/edit.js';
import { browseKey } from './browse-keys.js';
import { adjustKey, editKey, typeNumber } from './field-keys.js';
import { isTextRow, screenRows } from './focus.js';
import { altCommand, type KeyDeps, type KeyInfo, typed } from './key-info.js';
import { confirmKey, diceKey, saveKey } from './prompt-keys.js';
import { adjustChoice } from './round-choices.js';
import { currentForm, type PlayState } from './state.js';

/** One key on the play or tool screen. */
export function playKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  const { schema } = currentForm(state);
  // The GM's choices for the next round (a test whose rounds take them) follow the input's rows.
  const rows = screenRows(state);
  const row = rows[Math.min(state.cursor, rows.length - 1)];
  if (state.mode === 'confirm') return confirmKey(state, key, deps);
  if (state.mode === 'dice') return diceKey(state, input, key, deps);
  if (state.mode === 'save') return saveKey(state, input, key, deps);
  if (altCommand(input, key)) {
    return browseKey({ ...state, mode: 'browse', draft: '' }, input, {}, deps, { rows, row, schema });
  }
  if (row?.section === 'choices' && (key.leftArrow || key.rightArrow || input === ' ')) {
    return adjustChoice({ ...state, mode: 'browse', draft: '' }, row, key.leftArrow ? -1 : 1, deps);
  }
  // Other keys on a choice's row move, roll or play the round (the choices are no input to type into).
  if (row?.section === 'choices') return browseKey(state, input, key, deps, { rows, row: undefined, schema });
  if (state.mode === 'edit' && row) return editKey(state, input, key, row, schema, deps);
  // A text field under the cursor takes what is typed (letters are its text, never commands), and Backspace.
  if (isTextRow(row) && row && (typed(input, key) || key.backspace || key.delete)) {
    return editKey({ ...state, mode: 'edit', draft: rowText(row) }, input, key, row, schema, deps);
  }
  if (state.mode === 'adjust' && row) {
    const adjusted = adjustKey(state, input, key, row, schema, deps);
    if (adjusted) return adjusted;
  }
  if (row && row.kind === 'number' && /^[-0-9.]$/.test(input)) {
    return typeNumber(state, row, input, schema, deps);
  }
  // Terminals send DEL (0x7f) for Backspace, which Ink reports as delete.
  if (row && (key.backspace || key.delete) && row.kind === 'number')
    return typeNumber(state, row, '\b', schema, deps);
  return browseKey(state, input, key, deps, { rows, row, schema });
}
