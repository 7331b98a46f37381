/**
 * @module
 * One entry of the room's log: who, what, the outcome in the rules' words, the dice, and the exact chance
 * of that result or better before the roll. Sealed entries look sealed; revealed ones say so.
 */

import { formatChance } from '@verdict/room';
import { DiceList } from '../outcome/dice-list.js';
import { tierClass } from '../outcome/tier.js';
import type { EntrySummary } from './entry-summary.js';

/** An entry of the log, as a list item. */
export function EntryCard({ summary }: { summary: EntrySummary }) {
  const s = summary;
  const kind =
    s.type === 'roll' ? (s.sealed ? 'entry sealed' : 'entry roll') : `entry ${s.type.replace('.', '-')}`;
  return (
    <li className={kind} data-seq={s.seq}>
      <p className="entry-head">
        <span className="entry-seq">#{s.seq}</span> <strong>{s.who}</strong> {s.text}
        {s.request !== undefined ? <span className="muted"> (answers #{s.request})</span> : null}
        {s.access !== undefined ? <span className="entry-badge">{s.access}</span> : null}
        {s.revealed && s.access === undefined ? <span className="entry-badge">revealed</span> : null}
      </p>
      {s.label !== undefined ? (
        <p className={`entry-outcome ${tierClass(s.tier ?? 0)}`}>
          <span className="outcome-label">{s.label}</span>
          {s.orBetter !== undefined ? (
            <span className="entry-chance"> · {formatChance(s.orBetter)} chance of this or better</span>
          ) : null}
        </p>
      ) : null}
      {s.dice ? <DiceList dice={s.dice} /> : null}
    </li>
  );
}
