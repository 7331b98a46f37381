import type { Character, CharacterStore } from '../characters.js';
import { changeInput, type PlayDeps } from './actions.js';
import { focusedRow, inTextField } from './focus.js';
import type { HistoryEntry, Mode, PlayState, Screen } from './state.js';

/**
 * One change `u` (Ctrl-Z in a text field) takes back: the input as it was (a removed row, a reset to an example, a
 * loaded character, a field's typing or deletions, a restart after a rules edit), faces cleared from the dice
 * prompt, or a character deleted or replaced in the characters file.
 */
export type UndoStep =
  | {
      readonly kind: 'input';
      readonly what: string;
      /** The keys it stands for (typing in one field), so that a run of them is one step. */
      readonly run?: string;
      readonly systemIndex: number;
      readonly testIndex: number;
      readonly screen: Screen;
      readonly input: unknown;
      readonly cursor: number;
      readonly exampleIndex: number;
      /** A play a restart filed as abandoned: undoing the restart resumes it and takes the entry back. */
      readonly play?: PlayState['play'];
      readonly result?: PlayState['result'];
      readonly abandoned?: HistoryEntry;
    }
  | {
      readonly kind: 'draft';
      readonly what: string;
      readonly run?: string;
      readonly systemIndex: number;
      readonly testIndex: number;
      readonly mode: Mode;
      readonly draft: string;
    }
  | { readonly kind: 'character'; readonly what: string; readonly character: Character };

/** Undo steps kept: enough for a sitting, bounded so a long one does not grow without end. */
const UNDO_LIMIT = 200;

/** `u` outside text fields, Ctrl-Z (or Alt-u) anywhere. */
export function isUndoKey(
  state: PlayState,
  input: string,
  key: { ctrl?: boolean; meta?: boolean; escape?: boolean },
): boolean {
  if (key.ctrl && input === 'z') return true;
  if (key.meta && !key.escape && input === 'u') return true;
  return input === 'u' && !key.ctrl && !key.meta && !inTextField(state);
}

/** How the undo key reads where the cursor is now: `u`, or Ctrl-Z inside a text field. */
export function undoKeyName(state: PlayState): string {
  return inTextField(state) ? 'Ctrl-Z' : 'u';
}

/** Adds a step (a character deleted or replaced: the file is changed at once, so the key's handler files it). */
export function pushUndo(state: PlayState, step: UndoStep): PlayState {
  return { ...state, undo: [...state.undo, step].slice(-UNDO_LIMIT) };
}

/**
 * The key classes whose runs make one step: typing into a field (or a prompt), deleting in it, adjusting it. Only
 * keys that typed or deleted text count as typing (a command letter outside a field is a step of its own).
 */
function runOf(prev: PlayState, next: PlayState, input: string, key: KeyLike): string | undefined {
  const text =
    next.mode === 'edit' || next.draftRow !== undefined || next.mode === 'dice' || next.mode === 'save';
  if ((key.backspace || key.delete) && text) return `delete:${prev.cursor}`;
  if (key.leftArrow || key.rightArrow || (prev.mode === 'adjust' && (key.upArrow || key.downArrow)))
    return `adjust:${prev.cursor}`;
  if (text && input.length === 1 && !key.ctrl && !key.meta && /^\P{Cc}$/u.test(input))
    return `type:${prev.cursor}`;
  return undefined;
}

interface KeyLike {
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly escape?: boolean;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
}

/**
 * Files what a key changed as an undo step, when it changed the input or cleared typed faces: a run of typing (or
 * deleting) in one field is one step. A key whose action announced itself ("Removed Modifier 1") gets the undo
 * key added to its notice.
 */
export function recordUndo(prev: PlayState, next: PlayState, input: string, key: KeyLike): PlayState {
  if (next === prev) return next;
  const run = runOf(prev, next, input, key);
  const step = stepFor(prev, next, key, run);
  let recorded = next;
  if (step) {
    const top = prev.undo.at(-1);
    const same = run !== undefined && prev.undoRun === run && top?.kind !== 'character' && top?.run === run;
    recorded = same ? next : pushUndo(next, step);
  }
  const { undoRun: _run, ...rest } = recorded;
  const out: PlayState = step && run ? { ...rest, undoRun: run } : rest;
  const filed = out.undo.length > prev.undo.length || (step !== undefined && out.undo !== prev.undo);
  if (filed && out.notice !== undefined && out.notice !== prev.notice && !out.notice.includes(' undoes'))
    return { ...out, notice: `${out.notice} · ${undoKeyName(out)} undoes` };
  return out;
}

function stepFor(
  prev: PlayState,
  next: PlayState,
  key: KeyLike,
  run: string | undefined,
): UndoStep | undefined {
  const editing = (screen: Screen) => screen === 'play' || screen === 'tool';
  const sameTest = prev.systemIndex === next.systemIndex && prev.testIndex === next.testIndex;
  if (
    sameTest &&
    next.input !== prev.input &&
    next.mode !== 'confirm' &&
    editing(next.screen) &&
    (editing(prev.screen) || prev.screen === 'presets')
  ) {
    const resumed = prev.play && !next.play && next.history.length > prev.history.length;
    return {
      kind: 'input',
      what: next.notice !== undefined && next.notice !== prev.notice ? next.notice : describeRun(prev, run),
      ...(run ? { run } : {}),
      systemIndex: prev.systemIndex,
      testIndex: prev.testIndex,
      screen: next.screen,
      input: prev.input,
      cursor: prev.cursor,
      exampleIndex: prev.exampleIndex,
      ...(resumed ? { play: prev.play, result: prev.result, abandoned: next.history[0] } : {}),
    };
  }
  const prompt = prev.mode === 'dice' || prev.mode === 'save';
  if (!prompt || prev.draft === '') return undefined;
  const deleted =
    next.mode === prev.mode && next.draft.length < prev.draft.length && prev.draft.startsWith(next.draft);
  const cleared = key.escape && next.mode === 'browse';
  if (!deleted && !cleared) return undefined;
  return {
    kind: 'draft',
    what: cleared ? 'the cleared faces' : 'the deleted characters',
    ...(deleted && run ? { run } : {}),
    systemIndex: prev.systemIndex,
    testIndex: prev.testIndex,
    mode: prev.mode,
    draft: prev.draft,
  };
}

function describeRun(state: PlayState, run: string | undefined): string {
  const label = focusedRow(state)?.field.label ?? 'the field';
  if (run?.startsWith('type:')) return `typing in ${label}`;
  if (run?.startsWith('delete:')) return `deleting in ${label}`;
  if (run?.startsWith('adjust:')) return `the change to ${label}`;
  return 'the last change';
}

/** Takes back the newest step: the input (through the play's rules: a rules change asks first), faces, a character. */
export function undo(state: PlayState, deps: PlayDeps & { readonly store: CharacterStore }): PlayState {
  const step = state.undo.at(-1);
  if (!step) return { ...state, notice: 'Nothing to undo' };
  const { undoRun: _run, ...base } = { ...state, undo: state.undo.slice(0, -1) };
  if (step.kind === 'character') {
    try {
      deps.store.save(step.character);
    } catch (error) {
      return { ...state, notice: `Not undone: ${(error as Error).message}` };
    }
    return { ...base, notice: `Undone: ${step.what}` };
  }
  if (step.systemIndex !== state.systemIndex || step.testIndex !== state.testIndex) {
    const system = state.manifest[step.systemIndex];
    const title =
      system?.tests[step.testIndex]?.title ?? system?.tools[step.testIndex]?.title ?? 'another test';
    return { ...state, notice: `The last change was to ${title}: open it to undo it` };
  }
  if (step.kind === 'draft') {
    return { ...base, screen: 'play', mode: step.mode, draft: step.draft, notice: `Undone: ${step.what}` };
  }
  const { draftRow: _row, pending: _pending, ...plain } = base;
  const at = { ...plain, screen: step.screen, cursor: step.cursor, exampleIndex: step.exampleIndex };
  const reset = { ...at, mode: 'browse' as const, draft: '' };
  if (step.play && !state.play) {
    // Undoing a restart: the old play goes on, and is no longer in the history as abandoned.
    // The entry may have been stamped with its time since (a new object): the first like it goes.
    const same = (entry: HistoryEntry) => {
      const { at: _at, ...rest } = entry;
      return JSON.stringify(rest) === JSON.stringify(step.abandoned);
    };
    const gone = state.history.findIndex((entry) => entry === step.abandoned || same(entry));
    const history = state.history.filter((_entry, i) => i !== gone);
    return {
      ...reset,
      input: step.input,
      play: step.play,
      ...(step.result ? { result: step.result } : {}),
      history,
      notice: `Undone: ${step.what}`,
    };
  }
  const next = changeInput(reset, step.input, deps);
  if (next.mode === 'confirm') return next;
  return { ...next, notice: `Undone: ${step.what}` };
}
