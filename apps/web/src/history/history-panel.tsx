import type { PlayRecord } from '@verdict/core';
import { useEffect, useState } from 'react';
import { tierClass } from '../outcome/tier.js';
import { exportHistory, type HistoryEntry } from './history-entry.js';
import { facesText, localTime, whenText } from './history-text.js';

/** Options of {@link HistoryPanel}. */
export interface HistoryPanelOptions {
  readonly entries: readonly HistoryEntry[];
  readonly onClear: () => void;
  readonly onReplay: (record: PlayRecord) => void;
  readonly shareUrl: (record: PlayRecord) => string;
}

/**
 * The rolls made in this browser, newest first: who, which test, the faces and when, each replayable (the same
 * input with the same seed or faces gives the same outcome) and with its share link; clearable and exportable as
 * JSON.
 */
export function HistoryPanel({ entries, onClear, onReplay, shareUrl }: HistoryPanelOptions) {
  const now = useNow(entries.length > 0);
  return (
    <section className="panel history" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? (
        <p className="muted">No rolls yet. They stay in this browser.</p>
      ) : (
        <>
          <div className="actions">
            <button type="button" onClick={() => download(exportHistory(entries, new Date()))}>
              Export JSON
            </button>
            <button
              type="button"
              onClick={() => {
                if (globalThis.confirm?.('Clear the whole history?') ?? true) onClear();
              }}
            >
              Clear history
            </button>
          </div>
          <ol className="history-list">
            {entries.map((entry) => (
              <li key={entry.id} className={`history-item ${tierClass(entry.tier)}`}>
                <span className="history-label">{entry.label}</span>
                <time dateTime={entry.at} title={localTime(entry.at)}>
                  {whenText(entry.at, now)}
                </time>
                <span className="history-what">
                  {entry.who ? <span className="history-who">{entry.who} · </span> : null}
                  {entry.testTitle} · {entry.systemName}
                  {entry.record.mode === 'rounds' ? ' · round by round' : ''}
                  {entry.record.rounds.some((round) => round.source === 'entered') ? ' · real dice' : ''}
                  {entry.record.status === 'abandoned' ? ' · abandoned' : ''}
                </span>
                <span className="history-faces">{facesText(entry.record)}</span>
                <span className="history-actions">
                  <button
                    type="button"
                    onClick={() => onReplay(entry.record)}
                    aria-label={`Replay: ${entry.label}, ${describe(entry)}`}
                  >
                    Replay
                  </button>
                  <a
                    href={shareUrl(entry.record)}
                    aria-label={`Share link: ${entry.label}, ${describe(entry)}`}
                  >
                    Share link
                  </a>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** "Olaf, Check, 5 minutes ago": tells entries of the same test apart for a screen reader. */
function describe(entry: HistoryEntry): string {
  return [entry.who, entry.testTitle, localTime(entry.at)].filter(Boolean).join(', ');
}

/** The time now, updated every half minute while there is something to show it against. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function download(json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'verdict-history.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
