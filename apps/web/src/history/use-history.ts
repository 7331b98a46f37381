import { findTest, type PlayRecord, type SystemManifest } from '@verdict/core';
import { createSeed } from '@verdict/dice';
import { outcomeLabel } from '@verdict/form';
import { useCallback, useRef } from 'react';
import { useStoredList } from '../storage/local-store.js';
import { HISTORY_KEY, HISTORY_LIMIT, type HistoryEntry, isHistoryEntry } from './history-entry.js';
import { whoPlayed } from './history-text.js';

/**
 * The history kept in this browser, and `onRecord`, which files a finished or abandoned play with its test's
 * words, who played (`preset`: the saved character the input came from, read when the play is filed) and when.
 *
 * @example
 * const { history, clear, onRecord } = useHistory(systems, loadedPreset);
 * const play = usePlay(registry, onRecord);
 */
export function useHistory(systems: readonly SystemManifest[], preset: string | undefined) {
  const [history, updateHistory] = useStoredList(HISTORY_KEY, isHistoryEntry);
  // Read when a play is filed (a play is abandoned as its test is left), without refiling the callback.
  const presetRef = useRef(preset);
  presetRef.current = preset;
  const onRecord = useCallback(
    (record: PlayRecord) => {
      const where = findTest(systems, record.system.id, record.test);
      const outcome = record.outcome?.outcome;
      const who = whoPlayed(record, presetRef.current);
      const entry: HistoryEntry = {
        id: createSeed(),
        at: new Date().toISOString(),
        record,
        systemName: where?.system.name ?? record.system.id,
        testTitle: where?.test.title ?? record.test,
        ...(who === undefined ? {} : { who }),
        // A contest's winner by the name the input gives, as the outcome above said it (issue 37, U5).
        label: outcome
          ? outcomeLabel(outcome, where?.test.labels)
          : `Abandoned after round ${record.rounds.length}`,
        tier: outcome?.tier ?? 0,
        ...(outcome ? { result: outcome.result } : {}),
      };
      updateHistory((entries) => [entry, ...entries].slice(0, HISTORY_LIMIT));
    },
    [systems, updateHistory],
  );
  const clear = useCallback(() => updateHistory(() => []), [updateHistory]);
  return { history, clear, onRecord };
}
