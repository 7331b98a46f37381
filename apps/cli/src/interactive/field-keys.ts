/**
 * @module
 * Keys that change the field under the cursor: typing into a text field, typing a number, and the number adjuster
 * (Space on a number or choice; arrows step it).
 */
import { adjustRow, rowText, setRowText } from '../form/edit.js';
import type { FormRow } from '../form/form-rows.js';
import { changeInput, type PlayDeps } from './actions.js';
import type { KeyInfo, Schema } from './key-info.js';
import type { PlayState } from './state.js';

/**
 * A key in the number adjuster: ↑/↓ step by 1, PgUp/PgDn by 10, Esc, Enter, Tab or Space leave it. Undefined for
 * any other key, which the play screen then handles as outside the adjuster.
 */
export function adjustKey(
  state: PlayState,
  input: string,
  key: KeyInfo,
  row: FormRow,
  schema: Schema,
  deps: PlayDeps,
): PlayState | undefined {
  if (key.upArrow || key.downArrow)
    return changeInput(state, adjustRow(state.input, row, key.upArrow ? 1 : -1, schema), deps, {
      run: `adjust:${state.cursor}`,
    });
  if (key.pageUp || key.pageDown)
    return changeInput(state, adjustRow(state.input, row, key.pageUp ? 10 : -10, schema), deps);
  if (key.escape || key.return || key.tab || input === ' ') return { ...state, mode: 'browse' };
  return undefined;
}

/** A digit, sign or point typed on a number's row (`\b`: Backspace): the row's draft, applied as it is typed. */
export function typeNumber(
  state: PlayState,
  row: FormRow,
  char: string,
  schema: Schema,
  deps: PlayDeps,
): PlayState {
  const id = row.id;
  const current = state.draftRow === id ? state.draft : '';
  const draft =
    char === '\b' ? (state.draftRow === id ? current : rowText(row)).slice(0, -1) : current + char;
  const run = `${char === '\b' ? 'delete' : 'type'}:${state.cursor}`;
  const next = changeInput(state, setRowText(state.input, row, draft, schema), deps, { run });
  return next.mode === 'confirm' ? next : { ...next, draft, draftRow: id };
}

/** A key while a text field is edited: typing and Backspace change it; Enter, Esc, Tab or an arrow leave it. */
export function editKey(
  state: PlayState,
  input: string,
  key: KeyInfo,
  row: FormRow,
  schema: Schema,
  deps: PlayDeps,
): PlayState {
  if (key.return || key.escape || key.tab || key.upArrow || key.downArrow)
    return { ...state, mode: 'browse', draft: '' };
  let draft = state.draft;
  const deleting = key.backspace || key.delete;
  if (deleting) draft = draft.slice(0, -1);
  else if (input && !key.ctrl && !key.meta) draft += input;
  else return state;
  const run = `${deleting ? 'delete' : 'type'}:${state.cursor}`;
  const next = changeInput(state, setRowText(state.input, row, draft, schema), deps, { run });
  return next.mode === 'confirm' ? next : { ...next, draft };
}
