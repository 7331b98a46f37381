/**
 * @module
 * The undo key on the play screen. The steps are the play controller's (one stack): input edits (a run of typing in
 * one field is one step), and the terminal's own notes it keeps for it: faces cleared from the dice prompt, a
 * tool's input, a character deleted or replaced in the characters file. Here: the key, and putting back what a
 * step's `keep` holds (the cursor, the prompt, the tool's form, the character).
 */
import type { PlayUndoStep } from '@verdict/core';
import type { Character, CharacterStore } from '../characters.js';
import type { PlayDeps } from './actions.js';
import { inTextField } from './focus.js';
import type { Mode, PlayState, Screen } from './state.js';

/** What the terminal keeps with a step, to put back on undo. */
export type Kept =
  | {
      readonly kind: 'input';
      readonly screen: Screen;
      readonly cursor: number;
      readonly exampleIndex: number;
    }
  | {
      readonly kind: 'tool';
      readonly at: readonly [number, number];
      readonly input: unknown;
      readonly screen: Screen;
      readonly cursor: number;
    }
  | { readonly kind: 'draft'; readonly mode: Mode; readonly draft: string }
  | { readonly kind: 'character'; readonly character: Character };

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

/** A character deleted or replaced in the characters file, as a step undo brings it back from (on any test). */
export function noteCharacter(deps: PlayDeps, what: string, character: Character): void {
  const keep: Kept = { kind: 'character', character };
  deps.play.note(what, keep, { anyTest: true });
}

/** Takes back the newest step: the input (through the play's rules: a rules change asks first), faces, a character. */
export function undo(state: PlayState, deps: PlayDeps & { readonly store: CharacterStore }): PlayState {
  const step = deps.play.getSnapshot().undo.at(-1);
  if (!step) return { ...state, notice: 'Nothing to undo' };
  const kept = step.keep as Kept | undefined;
  if (kept?.kind === 'character') {
    try {
      deps.store.save(kept.character);
    } catch (error) {
      return { ...state, notice: `Not undone: ${(error as Error).message}` };
    }
    deps.play.undo();
    return { ...state, notice: `Undone: ${step.what}` };
  }
  const elsewhere = elsewhereTitle(state, deps, step, kept);
  if (elsewhere) return { ...state, notice: `The last change was to ${elsewhere}: open it to undo it` };
  deps.play.undo();
  const done = { ...state, notice: `Undone: ${step.what}` };
  if (kept?.kind === 'draft') return { ...done, screen: 'play', mode: kept.mode, draft: kept.draft };
  const { draftRow: _row, ...plain } = done;
  const at = kept ? { screen: kept.screen, cursor: kept.cursor } : {};
  const reset = { ...plain, ...at, mode: 'browse' as const, draft: '' };
  if (kept?.kind === 'tool') return { ...reset, toolInput: kept.input };
  const back = { ...reset, ...(kept?.kind === 'input' ? { exampleIndex: kept.exampleIndex } : {}) };
  // The input undone would change the rules of the play going on: the screen asks, as for any edit.
  if (!deps.play.getSnapshot().pending) return back;
  return {
    ...back,
    mode: 'confirm',
    notice: 'Undoing this changes the rules of the play: Enter restarts with it, Esc keeps playing',
  };
}

/** The test or tool a step belongs to when it is not the one on screen (it is undone there). */
function elsewhereTitle(
  state: PlayState,
  deps: PlayDeps,
  step: PlayUndoStep,
  kept: Kept | undefined,
): string | undefined {
  const system = state.manifest[state.systemIndex];
  if (kept?.kind === 'tool') {
    const [systemIndex, testIndex] = kept.at;
    const here =
      state.screen === 'tool' && systemIndex === state.systemIndex && testIndex === state.testIndex;
    if (here) return undefined;
    const owner = state.manifest[systemIndex];
    return owner?.tools[testIndex - owner.tests.length]?.title ?? 'another tool';
  }
  const snap = deps.play.getSnapshot().selection;
  const onTest = state.screen !== 'tool' && step.system === snap.system && step.test === snap.test;
  if (onTest) return undefined;
  const owner = state.manifest.find((s) => s.id === step.system) ?? system;
  return owner?.tests.find((t) => t.id === step.test)?.title ?? 'another test';
}
