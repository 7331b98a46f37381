/**
 * @module
 * One line of a tabletop screen's log: the entry as the room shows it (`EntryCard`: who, the sentence, the
 * outcome, the exact chance of this or better, the dice), and a link to the verify page.
 */

import type { LogLine } from '@verdict/room';
import { EntryCard } from '../room/entry-card.js';

/** An entry of the log (the room view's line) with its verify link, as a list item. */
export function EntryLine({ line, verifyUrl }: { line: LogLine; verifyUrl: string }) {
  return (
    <li className="tabletop-entry" data-seq={line.seq}>
      <ol className="tabletop-entry-card">
        <EntryCard line={line} />
      </ol>
      {line.kind === 'roll' || line.kind === 'sealed' ? (
        <a
          className="verify-link"
          href={verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Verify #${line.seq}: open the verify page (export the log first)`}
        >
          Verify
        </a>
      ) : null}
    </li>
  );
}
