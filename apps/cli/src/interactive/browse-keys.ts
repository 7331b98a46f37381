/**
 * @module
 * Keys while browsing the play (or tool) screen's form: move, change a row, add or remove list items, roll, play a
 * round, and open the dice prompt, the save prompt, the characters, the history and the help.
 */
import { addListItem, adjustRow, isRemovable, removeListItem, rowText, toggleRow } from '../form/edit.js';
import type { FormRow } from '../form/form-rows.js';
import { changeInput, openFollowUp, playRound, rollWhole } from './actions.js';
import { type KeyDeps, type KeyInfo, move, type Schema } from './key-info.js';
import { type PlayState, selection, startingInput } from './state.js';

/** One key while browsing: `rows` are the form's rows on screen, `row` the one under the cursor (if any). */
export function browseKey(
  state: PlayState,
  input: string,
  key: KeyInfo,
  deps: KeyDeps,
  { rows, row, schema }: { rows: FormRow[]; row: FormRow | undefined; schema: Schema },
): PlayState {
  const plain = { ...state, mode: 'browse' as const, draft: '' };
  delete (plain as { draftRow?: string }).draftRow;
  if (key.upArrow || (key.tab && key.shift)) return { ...plain, cursor: move(state.cursor, -1, rows.length) };
  if (key.downArrow || key.tab) return { ...plain, cursor: move(state.cursor, 1, rows.length) };
  if (row && (key.leftArrow || key.rightArrow)) {
    const adjusted = adjustRow(state.input, row, key.rightArrow ? 1 : -1, schema);
    return changeInput(plain, adjusted, deps, { run: `adjust:${state.cursor}` });
  }
  if (key.escape) return { ...plain, screen: 'tests' };
  // A tool has no dice, rounds or characters: its answer follows the form as it is edited.
  if (state.screen === 'tool' && (key.return || ('dnspfe'.includes(input) && input !== ''))) {
    return { ...plain, notice: 'A tool rolls nothing: its answer follows the form' };
  }
  if (key.return) return rollWhole(plain, deps);
  switch (input) {
    case 'q':
      deps.exit();
      return state;
    case ' ':
      if (row?.kind === 'number' || row?.kind === 'choice') return { ...plain, mode: 'adjust' };
      if (row?.kind === 'text' || row?.kind === 'json')
        return { ...plain, mode: 'edit', draft: rowText(row) };
      return row ? changeInput(plain, toggleRow(state.input, row, schema), deps) : state;
    case '+':
    case 'a': {
      const list = nearest(rows, state.cursor, (r) => r.kind === 'list');
      return list ? changeInput(plain, addListItem(state.input, list, schema), deps) : state;
    }
    case 'x': {
      const item = nearest(rows, state.cursor, isRemovable);
      if (!item) return state;
      // The cursor goes to the row before the removed one (the list, or the row above), never past the form.
      const at = Math.max(0, rows.indexOf(item) - 1);
      const what = `Removed ${item.field.label}`;
      const removed = {
        ...changeInput(plain, removeListItem(state.input, item), deps, { what }),
        cursor: at,
      };
      // During a play, a removal that changes the rules asks first (its notice is the question).
      return removed.mode === 'confirm' ? removed : { ...removed, notice: what };
    }
    case 'n':
      return playRound(plain, deps);
    case 'd':
      return { ...plain, mode: 'dice' };
    case 's':
      return { ...plain, mode: 'save', draft: '' };
    case 'p':
      return { ...plain, screen: 'presets', listCursor: 0 };
    case 'h':
      return { ...plain, screen: 'history', listCursor: 0 };
    case 'e': {
      const { test } = selection(state);
      const index = test.examples.length > 0 ? (state.exampleIndex + 1) % test.examples.length : 0;
      const example = test.examples[index];
      const what = example ? `Example: ${example.title}` : 'the reset to the defaults';
      return {
        ...changeInput(plain, startingInput(test, index), deps, { what }),
        exampleIndex: index,
        ...(example ? { notice: what } : {}),
      };
    }
    case 'f':
      return openFollowUp(plain, deps);
    case '?':
      return { ...plain, showHelp: !state.showHelp };
    default:
      return state;
  }
}

/** The row at the cursor, or its nearest enclosing row, that passes `test`. */
function nearest(
  rows: readonly FormRow[],
  cursor: number,
  test: (row: FormRow) => boolean,
): FormRow | undefined {
  let depth = Number.POSITIVE_INFINITY;
  for (let i = Math.min(cursor, rows.length - 1); i >= 0; i--) {
    const row = rows[i]!;
    if (row.depth >= depth) continue;
    if (test(row)) return row;
    depth = row.depth;
  }
  return undefined;
}
