/**
 * @module
 * One line of the log in the popover: the entry as the web app's room shows it (who, the sentence, the
 * outcome, the exact chance of this or better, the dice), and a link to the verify page.
 */

import { EntryCard } from '@web/room/entry-card.js';
import type { EntrySummary } from '@web/room/entry-summary.js';

/** An entry of the log with its verify link, as a list item. */
export function EntryLine({ summary, verifyUrl }: { summary: EntrySummary; verifyUrl: string }) {
  return (
    <li className="owlbear-entry" data-seq={summary.seq}>
      <ol className="owlbear-entry-card">
        <EntryCard summary={summary} />
      </ol>
      {summary.type === 'roll' ? (
        <a
          className="verify-link"
          href={verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Verify #${summary.seq}: open the verify page (export the log first)`}
        >
          Verify
        </a>
      ) : null}
    </li>
  );
}
