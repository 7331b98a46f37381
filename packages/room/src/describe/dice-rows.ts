/**
 * @module
 * A roll's dice in rows as a room's log shows them, and the words around them, one wording for every screen (the
 * web's entry card and the CLI's log lines): a row is a run of one group's dice within one round, named by its
 * round first (`Turn 2 (hour 2) · Pool`), and the outcome's effects read as one line (`Finished in 3 hours`).
 */
import type { DieRecord } from '@verdict/dice';
import type { DiceRound } from './dice-rounds.js';

/** A run of dice of one group (and one size, when asked) drawn in one round. */
export interface DiceRow {
  /** The round's name (`Turn 2 (hour 2)`), for a test of rounds whose dice were replayed; else undefined. */
  readonly round: string | undefined;
  readonly group: string;
  readonly sides: number;
  readonly dice: readonly DieRecord[];
}

/** Which dice go in a row together: `shown` first dice at most; `bySides` splits a group's dice of two sizes. */
export interface DiceRowsOptions {
  readonly shown?: number;
  readonly bySides?: boolean;
}

/**
 * The dice (the first `shown`) in rows, in order: a row never spans two rounds nor two groups. Rows are named by
 * their round only when the roll took more than one.
 *
 * @example
 * diceRows(line.dice, line.diceRounds);
 * // [{ round: 'Turn 1 (hour 1)', group: 'Grog', sides: 6, dice: [...] }, { round: 'Turn 1 (hour 1)', group: 'Ulla', … }, …]
 */
export function diceRows(
  dice: readonly DieRecord[],
  rounds: readonly DiceRound[] | undefined,
  options: DiceRowsOptions = {},
): DiceRow[] {
  const shown = options.shown ?? dice.length;
  const roundOf: string[] = [];
  // One round names nothing its outcome does not say ("Round 1 · d20" for an attack played whole).
  for (const round of rounds && rounds.length > 1 ? rounds : [])
    for (let i = 0; i < round.dice && roundOf.length < shown; i++) roundOf.push(round.label);
  const rows: { round: string | undefined; group: string; sides: number; dice: DieRecord[] }[] = [];
  dice.slice(0, shown).forEach((die, index) => {
    const last = rows.at(-1);
    const round = roundOf[index];
    const same = last && last.group === die.group && last.round === round;
    if (same && (!options.bySides || last.sides === die.sides)) last.dice.push(die);
    else rows.push({ round, group: die.group, sides: die.sides, dice: [die] });
  });
  return rows;
}

/**
 * A row's name: its round, then its group's name (`Turn 2 (hour 2) · Pool`), or the group's alone.
 *
 * @example
 * diceRowName('Turn 2 (hour 2)', 'Pool'); // 'Turn 2 (hour 2) · Pool'
 */
export function diceRowName(round: string | undefined, group: string): string {
  return round === undefined ? group : `${round} · ${group}`;
}

/**
 * What a roll's outcome brings about, as one line (`Finished in 3 hours; Grog is exhausted`).
 *
 * @example
 * effectsLine(['Finished in 3 hours']); // 'Finished in 3 hours'
 */
export function effectsLine(effects: readonly string[]): string {
  return effects.join('; ');
}
