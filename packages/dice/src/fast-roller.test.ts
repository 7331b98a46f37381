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

describe('compileRoller on the full notation', () => {
  it('draws the same dice and totals as rollNotation', () => {
    for (const text of [
      '10d6!',
      '4d6r1kh3',
      '8d6!kh3',
      '{4d6, 3d8}kh1',
      '3dF+2',
      '100d10>=6f1',
      '2d6!!p+1d4ro1*2',
      '{2d6+1d8}kh2',
    ]) {
      const fast = compileRoller(text);
      const a = seededSource(text);
      const b = seededSource(text);
      for (let i = 0; i < 200; i++) {
        expect(fast(a), text).toBe(rollNotation(parseNotation(text), createTray({ source: b })).total);
      }
    }
  });
});
