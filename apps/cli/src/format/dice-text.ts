import type { DieRecord } from '@verdict/dice';
import { type DisplayLabels, groupLabel, type Parties } from '@verdict/form';

/** Dice grouped as drawn, for reading: one entry per run of the same group and sides. */
export interface DiceGroup {
  readonly group: string;
  readonly sides: number;
  readonly dice: readonly DieRecord[];
}

/** Groups consecutive dice of the same group and sides (order kept). */
export function groupDice(dice: readonly DieRecord[]): DiceGroup[] {
  const groups: { group: string; sides: number; dice: DieRecord[] }[] = [];
  for (const die of dice) {
    const last = groups.at(-1);
    if (last && last.group === die.group && last.sides === die.sides) last.dice.push(die);
    else groups.push({ group: die.group, sides: die.sides, dice: [die] });
  }
  return groups;
}

/**
 * `check: d20 15`, `pool: 3d6 6 5 (1)`: dropped dice in brackets. With a test's labels (and the sides' names
 * given in a contest), groups read in its words: `Pool: 3d6 6 5 (1)`, `Ragnhild: d20 7`.
 */
export function describeDice(
  dice: readonly DieRecord[],
  labels?: DisplayLabels,
  parties?: Parties,
): string[] {
  return groupDice(dice).map(({ group, sides, dice: list }) => {
    const faces = list.map((die) => (die.kept ? `${die.face}` : `(${die.face})`)).join(' ');
    const count = list.length === 1 ? '' : `${list.length}`;
    const entered = list.every((die) => die.source === 'entered') ? ', entered' : '';
    const name = labels || parties ? groupLabel(group, labels, parties) : group;
    const kind = `${count}d${sides}`;
    return name.includes(`d${sides}`) ? `${name}: ${faces}${entered}` : `${name}: ${kind} ${faces}${entered}`;
  });
}
