/**
 * @module
 * Keys in the play screen's prompts: the dice prompt (faces to roll with), the save prompt (a character's name) and
 * the question after an edit that changes the rules of the play going on.
 */
import { basename } from 'node:path';
import { parseDiceFaces } from '../args.js';
import { describeFailure } from '../errors.js';
import { confirmRestart, keepPlaying, playRound, rollWhole } from './actions.js';
import type { KeyDeps, KeyInfo } from './key-info.js';
import { safeForTest } from './list-screen-keys.js';
import { type PlayState, selection } from './state.js';
import { type Kept, noteCharacter } from './undo.js';

/** Characters deleted from a prompt (a run of them is one undo step), or the prompt cleared: undo types them back. */
function notePrompt(state: PlayState, deps: KeyDeps, what: string, run?: string): void {
  const keep: Kept = { kind: 'draft', mode: state.mode, draft: state.draft };
  if (state.draft !== '') deps.play.note(what, keep, run === undefined ? {} : { run });
}

/** The dice prompt: faces typed, then Enter rolls (or plays a round) with them; Esc clears it. */
export function diceKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.escape) {
    notePrompt(state, deps, 'the cleared faces');
    const cleared = state.draft.trim() === '' ? {} : { notice: `Cleared the faces ${state.draft.trim()}` };
    return { ...state, mode: 'browse', draft: '', ...cleared };
  }
  if (key.backspace || key.delete) {
    notePrompt(state, deps, 'the deleted characters', 'delete:prompt');
    return { ...state, draft: state.draft.slice(0, -1) };
  }
  // The prompt is a text field: a letter is typed into it (and refused as a face); one round takes Ctrl-N or Alt-n.
  const oneRound = input === 'n' && (key.ctrl || key.meta);
  if (key.return || oneRound) {
    let faces: number[];
    try {
      faces = parseDiceFaces(state.draft);
    } catch (error) {
      return { ...state, promptError: describeFailure(error).message.replace('--dice: ', '') };
    }
    const done = { ...state, mode: 'browse' as const, draft: '' };
    const next =
      oneRound || deps.play.ongoing() ? playRound(done, deps, faces) : rollWhole(done, deps, faces);
    // A refused roll keeps the faces typed, to correct them.
    const view = deps.play.getSnapshot().view;
    const refused = view.kind === 'problem' || (view.kind === 'playing' && view.error !== undefined);
    return refused ? { ...next, mode: 'dice', draft: state.draft } : next;
  }
  if (input && !key.ctrl && !key.meta && /^\P{Cc}+$/u.test(input))
    return { ...state, draft: state.draft + input };
  return state;
}

/** The question after an edit that changes the rules of the play going on: Enter restarts, Esc keeps playing. */
export function confirmKey(state: PlayState, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.return) return confirmRestart(state, deps);
  if (key.escape) return keepPlaying(state, deps);
  return state;
}

/** The save prompt: a name typed, then Enter saves the form as that character; Esc leaves it. */
export function saveKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.escape) {
    notePrompt(state, deps, 'the cleared faces');
    return { ...state, mode: 'browse', draft: '' };
  }
  if (key.backspace || key.delete) {
    notePrompt(state, deps, 'the deleted characters', 'delete:prompt');
    return { ...state, draft: state.draft.slice(0, -1) };
  }
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
    if (old) noteCharacter(deps, `replacing ${name}`, old);
    return {
      ...state,
      mode: 'browse' as const,
      draft: '',
      notice: moved
        ? `Saved ${name} (the damaged file is kept as ${basename(moved)})`
        : `Saved ${name} to ${deps.store.file}${old ? ', replacing the old one' : ''}`,
    };
  }
  if (input && !key.ctrl && !key.meta) return { ...state, draft: state.draft + input };
  return state;
}
