/**
 * @module
 * One line of the log in the popover: the entry as the web app's room shows it (who, the sentence, the
 * outcome, the exact chance of this or better, the dice), and a link to the verify page.
 */

import type { LogLine } from '@verdict/room';
import { EntryCard } from '@verdict/web/embed';

/** An entry of the log (the room view's line) with its verify link, as a list item. */
export function EntryLine({ line: summary, verifyUrl }: { line: LogLine; verifyUrl: string }) {
  return (
    <li className="owlbear-entry" data-seq={summary.seq}>
      <ol className="owlbear-entry-card">
        <EntryCard line={summary} />
      </ol>
      {summary.kind === 'roll' || summary.kind === 'sealed' ? (
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
