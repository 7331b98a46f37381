/**
 * @module
 * The play screen's history across sittings: new plays stamped and added to the history file, and earlier sittings'
 * plays read back.
 */
import { basename } from 'node:path';
import { terminalSafe } from '../format/terminal-text.js';
import type { HistoryStore } from '../history-file.js';
import type { PlayState } from './state.js';

/**
 * New plays (put in front of the history by the keys) are stamped with the time and added to the history file. A
 * file that cannot be written is said in the notice; the plays stay in this sitting's history all the same.
 */
export function keepHistory(
  state: PlayState,
  before: PlayState['history'],
  store: HistoryStore | undefined,
  now: () => Date,
): PlayState {
  const added = state.history.length - before.length;
  if (added <= 0 || state.history[added] !== before[0]) return state;
  const at = now().toISOString();
  const fresh = state.history.slice(0, added).map((entry) => ({ ...entry, at }));
  const next = { ...state, history: [...fresh, ...before] };
  if (!store) return next;
  try {
    const { movedTo } = store.add(fresh);
    if (!movedTo) return next;
    const note = `History saved to a new file; the damaged one is kept as ${basename(movedTo)}`;
    return { ...next, notice: next.notice ? `${next.notice} · ${note}` : note };
  } catch (error) {
    return { ...next, notice: `History not saved (kept for this sitting): ${(error as Error).message}` };
  }
}

/** Earlier sittings' plays, escaped; none when the history file cannot be read (the screen says what is wrong). */
export function safePast(history: HistoryStore | undefined): PlayState['past'] {
  try {
    return history ? terminalSafe(history.list()) : [];
  } catch {
    return [];
  }
}
