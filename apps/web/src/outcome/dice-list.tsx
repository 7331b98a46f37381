import type { DieRecord } from '@verdict/dice';
import { type DisplayLabels, groupLabel, type Parties } from '@verdict/form';
import { diceRowName, diceRows } from '@verdict/room';
import { DieFace, diceRowClass } from './die-face.js';

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
  rounds,
}: {
  dice: readonly DieRecord[];
  labels?: DisplayLabels | undefined;
  parties?: Parties;
  /** The rounds the dice were drawn in, in order (a room's line of a test of rounds): a row never spans two. */
  rounds?: readonly { readonly label: string; readonly dice: number }[] | undefined;
}) {
  if (dice.length === 0) return <p className="muted">No dice were drawn.</p>;
  const groups = diceRows(dice, rounds, { shown: SHOWN_DICE });
  const more = dice.length - SHOWN_DICE;
  return (
    <>
      <ul className="dice-groups">
        {groups.map((g, index) => (
          // Groups may repeat (round after round); their order is their identity.
          <li key={index} className="dice-group">
            <span className="dice-group-name">
              {diceRowName(g.round, groupLabel(g.group, labels, parties))}
            </span>
            <span className={diceRowClass(g.dice.map((die) => die.face))}>
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
