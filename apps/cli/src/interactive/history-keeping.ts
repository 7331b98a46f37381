/**
 * @module
 * The play screen's history across sittings: plays the controller files (finished, or abandoned) stamped and added
 * to the history file, and earlier sittings' plays read back.
 */
import { basename } from 'node:path';
import type { PlaySnapshot, Registry } from '@verdict/core';
import { terminalSafe } from '../format/terminal-text.js';
import type { HistoryStore } from '../history-file.js';
import { entryOf, stamped, withSnapshot } from './snapshot-view.js';
import type { PlayState } from './state.js';

/**
 * The records the controller filed since `before` are stamped with the time and added to the history file. A file
 * that cannot be written is said in the notice; the plays stay in this sitting's history all the same.
 */
export function keepHistory(
  state: PlayState,
  before: PlaySnapshot['history'],
  deps: { readonly registry: Registry; readonly history?: HistoryStore; readonly now: () => Date },
): PlayState {
  const records = state.snap.history.filter((record) => !before.includes(record));
  if (records.length === 0) return state;
  const at = deps.now().toISOString();
  const fresh = records.map((record) => {
    const entry = { ...entryOf(state, record, deps.registry), at };
    stamped(record, entry);
    return entry;
  });
  const next = withSnapshot(state, state.snap, deps.registry);
  if (!deps.history) return next;
  try {
    const { movedTo } = deps.history.add(fresh);
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
