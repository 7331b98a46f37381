import type { PlayRecord, ResultKind } from '@verdict/core';

/** One play in the history: its record (to play it again, share or export it), and what it came to. */
export interface HistoryEntry {
  readonly id: string;
  /** When it was played (ISO 8601). */
  readonly at: string;
  /** The engine's record: finished, or abandoned part-way (a restart after a rules edit, another test). */
  readonly record: PlayRecord;
  readonly systemName: string;
  readonly testTitle: string;
  /** Who played: the saved character the input came from, or the outcome's parties (absent when nobody is named). */
  readonly who?: string;
  /** The outcome's label, or "Abandoned after round N". */
  readonly label: string;
  readonly tier: number;
  readonly result?: ResultKind;
}

/** The localStorage key of the history (v2: entries hold the engine's play records). */
export const HISTORY_KEY = 'verdict.history.v2';

/** How many plays the history keeps (the oldest go first). */
export const HISTORY_LIMIT = 200;

/** Checks an entry read back from storage. */
export function isHistoryEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const record = e.record as Record<string, unknown> | null | undefined;
  return (
    typeof e.id === 'string' &&
    typeof e.at === 'string' &&
    typeof record === 'object' &&
    record !== null &&
    record.format === 'verdict-play-record/1' &&
    (record.status === 'finished' || record.status === 'abandoned') &&
    Array.isArray(record.rounds) &&
    typeof e.systemName === 'string' &&
    typeof e.testTitle === 'string' &&
    typeof e.label === 'string' &&
    typeof e.tier === 'number' &&
    (e.who === undefined || typeof e.who === 'string')
  );
}

/** The history as a downloadable JSON document (each roll with the engine's record and versions). */
export function exportHistory(entries: readonly HistoryEntry[], exportedAt: Date): string {
  return `${JSON.stringify({ app: 'verdict-web', version: 2, exportedAt: exportedAt.toISOString(), rolls: entries }, null, 2)}\n`;
}
