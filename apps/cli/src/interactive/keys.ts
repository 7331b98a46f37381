import { basename } from 'node:path';
import { parseDiceFaces } from '../args.js';
import type { Character, CharacterStore } from '../characters.js';
import { describeFailure } from '../errors.js';
import {
  addListItem,
  adjustRow,
  isRemovable,
  removeListItem,
  rowText,
  setRowText,
  toggleRow,
} from '../form/edit.js';
import type { FormRow } from '../form/form-rows.js';
import {
  changeInput,
  confirmRestart,
  keepPlaying,
  ongoing,
  openFollowUp,
  type PlayDeps,
  playRound,
  rollWhole,
} from './actions.js';
import { isTextRow, screenRows } from './focus.js';
import { adjustChoice } from './round-choices.js';
import { currentForm, openTest, openTool, type PlayState, selection, startingInput } from './state.js';
import { isUndoKey, pushUndo, recordUndo, undo } from './undo.js';

/** The keys Ink reports (a subset of its `Key`). */
export interface KeyInfo {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly tab?: boolean;
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  /** Alt (or Esc before the key, as terminals send Alt): Alt+letter runs a command even inside a text field. */
  readonly meta?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
}

/** A test's input schema, from the manifest. */
type Schema = Record<string, unknown>;

/** Everything a key may use besides the state. */
export interface KeyDeps extends PlayDeps {
  readonly store: CharacterStore;
  readonly exit: () => void;
  /**
   * The result panel as last drawn: its lines, the lines it has room for and the first shown (PgUp/PgDn scroll it).
   */
  readonly resultView?: () => { lines: number; room: number; start: number } | undefined;
}

/**
 * The interactive screen's whole behaviour: one key in, the next state out. Plain data, so it is
 * tested without a terminal, and batched keys (a paste, tmux send-keys) never see a stale state.
 */
export function handleKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.ctrl && input === 'c') {
    deps.exit();
    return state;
  }
  if (isUndoKey(state, input, key)) return undo(state, deps);
  // PgUp/PgDn scroll the result panel (outside the number adjuster, where they step by 10).
  if ((key.pageUp || key.pageDown) && state.screen === 'play' && state.mode !== 'adjust') {
    return scrollResult(state, key.pageUp ? -1 : 1, deps);
  }
  const next = applyKey(state, input, key, deps);
  // A new result is read from its start (a play going on: from its newest round).
  const shown = next.result === state.result ? next : withoutScroll(next);
  return recordUndo(state, shown, input, key);
}

function withoutScroll(state: PlayState): PlayState {
  const { resultScroll: _scroll, ...rest } = state;
  return rest;
}

function scrollResult(state: PlayState, direction: number, deps: KeyDeps): PlayState {
  const view = deps.resultView?.();
  if (!view) return state;
  const page = Math.max(1, view.room - 1);
  const top = Math.max(0, view.lines - view.room);
  const from = Math.min(state.resultScroll ?? view.start, top);
  return { ...state, resultScroll: Math.min(top, Math.max(0, from + direction * page)) };
}

function applyKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (state.screen === 'play' || state.screen === 'tool') return playKey(state, input, key, deps);
  if (input === 'q' && !key.ctrl) {
    deps.exit();
    return state;
  }
  if (state.screen === 'systems') return systemsKey(state, input, key);
  if (state.screen === 'tests') return testsKey(state, input, key);
  if (state.screen === 'history') return historyKey(state, key);
  return presetsKey(state, input, key, deps);
}

function move(index: number, delta: number, length: number): number {
  return Math.min(Math.max(0, index + delta), Math.max(0, length - 1));
}

function systemsKey(state: PlayState, _input: string, key: KeyInfo): PlayState {
  if (key.upArrow || key.downArrow) {
    return { ...state, systemIndex: move(state.systemIndex, key.upArrow ? -1 : 1, state.manifest.length) };
  }
  if (key.return || key.rightArrow) return { ...state, screen: 'tests', testIndex: 0 };
  return state;
}

function testsKey(state: PlayState, _input: string, key: KeyInfo): PlayState {
  const { system } = selection(state);
  const count = system.tests.length + system.tools.length;
  if (key.upArrow || key.downArrow) {
    return { ...state, testIndex: move(state.testIndex, key.upArrow ? -1 : 1, count) };
  }
  if (key.escape || key.leftArrow) return { ...state, screen: 'systems' };
  if (key.return || key.rightArrow) {
    return state.testIndex < system.tests.length
      ? openTest(state, state.systemIndex, state.testIndex)
      : openTool(state, state.testIndex - system.tests.length);
  }
  return state;
}

function historyKey(state: PlayState, key: KeyInfo): PlayState {
  if (key.upArrow || key.downArrow) {
    const count = state.history.length + state.past.length;
    return { ...state, listCursor: move(state.listCursor, key.upArrow ? -1 : 1, count) };
  }
  if (key.escape || key.leftArrow || key.return) return { ...state, screen: 'play' };
  return state;
}

function presetsKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  const { system, test } = selection(state);
  const presets = safeForTest(deps.store, system.id, test.id);
  if (key.upArrow || key.downArrow) {
    return { ...state, listCursor: move(state.listCursor, key.upArrow ? -1 : 1, presets.length) };
  }
  const chosen = presets[state.listCursor];
  if (key.return && chosen) {
    return {
      ...openTest(state, state.systemIndex, state.testIndex, chosen.input),
      notice: `Loaded ${chosen.name}`,
    };
  }
  if ((input === 'x' || key.delete) && chosen) {
    try {
      deps.store.remove(chosen);
    } catch (error) {
      return { ...state, notice: `Not removed: ${(error as Error).message}` };
    }
    return pushUndo(
      {
        ...state,
        listCursor: move(state.listCursor, 0, presets.length - 1),
        notice: `Removed ${chosen.name}`,
      },
      { kind: 'character', what: `removing ${chosen.name}`, character: chosen },
    );
  }
  if (key.escape || key.leftArrow) return { ...state, screen: 'play' };
  return state;
}

/** Alt+letter (Esc then the letter): a command, wherever the cursor is (a text field too). */
function altCommand(input: string, key: KeyInfo): boolean {
  return Boolean(key.meta) && !key.escape && /^[a-z?+]$/.test(input);
}

/** A printable character typed (Space included: a focused text field takes it like any letter). */
function typed(input: string, key: KeyInfo): boolean {
  return input.length === 1 && !key.ctrl && !key.meta && /^\P{Cc}$/u.test(input);
}

function playKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  const { schema } = currentForm(state);
  // The GM's choices for the next round (a test whose rounds take them) follow the input's rows.
  const rows = screenRows(state);
  const row = rows[Math.min(state.cursor, rows.length - 1)];
  if (state.mode === 'confirm') return confirmKey(state, key);
  if (state.mode === 'dice') return diceKey(state, input, key, deps);
  if (state.mode === 'save') return saveKey(state, input, key, deps);
  if (altCommand(input, key)) {
    return browseKey({ ...state, mode: 'browse', draft: '' }, input, {}, deps, { rows, row, schema });
  }
  if (row?.section === 'choices' && (key.leftArrow || key.rightArrow || input === ' ')) {
    return adjustChoice({ ...state, mode: 'browse', draft: '' }, row, key.leftArrow ? -1 : 1);
  }
  // Other keys on a choice's row move, roll or play the round (the choices are no input to type into).
  if (row?.section === 'choices') return browseKey(state, input, key, deps, { rows, row: undefined, schema });
  if (state.mode === 'edit' && row) return editKey(state, input, key, row, schema, deps);
  // A text field under the cursor takes what is typed (letters are its text, never commands), and Backspace.
  if (isTextRow(row) && row && (typed(input, key) || key.backspace || key.delete)) {
    return editKey({ ...state, mode: 'edit', draft: rowText(row) }, input, key, row, schema, deps);
  }
  if (state.mode === 'adjust' && row) {
    if (key.upArrow || key.downArrow)
      return changeInput(state, adjustRow(state.input, row, key.upArrow ? 1 : -1, schema), deps);
    if (key.pageUp || key.pageDown)
      return changeInput(state, adjustRow(state.input, row, key.pageUp ? 10 : -10, schema), deps);
    if (key.escape || key.return || key.tab || input === ' ') return { ...state, mode: 'browse' };
  }
  if (row && row.kind === 'number' && /^[-0-9.]$/.test(input)) {
    return typeNumber(state, row, input, schema, deps);
  }
  // Terminals send DEL (0x7f) for Backspace, which Ink reports as delete.
  if (row && (key.backspace || key.delete) && row.kind === 'number')
    return typeNumber(state, row, '\b', schema, deps);
  return browseKey(state, input, key, deps, { rows, row, schema });
}

function browseKey(
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
  if (row && (key.leftArrow || key.rightArrow))
    return changeInput(plain, adjustRow(state.input, row, key.rightArrow ? 1 : -1, schema), deps);
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
      const removed = changeInput({ ...plain, cursor: at }, removeListItem(state.input, item), deps);
      // During a play, a removal that changes the rules asks first (its notice is the question).
      return removed.mode === 'confirm' ? removed : { ...removed, notice: `Removed ${item.field.label}` };
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
      return {
        ...changeInput(plain, startingInput(test, index), deps),
        exampleIndex: index,
        ...(example ? { notice: `Example: ${example.title}` } : {}),
      };
    }
    case 'f':
      return openFollowUp(plain);
    case '?':
      return { ...plain, showHelp: !state.showHelp };
    default:
      return state;
  }
}

function typeNumber(state: PlayState, row: FormRow, char: string, schema: Schema, deps: PlayDeps): PlayState {
  const id = row.id;
  const current = state.draftRow === id ? state.draft : '';
  const draft =
    char === '\b' ? (state.draftRow === id ? current : rowText(row)).slice(0, -1) : current + char;
  const next = changeInput(state, setRowText(state.input, row, draft, schema), deps);
  return next.mode === 'confirm' ? next : { ...next, draft, draftRow: id };
}

function editKey(
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
  if (key.backspace || key.delete) draft = draft.slice(0, -1);
  else if (input && !key.ctrl && !key.meta) draft += input;
  else return state;
  const next = changeInput(state, setRowText(state.input, row, draft, schema), deps);
  return next.mode === 'confirm' ? next : { ...next, draft };
}

function diceKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.escape) {
    const cleared = state.draft.trim() === '' ? {} : { notice: `Cleared the faces ${state.draft.trim()}` };
    return { ...state, mode: 'browse', draft: '', ...cleared };
  }
  if (key.backspace || key.delete) return { ...state, draft: state.draft.slice(0, -1) };
  // The prompt is a text field: a letter is typed into it (and refused as a face); one round takes Ctrl-N or Alt-n.
  const oneRound = input === 'n' && (key.ctrl || key.meta);
  if (key.return || oneRound) {
    let faces: number[];
    try {
      faces = parseDiceFaces(state.draft);
    } catch (error) {
      return {
        ...state,
        result: { ...state.result, error: describeFailure(error).message.replace('--dice: ', '') },
      };
    }
    const done = { ...state, mode: 'browse' as const, draft: '' };
    const next = oneRound || ongoing(state) ? playRound(done, deps, faces) : rollWhole(done, deps, faces);
    // A refused roll keeps the faces typed, to correct them.
    return next.result?.error ? { ...next, mode: 'dice', draft: state.draft } : next;
  }
  if (input && !key.ctrl && !key.meta && /^\P{Cc}+$/u.test(input))
    return { ...state, draft: state.draft + input };
  return state;
}

/** The question after an edit that changes the rules of the play going on: Enter restarts, Esc keeps playing. */
function confirmKey(state: PlayState, key: KeyInfo): PlayState {
  if (key.return) return confirmRestart(state);
  if (key.escape) return keepPlaying(state);
  return state;
}

function saveKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.escape) return { ...state, mode: 'browse', draft: '' };
  if (key.backspace || key.delete) return { ...state, draft: state.draft.slice(0, -1) };
  if (key.return) {
    const name = state.draft.trim();
    if (!name) return { ...state, notice: 'Type a name first (for example "Olaf: Fishing 12")' };
    const { system, test } = selection(state);
    // Saving over a character of the same name replaces it: undo brings the old one back.
    const old = safeForTest(deps.store, system.id, test.id).find((c) => c.name === name);
    let moved: string | undefined;
    try {
      moved = deps.store.save({ name, system: system.id, test: test.id, input: state.input }).movedTo;
    } catch (error) {
      return { ...state, mode: 'browse', draft: '', notice: `Not saved: ${(error as Error).message}` };
    }
    const saved = {
      ...state,
      mode: 'browse' as const,
      draft: '',
      notice: moved
        ? `Saved ${name} (the damaged file is kept as ${basename(moved)})`
        : `Saved ${name} to ${deps.store.file}${old ? ', replacing the old one' : ''}`,
    };
    return old ? pushUndo(saved, { kind: 'character', what: `replacing ${name}`, character: old }) : saved;
  }
  if (input && !key.ctrl && !key.meta) return { ...state, draft: state.draft + input };
  return state;
}

/** The characters saved for a test; none when the file is damaged (the screen names the file and what is wrong). */
export function safeForTest(store: CharacterStore, system: string, test: string): Character[] {
  try {
    return store.forTest(system, test);
  } catch {
    return [];
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

export { splitKeys } from './split-keys.js';
