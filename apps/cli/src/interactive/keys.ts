import type { KeyDeps, KeyInfo } from './key-info.js';
import { historyKey, presetsKey, systemsKey, testsKey } from './list-screen-keys.js';
import { playKey } from './play-keys.js';
import type { PlayState } from './state.js';
import { isUndoKey, recordUndo, undo } from './undo.js';

export type { KeyDeps, KeyInfo } from './key-info.js';
export { safeForTest } from './list-screen-keys.js';
export { splitKeys } from './split-keys.js';

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
