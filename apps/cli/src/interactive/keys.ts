import { type KeyDeps, type KeyInfo, typed } from './key-info.js';
import { historyKey, presetsKey, systemsKey, testsKey } from './list-screen-keys.js';
import { playKey } from './play-keys.js';
import { withSnapshot } from './snapshot-view.js';
import type { PlayState } from './state.js';
import { isUndoKey, undo, undoKeyName } from './undo.js';

export type { KeyDeps, KeyInfo } from './key-info.js';
export { safeForTest } from './list-screen-keys.js';
export { splitKeys } from './split-keys.js';

/**
 * The interactive screen's whole behaviour: one key in, the play controller told, the next state out (read back
 * from the controller's snapshot), so batched keys (a paste, tmux send-keys) never see a stale state.
 */
export function handleKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  if (key.ctrl && input === 'c') {
    deps.exit();
    return state;
  }
  const before = deps.play.getSnapshot();
  // Typing, deleting or adjusting in one field goes on as one undo step; any other key ends it.
  if (!inRun(state, input, key)) deps.play.endRun();
  const next = isUndoKey(state, input, key) ? undo(state, deps) : routeKey(state, input, key, deps);
  const snap = deps.play.getSnapshot();
  // A new result is read from its start (a play going on: from its newest round).
  const shown = withSnapshot(snap.view === before.view ? next : withoutScroll(next), snap, deps.registry);
  // A key whose action announced itself ("Removed Modifier 1") and filed an undo step says how to undo it.
  const filed = snap.undo !== before.undo && snap.undo.length >= before.undo.length;
  const notice = shown.notice;
  if (filed && notice !== undefined && notice !== state.notice && !notice.includes(' undoes'))
    return { ...shown, notice: `${notice} · ${undoKeyName(shown)} undoes` };
  return shown;
}

/** Keys that may go on with a run of edits: typed characters, deletions, and adjusting a value. */
function inRun(state: PlayState, input: string, key: KeyInfo): boolean {
  if (typed(input, key) || key.backspace || key.delete || key.leftArrow || key.rightArrow) return true;
  return state.mode === 'adjust' && Boolean(key.upArrow || key.downArrow);
}

function routeKey(state: PlayState, input: string, key: KeyInfo, deps: KeyDeps): PlayState {
  // PgUp/PgDn scroll the result panel (outside the number adjuster, where they step by 10).
  if ((key.pageUp || key.pageDown) && state.screen === 'play' && state.mode !== 'adjust') {
    return scrollResult(state, key.pageUp ? -1 : 1, deps);
  }
  return applyKey(state, input, key, deps);
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
  if (state.screen === 'tests') return testsKey(state, input, key, deps);
  if (state.screen === 'history') return historyKey(state, key);
  return presetsKey(state, input, key, deps);
}
