// Entered faces typed as text, read for every form that takes them (issue 36: a room's next round with the dice
// rolled at the table).
import { describe, expect, it } from 'vitest';
import { readFaces } from './faces.js';

describe('readFaces', () => {
  it('reads whole numbers separated by spaces or commas, in order', () => {
    expect(readFaces(' 4, 2  6 ')).toEqual({ ok: true, faces: [4, 2, 6] });
    expect(readFaces('')).toEqual({ ok: true, faces: [] });
  });

  it('names the die that is not a whole number', () => {
    expect(readFaces('4 2.5')).toEqual({ ok: false, problem: "Die 2: expected a whole number, got '2.5'" });
    expect(readFaces('six')).toEqual({ ok: false, problem: "Die 1: expected a whole number, got 'six'" });
  });
});
