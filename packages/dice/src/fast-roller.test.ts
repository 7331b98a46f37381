import { describe, expect, it } from 'vitest';
import { compileRoller } from './fast-roller.js';
import { parseNotation } from './notation.js';
import { rollNotation } from './roll-notation.js';
import { seededSource } from './seeded-source.js';
import { createTray } from './tray.js';

describe('compileRoller', () => {
  it('draws the same dice and totals as rollNotation, for keeps, drops, sums and constants', () => {
    for (const text of [
      '4d6kh2',
      '4d6kh3+2',
      '5d10kl2',
      '6d8dl2',
      '6d8dh1-3',
      '3d6',
      '2d20kl1',
      '1d6-1d4+7',
      '10d6kh9',
    ]) {
      const fast = compileRoller(text);
      const a = seededSource(text);
      const b = seededSource(text);
      for (let i = 0; i < 500; i++) {
        expect(fast(a), text).toBe(rollNotation(parseNotation(text), createTray({ source: b })).total);
      }
    }
  });
});
