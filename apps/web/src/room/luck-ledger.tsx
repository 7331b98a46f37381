/**
 * @module
 * The luck ledger: each member's generated rolls against their exact odds, as a small chart (one dot per
 * roll, the mean as a bar, 50th percentile marked, with a legend) and a sentence for screen readers. It counts what
 * this reader can see, and says so.
 */

import { type MemberLuck, ordinal } from '@verdict/room';
import type { ReactNode } from 'react';

/** The ledger of a session (the room view's `luck`). */
export function LuckLedger({ luck }: { luck: readonly MemberLuck[] }) {
  const members = luck.filter((m) => m.mean !== undefined);
  return (
    <section className="panel room-luck" aria-labelledby="luck-heading">
      <h2 id="luck-heading">Luck ledger</h2>
      {members.length === 0 ? (
        <p className="muted">No generated rolls yet.</p>
      ) : (
        <ul className="luck-list">
          {members.map((m) => (
            <li key={m.memberId}>
              <p>
                {m.name}'s dice ran at the {ordinal(m.mean!)} percentile ({m.percentiles.length}{' '}
                {m.percentiles.length === 1 ? 'roll' : 'rolls'}).
              </p>
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
        <ul className="luck-legend muted" aria-label="What the chart shows">
          <li>
            <Swatch>
              <circle cx="6" cy="6" r="3" className="luck-dot" />
            </Swatch>
            A dot: one roll, at its percentile
          </li>
          <li>
            <Swatch>
              <rect x="0" y="4" width="12" height="4" className="luck-mean" />
            </Swatch>
            The bar: the mean of them
          </li>
          <li>
            <Swatch>
              <line x1="6" x2="6" y1="0" y2="12" className="luck-mid" />
            </Swatch>
            The line: 50, an average roll
          </li>
        </ul>
      )}
      <p className="muted field-help">
        A roll's percentile is the chance of a worse result plus half the chance of the same one: 50 is an
        average roll. Entered (physical) dice are not counted. It counts only the rolls you can see: sealed
        rolls not shown to you are left out, so others at the table may see other numbers.
      </p>
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
