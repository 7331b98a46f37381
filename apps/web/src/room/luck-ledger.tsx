/**
 * @module
 * The luck ledger: each member's generated rolls against their exact odds, as a small chart (one dot per
 * roll, the mean as a bar, 50th percentile marked) and a sentence for screen readers.
 */

import { type MemberLuck, ordinal } from '@verdict/room';

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
      <p className="muted field-help">
        A roll's percentile is the chance of a worse result plus half the chance of the same one: 50 is an
        average roll. Entered (physical) dice are not counted.
      </p>
    </section>
  );
}
