import { homedir } from 'node:os';
import { join } from 'node:path';
import { DamagedFileError, keepAside, readJsonFile, readList, writeJsonFile } from './damaged-file.js';
import type { HistoryEntry } from './interactive/state.js';

/** Plays kept from earlier sittings: the newest this many (a long-lived file stays small and quick to read). */
export const HISTORY_LIMIT = 500;

/** Where the play screen keeps its history: `$XDG_CONFIG_HOME/verdict/history.json`, beside `characters.json`. */
export function historyFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME?.startsWith('/') ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'verdict', 'history.json');
}

/**
 * The play screen's history across sittings, newest first, in a JSON file. A missing file is an empty history. A
 * damaged one (not JSON, not `{ "entries": [...] }`, an entry that is not a play) throws a {@link DamagedFileError}
 * naming the file; the sitting's history stays in memory, and the first write moves the damaged file aside as
 * `history.json.damaged-<n>` before starting a new one. An unreadable file is never written over.
 *
 * @example
 * const history = createHistoryStore(historyFile());
 * history.add([{ system: 'd20-roll-under', test: 'check', title: 'Check', label: 'Failure', tier: -1, dice: 'd20: 15',
 *   status: 'finished', at: '2026-12-01T05:00:00.000Z' }]);
 */
export function createHistoryStore(file: string) {
  const read = (): HistoryEntry[] => parseHistory(file, readJsonFile(file));
  return {
    file,
    /** The plays of earlier sittings, newest first. */
    list: read,
    /** What is wrong with the file, if anything (one line naming it). */
    problem(): string | undefined {
      try {
        read();
        return undefined;
      } catch (error) {
        if (error instanceof DamagedFileError) return error.message;
        throw error;
      }
    },
    /** Adds plays (newest first) in front; a damaged file is moved aside first and where it went is returned. */
    add(entries: readonly HistoryEntry[]): { movedTo?: string } {
      const movedTo = keepAside(file, read);
      writeJsonFile(file, { version: 1, entries: [...entries, ...read()].slice(0, HISTORY_LIMIT) });
      return movedTo ? { movedTo } : {};
    },
  };
}

/** The history store's type. */
export type HistoryStore = ReturnType<typeof createHistoryStore>;

function parseHistory(file: string, data: unknown): HistoryEntry[] {
  return readList(file, data, 'entries', isEntry, '{ system, test, title, label, tier, dice, status }');
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    ['system', 'test', 'title', 'label', 'dice'].every((key) => typeof e[key] === 'string') &&
    typeof e.tier === 'number' &&
    (e.status === 'finished' || e.status === 'abandoned') &&
    (e.seed === undefined || typeof e.seed === 'string') &&
    (e.at === undefined || typeof e.at === 'string')
  );
}
