import { describe, expect, it } from 'vitest';
import { DiceError } from './errors.js';
import { parseNotation } from './notation.js';
import { rollNotation } from './roll-notation.js';
import { seededSource } from './seeded-source.js';
import { createTray } from './tray.js';

const caught = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DiceError) return error;
  }
  throw new Error('expected a DiceError');
};

describe('createTray', () => {
  it('records every die with its group, source and kept flag', () => {
    const tray = createTray({ faces: [3, 6, 1, 5] });
    const result = rollNotation('4d6kh2', tray, 'pool');
    expect(result).toMatchObject({ notation: '4d6kh2', total: 11 });
    expect(tray.records).toEqual([
      { sides: 6, face: 3, kept: false, group: 'pool', source: 'entered' },
      { sides: 6, face: 6, kept: true, group: 'pool', source: 'entered' },
      { sides: 6, face: 1, kept: false, group: 'pool', source: 'entered' },
      { sides: 6, face: 5, kept: true, group: 'pool', source: 'entered' },
    ]);
  });

  it('records each term of a notation under its own group by default', () => {
    const tray = createTray({ faces: [17, 4, 2] });
    expect(rollNotation('1d20 + 2d6kl1 - 1', tray).total).toBe(18);
    expect(tray.records.map((r) => [r.group, r.kept])).toEqual([
      ['1d20', true],
      ['2d6kl1', false],
      ['2d6kl1', true],
    ]);
  });

  it('keeps the earlier of equal faces', () => {
    const tray = createTray({ faces: [4, 4, 4] });
    rollNotation('3d6kl1', tray);
    expect(tray.records.map((r) => r.kept)).toEqual([true, false, false]);
  });

  it('names the missing die, the out-of-range die and the left-over dice', () => {
    const short = caught(() => createTray({ faces: [15] }).roll(2, 20, 'check'));
    expect(short.code).toBe('dice_exhausted');
    expect(short.message).toBe('Missing die 2 (a d20 for check): 1 entered, more are needed');
    expect(short.issues).toEqual([{ path: ['dice', 1], message: short.message }]);

    const wrong = caught(() => createTray({ faces: [7] }).d(6, 'pool'));
    expect(wrong.code).toBe('face_out_of_range');
    expect(wrong.message).toBe('Die 1 is a d6 (pool): expected a face from 1 to 6, got 7');

    const tray = createTray({ faces: [1, 2, 3] });
    tray.d(6, 'pool');
    const extra = caught(() => tray.finish());
    expect(extra.code).toBe('dice_left_over');
    expect(extra.issues.map((i) => i.path)).toEqual([
      ['dice', 1],
      ['dice', 2],
    ]);
  });

  it('rejects non-integer faces and stops at the request limit', () => {
    expect(caught(() => createTray({ faces: [2.5] }).d(6, 'x')).code).toBe('face_out_of_range');
    const tray = createTray({ source: seededSource('limit'), maxDice: 3 });
    tray.roll(3, 6, 'x');
    expect(caught(() => tray.d(6, 'x')).code).toBe('limit_exceeded');
  });

  it('replays generated dice from the same seed', () => {
    const roll = (seed: string) => {
      const tray = createTray({ source: seededSource(seed) });
      rollNotation(parseNotation('10d6'), tray);
      return tray.records.map((r) => r.face);
    };
    expect(roll('same')).toEqual(roll('same'));
    expect(roll('same')).not.toEqual(roll('other'));
    expect(createTray({ source: seededSource('g') }).roll(1, 6, 'x')[0]!.face).toBeGreaterThan(0);
  });
});
