/**
 * @module
 * One line of the room's log (the room view's `LogLine`): who, what and what it was against, the outcome in the
 * rules' words with its margin, the dice, and the exact chance of that result or better before the roll. Sealed
 * entries look sealed; each says its visibility to those who can open it, or that it was revealed.
 */
import { effectsLine, type LogLine } from '@verdict/room';
import { DiceList } from '../outcome/dice-list.js';
import { tierClass } from '../outcome/tier.js';

/** An entry of the log, as a list item. */
export function EntryCard({ line }: { line: LogLine }) {
  return (
    <li className={`entry entry-${line.kind}`} data-seq={line.seq}>
      <p className="entry-head">
        <span className="entry-seq">#{line.seq}</span> <strong>{line.who}</strong> {line.text}
        {line.answers !== undefined ? <span className="muted"> (answers #{line.answers})</span> : null}
        {line.badge !== undefined ? <span className="entry-badge">{line.badge}</span> : null}
      </p>
      {line.outcome !== undefined ? (
        <p className={`entry-outcome ${tierClass(line.tier ?? 0)}`}>
          <span className="outcome-label">{line.outcome}</span>
          {line.margin !== undefined ? <span className="entry-margin"> by {line.margin}</span> : null}
          {line.chanceWords ? <span className="entry-chance"> · {line.chanceWords}</span> : null}
        </p>
      ) : null}
      {line.effects?.length ? <p className="entry-effects">{effectsLine(line.effects)}</p> : null}
      {line.dice ? (
        <DiceList dice={line.dice} labels={line.groups && { groups: line.groups }} rounds={line.diceRounds} />
      ) : null}
    </li>
  );
}
