import type { DieRecord } from '@verdict/dice';

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

/** `check: d20 15`, `pool: 3d6 6 5 (1)`: dropped dice in brackets. */
export function describeDice(dice: readonly DieRecord[]): string[] {
  return groupDice(dice).map(({ group, sides, dice: list }) => {
    const faces = list.map((die) => (die.kept ? `${die.face}` : `(${die.face})`)).join(' ');
    const count = list.length === 1 ? '' : `${list.length}`;
    const entered = list.every((die) => die.source === 'entered') ? ', entered' : '';
    return `${group}: ${count}d${sides} ${faces}${entered}`;
  });
}
