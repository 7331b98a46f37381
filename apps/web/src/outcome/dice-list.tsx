import type { DieRecord } from '@verdict/dice';
import { type DisplayLabels, groupLabel, type Parties } from '@verdict/form';
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
  const groups: { group: string; round: string | undefined; dice: DieRecord[] }[] = [];
  const more = dice.length - SHOWN_DICE;
  const roundOf = roundLabels(rounds);
  dice.slice(0, SHOWN_DICE).forEach((die, index) => {
    const last = groups.at(-1);
    const round = roundOf[index];
    if (last && last.group === die.group && last.round === round) last.dice.push(die);
    else groups.push({ group: die.group, round, dice: [die] });
  });
  return (
    <>
      <ul className="dice-groups">
        {groups.map((g, index) => (
          // Groups may repeat (round after round); their order is their identity.
          <li key={index} className="dice-group">
            <span className="dice-group-name">
              {g.round === undefined ? '' : `${g.round} · `}
              {groupLabel(g.group, labels, parties)}
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

/** Each die's round label, by its index among the first dice shown. */
function roundLabels(rounds: readonly { label: string; dice: number }[] | undefined): (string | undefined)[] {
  const labels: (string | undefined)[] = [];
  for (const round of rounds ?? []) {
    for (let i = 0; i < round.dice && labels.length < SHOWN_DICE; i++) labels.push(round.label);
  }
  return labels;
}
