import type { ResultKind } from '@verdict/core';
import { isRollRecord, type RollRecord } from '../play/roll-record.js';

/** One roll in the history: how to play it again, and what it came to. */
export interface HistoryEntry {
  readonly id: string;
  /** When it was rolled (ISO 8601). */
  readonly at: string;
  readonly record: RollRecord;
  readonly systemName: string;
  readonly testTitle: string;
  readonly label: string;
  readonly tier: number;
  readonly result: ResultKind;
}

/** The localStorage key of the history. */
export const HISTORY_KEY = 'verdict.history.v1';

/** How many rolls the history keeps (the oldest go first). */
export const HISTORY_LIMIT = 200;

const RESULTS = new Set(['success', 'failure', 'stalemate', 'unresolved']);

/** Checks an entry read back from storage. */
export function isHistoryEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.at === 'string' &&
    isRollRecord(e.record) &&
    typeof e.systemName === 'string' &&
    typeof e.testTitle === 'string' &&
    typeof e.label === 'string' &&
    typeof e.tier === 'number' &&
    RESULTS.has(e.result as string)
  );
}

/** The history as a downloadable JSON document. */
export function exportHistory(entries: readonly HistoryEntry[], exportedAt: Date): string {
  return `${JSON.stringify({ app: 'verdict-web', version: 1, exportedAt: exportedAt.toISOString(), rolls: entries }, null, 2)}\n`;
}
