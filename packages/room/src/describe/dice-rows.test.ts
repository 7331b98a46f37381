// A room log line's dice in rows (issue 38): one wording for the web's entry card and the CLI's log lines. A row never
// spans two rounds and is named by its round; a roll played in one round (srd52's attack, a test of rounds that
// ended at once) names none, since "Round 1 · d20" says nothing its outcome does not.
import type { DieRecord } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { diceRowName, diceRows, effectsLine } from './dice-rows.js';

const die = (group: string, sides: number, face: number): DieRecord => ({
  sides,
  face,
  kept: true,
  group,
  source: 'generated',
});

describe('diceRows', () => {
  it("splits a group's dice by round, and names each row by its round", () => {
    const dice = [
      die('Grog', 6, 2),
      die('Grog', 6, 6),
      die('Ulla', 6, 5),
      die('Grog', 6, 1),
      die('Grog', 6, 3),
    ];
    const rows = diceRows(dice, [
      { label: 'Turn 1 (hour 1)', dice: 3 },
      { label: 'Turn 2 (hour 2)', dice: 2 },
    ]);
    expect(rows.map((row) => [diceRowName(row.round, row.group), row.dice.length])).toEqual([
      ['Turn 1 (hour 1) · Grog', 2],
      ['Turn 1 (hour 1) · Ulla', 1],
      ['Turn 2 (hour 2) · Grog', 2],
    ]);
  });

  it('names no round when the roll was played in one', () => {
    const dice = [die('d20', 20, 20), die('Longsword', 8, 3), die('Longsword', 8, 5)];
    const rows = diceRows(dice, [{ label: 'Round 1', dice: 3 }]);
    expect(rows.map((row) => diceRowName(row.round, row.group))).toEqual(['d20', 'Longsword']);
  });

  it('keeps dice of two sizes in one group apart when asked, and shows the first dice only', () => {
    const dice = [die('pool', 6, 1), die('pool', 8, 2), die('pool', 8, 3)];
    expect(diceRows(dice, undefined).map((row) => row.dice.length)).toEqual([3]);
    expect(diceRows(dice, undefined, { bySides: true }).map((row) => row.dice.length)).toEqual([1, 2]);
    expect(diceRows(dice, undefined, { shown: 2 }).flatMap((row) => row.dice)).toHaveLength(2);
  });

  it('says the effects as one line', () => {
    expect(effectsLine(['Finished in 3 hours', 'Grog is exhausted'])).toBe(
      'Finished in 3 hours; Grog is exhausted',
    );
  });
});
