import { type FormRow, formRows } from '../form/form-rows.js';
import { choiceRows } from './round-choices.js';
import { currentForm, type PlayState } from './state.js';

/** The rows of the form on screen: the input's, then the GM's choices for the next round (a test that takes them). */
export function screenRows(state: PlayState): FormRow[] {
  const { schema, hints } = currentForm(state);
  return [...formRows(schema, state.input, { hints }), ...choiceRows(state)];
}

/** The row under the cursor on the play or tool screen. */
export function focusedRow(state: PlayState): FormRow | undefined {
  if (state.screen !== 'play' && state.screen !== 'tool') return undefined;
  const rows = screenRows(state);
  return rows[Math.min(state.cursor, rows.length - 1)];
}

/** Rows whose value is typed text (a name, a label, free JSON): letters typed there are the field's. */
export function isTextRow(row: FormRow | undefined): boolean {
  return row !== undefined && row.section !== 'choices' && (row.kind === 'text' || row.kind === 'json');
}

/**
 * Whether the keys typed now go into a text: a text field being edited or under the cursor, the dice prompt or a
 * character's name. There letters are never commands (Alt+letter and Ctrl keys still are).
 */
export function inTextField(state: PlayState): boolean {
  if (state.mode === 'edit' || state.mode === 'dice' || state.mode === 'save') return true;
  return state.mode === 'browse' && isTextRow(focusedRow(state));
}
