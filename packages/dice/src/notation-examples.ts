/** A worked notation: what it means and the faces of physical dice to roll it with. */
export interface NotationExample {
  readonly notation: string;
  readonly meaning: string;
  /** Entered faces, in the order drawn (a Fate die as 1-3, a custom face by its position). */
  readonly dice: readonly number[];
}

/**
 * One example per form of the grammar, rolled with entered dice: the package README's table is generated from
 * them (`npm run readme`), and the tests roll each one. Frontends may show them as help.
 *
 * @example
 * NOTATION_EXAMPLES[0]; // { notation: '4d6kh3', meaning: 'Keep the highest three of four d6', dice: [3, 5, 1, 6] }
 */
export const NOTATION_EXAMPLES: readonly NotationExample[] = [
  { notation: '4d6kh3', meaning: 'Keep the highest three of four d6', dice: [3, 5, 1, 6] },
  {
    notation: '2d20kl1',
    meaning: 'Disadvantage: the lower of two d20 (`kh`/`kl` alone keep one)',
    dice: [17, 4],
  },
  { notation: '4d6dl1', meaning: 'Drop the lowest (`d1` too)', dice: [2, 5, 5, 3] },
  { notation: 'd%', meaning: 'Percentile die (a d100)', dice: [42] },
  { notation: '3dF+2', meaning: 'Fate dice: -1, 0, +1 (entered as 1, 2, 3)', dice: [1, 2, 3] },
  { notation: '2d{2,3,5,7}', meaning: 'Custom faces (entered by position)', dice: [1, 4] },
  { notation: '3d6!', meaning: 'Exploding: a 6 adds another die', dice: [6, 4, 2, 5] },
  { notation: '5d10!>=9', meaning: 'Exploding on a compare point', dice: [9, 3, 2, 10, 1, 7, 4] },
  { notation: '3d6!!', meaning: 'Compounding: explosions add into the die', dice: [6, 6, 2, 3, 1] },
  { notation: '2d6!p', meaning: 'Penetrating: each explosion counts one less', dice: [6, 6, 3, 4] },
  {
    notation: '4d6r1kh3',
    meaning: 'Reroll ones (again while they match), keep three',
    dice: [1, 3, 5, 2, 6],
  },
  { notation: '2d6ro<3', meaning: 'Reroll once a die under 3', dice: [2, 1, 4] },
  { notation: '6d10>=8', meaning: 'Count successes: dice of 8 or more', dice: [8, 3, 10, 7, 9, 1] },
  { notation: '6d10>=8f1', meaning: 'Successes minus failures (a 1)', dice: [8, 3, 10, 7, 9, 1] },
  {
    notation: '4d6min2',
    meaning: 'A die under 2 counts as 2 (`max5`: over 5 counts as 5)',
    dice: [1, 4, 2, 6],
  },
  { notation: '1d20cs>=19cf1+5', meaning: 'Critical marks for display; the total is unchanged', dice: [19] },
  {
    notation: '8d6!kh3',
    meaning: 'Keep across explosions: each extra die is a die of its own',
    dice: [6, 2, 3, 1, 6, 6, 4, 5, 2, 2, 3],
  },
  { notation: '(1d4+1)*3', meaning: 'Arithmetic with parentheses', dice: [2] },
  { notation: '3d6/2', meaning: 'Division rounds down', dice: [5, 2, 6] },
  { notation: 'ceil(3d6/2)', meaning: '…unless inside `ceil()` or `round()`', dice: [5, 2, 6] },
  { notation: 'max(1d20, 1d20)+2', meaning: 'Functions: `floor ceil round abs min max`', dice: [7, 15] },
  { notation: '{4d6, 3d8}kh1', meaning: 'Roll group: the higher of two totals', dice: [3, 4, 2, 5, 8, 1, 6] },
  {
    notation: '{1d20+5, 1d20+5, 1d20+5}>=15',
    meaning: 'Roll group: how many totals reach 15',
    dice: [12, 7, 16],
  },
  { notation: '{2d6+1d8}kh2', meaning: 'A group of one pools its dice', dice: [6, 1, 8] },
  { notation: '2d6[fire] + 1d8[cold]', meaning: 'Labels, with a total each', dice: [3, 4, 5] },
  { notation: '1d20+5 # attack', meaning: 'A comment, carried into the result', dice: [14] },
];
