import type { DieRecord } from '@verdict/dice';
import { type DisplayLabels, groupLabel, type Parties } from '@verdict/form';
import { DieFace } from './die-face.js';

/** Dice drawn one by one at most: a big pool (a Rating of 9998) shows these first dice and how many more. */
export const SHOWN_DICE = 100;

/**
 * The dice drawn (the first {@link SHOWN_DICE}), grouped as the test drew them, in order; each group named in the test's words or by the side
 * that rolled it ("Ragnhild", "Attacker's Will", "Pool").
 */
export function DiceList({
  dice,
  labels,
  parties,
}: {
  dice: readonly DieRecord[];
  labels?: DisplayLabels | undefined;
  parties?: Parties;
}) {
  if (dice.length === 0) return <p className="muted">No dice were drawn.</p>;
  const groups: { group: string; dice: DieRecord[] }[] = [];
  const more = dice.length - SHOWN_DICE;
  for (const die of dice.slice(0, SHOWN_DICE)) {
    const last = groups.at(-1);
    if (last && last.group === die.group) last.dice.push(die);
    else groups.push({ group: die.group, dice: [die] });
  }
  return (
    <>
      <ul className="dice-groups">
        {groups.map((g, index) => (
          // Groups may repeat (round after round); their order is their identity.
          <li key={index} className="dice-group">
            <span className="dice-group-name">{groupLabel(g.group, labels, parties)}</span>
            <span className="dice-row">
              {g.dice.map((die, i) => (
                <DieFace key={i} die={die} />
              ))}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="muted dice-more">and {more.toLocaleString('en-US')} more</p> : null}
    </>
  );
}
