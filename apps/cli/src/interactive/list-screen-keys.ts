/**
 * @module
 * Keys on the list screens: the systems, a system's tests and tools, the history and the saved characters.
 */
import type { PlayController } from '@verdict/core';
import type { Character, CharacterStore } from '../characters.js';
import { changeInput } from './actions.js';
import { type KeyDeps, type KeyInfo, move } from './key-info.js';
import { onTest, onTool, type PlayState, selection } from './state.js';
import { noteCharacter } from './undo.js';

/** The systems list: arrows pick one, Enter or → opens its tests. */
export function systemsKey(state: PlayState, _input: string, key: KeyInfo): PlayState {
  if (key.upArrow || key.downArrow) {
    return { ...state, systemIndex: move(state.systemIndex, key.upArrow ? -1 : 1, state.manifest.length) };
  }
  if (key.return || key.rightArrow) return { ...state, screen: 'tests', testIndex: 0 };
  return state;
}

/** A system's tests and tools: arrows pick one, Enter or → opens it, Esc or ← goes back to the systems. */
export function testsKey(state: PlayState, _input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  const { system } = selection(state);
  const count = system.tests.length + system.tools.length;
  if (key.upArrow || key.downArrow) {
    return { ...state, testIndex: move(state.testIndex, key.upArrow ? -1 : 1, count) };
  }
  if (key.escape || key.leftArrow) return { ...state, screen: 'systems' };
  if (key.return || key.rightArrow) {
    const test = system.tests[state.testIndex];
    if (!test) {
      // A tool is no play: one going on is filed as abandoned, as when another test opens.
      deps.play.reset();
      return onTool(state, state.testIndex - system.tests.length);
    }
    openTest(deps.play, system.id, test.id);
    return onTest(state, state.systemIndex, state.testIndex);
  }
  return state;
}

/**
 * Opens a test on the play controller as the web's picker does: the controller brings back the input left there, else
 * the test's starting input.
 */
export function openTest(play: PlayController, system: string, test: string): void {
  if (play.getSnapshot().selection.system !== system) play.selectSystem(system);
  play.selectTest(test);
}

/** The history: arrows scroll this sitting's and earlier sittings' plays, Esc, ← or Enter go back to the play. */
export function historyKey(state: PlayState, key: KeyInfo): PlayState {
  if (key.upArrow || key.downArrow) {
    const count = state.history.length + state.past.length;
    return { ...state, listCursor: move(state.listCursor, key.upArrow ? -1 : 1, count) };
  }
  if (key.escape || key.leftArrow || key.return) return { ...state, screen: 'play' };
  return state;
}

/** The characters saved for this test: Enter loads one, x or Delete removes it (undo brings it back). */
export function presetsKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  const { system, test } = selection(state);
  const presets = safeForTest(deps.store, system.id, test.id);
  if (key.upArrow || key.downArrow) {
    return { ...state, listCursor: move(state.listCursor, key.upArrow ? -1 : 1, presets.length) };
  }
  const chosen = presets[state.listCursor];
  if (key.return && chosen) {
    // One undoable edit of the input; during a play, a character that changes its rules asks first.
    const what = `Loaded ${chosen.name}`;
    const loaded = changeInput({ ...state, screen: 'play' }, structuredClone(chosen.input), deps, { what });
    const top = { ...loaded, cursor: 0, exampleIndex: 0, mode: loaded.mode, draft: '' };
    return loaded.mode === 'confirm' ? top : { ...top, notice: what };
  }
  if ((input === 'x' || key.delete) && chosen) {
    try {
      deps.store.remove(chosen);
    } catch (error) {
      return { ...state, notice: `Not removed: ${(error as Error).message}` };
    }
    noteCharacter(deps, `removing ${chosen.name}`, chosen);
    return {
      ...state,
      listCursor: move(state.listCursor, 0, presets.length - 1),
      notice: `Removed ${chosen.name}`,
    };
  }
  if (key.escape || key.leftArrow) return { ...state, screen: 'play' };
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
