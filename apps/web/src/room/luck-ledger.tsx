/**
 * @module
 * The luck ledger: each member's generated rolls against their exact odds, as a small chart (one dot per
 * roll, the mean as a bar, 50th percentile marked, with a legend) and a sentence for screen readers. It counts what
 * this reader can see, and says so. Its words are `@verdict/room`'s (`luckWords`, `LUCK_WORDS`).
 */

import { LUCK_WORDS, luckWords, type MemberLuck } from '@verdict/room';
import type { ReactNode } from 'react';

/** The ledger of a session (the room view's `luck`). */
export function LuckLedger({ luck }: { luck: readonly MemberLuck[] }) {
  const members = luck.filter((m) => m.mean !== undefined);
  return (
    <section className="panel room-luck" aria-labelledby="luck-heading">
      <h2 id="luck-heading">{LUCK_WORDS.heading}</h2>
      {members.length === 0 ? (
        <p className="muted">{LUCK_WORDS.none}</p>
      ) : (
        <ul className="luck-list">
          {members.map((m) => (
            <li key={m.memberId}>
              <p>{luckWords(m)}</p>
              <svg className="luck-chart" viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true">
                <rect x="0" y="4" width="100" height="4" className="luck-track" />
                <rect x="0" y="4" width={m.mean} height="4" className="luck-mean" />
                <line x1="50" x2="50" y1="0" y2="12" className="luck-mid" />
                {m.percentiles.map((p, index) => (
                  <circle key={index} cx={p} cy="6" r="1.6" className="luck-dot" />
                ))}
              </svg>
            </li>
          ))}
        </ul>
      )}
      {members.length === 0 ? null : (
        <ul className="luck-legend muted" aria-label={LUCK_WORDS.legend}>
          <li>
            <Swatch>
              <circle cx="6" cy="6" r="3" className="luck-dot" />
            </Swatch>
            {LUCK_WORDS.dot}
          </li>
          <li>
            <Swatch>
              <rect x="0" y="4" width="12" height="4" className="luck-mean" />
            </Swatch>
            {LUCK_WORDS.mean}
          </li>
          <li>
            <Swatch>
              <line x1="6" x2="6" y1="0" y2="12" className="luck-mid" />
            </Swatch>
            {LUCK_WORDS.mid}
          </li>
        </ul>
      )}
      <p className="muted field-help">{LUCK_WORDS.counts}</p>
    </section>
  );
}

/** A legend's small picture of one mark of the chart. */
function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg className="luck-swatch" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      {children}
    </svg>
  );
}
