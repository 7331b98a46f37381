import { describe, expect, it } from 'vitest';
import { rollDice } from '../roll-dice.js';

/**
 * Seeded rolls of Verdict 1.0 (generated with its roller before the grammar changed): notation, seed, total,
 * and the faces in order (a dropped die negated). The notations 1.0 read must draw and keep the same dice forever.
 */
const GOLDEN: [string, string, number, number[]][] = [
  ['4d6kh3+1', 'olaf', 10, [5, 1, 3, -1]],
  ['4d6kh3+1', 'golden-1', 13, [4, 2, 6, -1]],
  ['4d6kh3+1', 'Verdict 🎲', 13, [6, 5, 1, -1]],
  ['1d20', 'olaf', 7, [7]],
  ['1d20', 'golden-1', 10, [10]],
  ['1d20', 'Verdict 🎲', 2, [2]],
  ['3d6', 'olaf', 9, [5, 1, 3]],
  ['3d6', 'golden-1', 12, [4, 2, 6]],
  ['3d6', 'Verdict 🎲', 12, [6, 5, 1]],
  ['2d20kl1', 'olaf', 7, [7, -19]],
  ['2d20kl1', 'golden-1', 10, [10, -14]],
  ['2d20kl1', 'Verdict 🎲', 2, [2, -5]],
  ['4d6dl1', 'olaf', 9, [5, 1, 3, -1]],
  ['4d6dl1', 'golden-1', 12, [4, 2, 6, -1]],
  ['4d6dl1', 'Verdict 🎲', 12, [6, 5, 1, -1]],
  ['6d8dh2-3', 'olaf', 11, [3, 3, -7, 5, 3, -5]],
  ['6d8dh2-3', 'golden-1', 12, [6, 2, 2, 5, -6, -7]],
  ['6d8dh2-3', 'Verdict 🎲', 10, [6, 1, -7, -7, 4, 2]],
  ['d%', 'olaf', 67, [67]],
  ['d%', 'golden-1', 70, [70]],
  ['d%', 'Verdict 🎲', 42, [42]],
  ['10d10+1d4-2', 'olaf', 61, [7, 9, 7, 7, 5, 9, 2, 6, 3, 7, 1]],
  ['10d10+1d4-2', 'golden-1', 63, [10, 4, 10, 9, 8, 9, 2, 5, 4, 3, 1]],
  ['10d10+1d4-2', 'Verdict 🎲', 61, [2, 5, 7, 3, 10, 8, 7, 1, 9, 9, 2]],
  ['-1d4+3d8-2', 'olaf', 10, [3, 3, 7, 5]],
  ['-1d4+3d8-2', 'golden-1', 5, [2, 2, 2, 5]],
  ['-1d4+3d8-2', 'Verdict 🎲', 11, [2, 1, 7, 7]],
  ['8d6k3', 'olaf', 14, [5, -1, 3, -1, -1, -1, 6, -2]],
  ['8d6k3', 'golden-1', 18, [-4, -2, 6, -1, 6, -1, 6, -3]],
  ['8d6k3', 'Verdict 🎲', 17, [6, 5, -1, -1, -4, 6, -3, -3]],
];

describe('seeded rolls of the notation 1.0 read', () => {
  it.each(GOLDEN)('%s with seed %s', (notation, seed, total, faces) => {
    const roll = rollDice({ notation, seed });
    expect(roll.total).toBe(total);
    expect(roll.dice.map((d) => (d.kept ? d.face : -d.face))).toEqual(faces);
  });
});
