import type { PlayRecord } from '@verdict/core';
import { tierClass } from '../outcome/tier.js';
import { exportHistory, type HistoryEntry } from './history-entry.js';

/** Options of {@link HistoryPanel}. */
export interface HistoryPanelOptions {
  readonly entries: readonly HistoryEntry[];
  readonly onClear: () => void;
  readonly onReplay: (record: PlayRecord) => void;
  readonly shareUrl: (record: PlayRecord) => string;
}

/** The rolls made in this browser, newest first: each with its share link; clearable and exportable as JSON. */
export function HistoryPanel({ entries, onClear, onReplay, shareUrl }: HistoryPanelOptions) {
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
                <span className="history-what">
                  {entry.systemName} · {entry.testTitle}
                  {entry.record.mode === 'rounds' ? ' · round by round' : ''}
                  {entry.record.rounds.some((round) => round.source === 'entered') ? ' · real dice' : ''}
                  {entry.record.status === 'abandoned' ? ' · abandoned' : ''}
                </span>
                <time dateTime={entry.at}>{new Date(entry.at).toLocaleTimeString()}</time>
                <span className="history-actions">
                  <button
                    type="button"
                    onClick={() => onReplay(entry.record)}
                    aria-label={`Show roll: ${entry.label}, ${entry.testTitle}`}
                  >
                    Show
                  </button>
                  <a
                    href={shareUrl(entry.record)}
                    aria-label={`Share link: ${entry.label}, ${entry.testTitle}`}
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
