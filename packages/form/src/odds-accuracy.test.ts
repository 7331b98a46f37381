// Issue 37, item 3: a chance is written with no more digits than its error bound allows, and the answer's kind is said.
import { describe, expect, it } from 'vitest';
import { describeAccuracy, formatChance } from './odds-accuracy.js';

const float = (relative: number, absolute = 0) => ({ exact: false, error: { relative, absolute } });

describe('odds accuracy', () => {
  it('writes a tail in scientific notation, with the digits its bound allows', () => {
    expect(formatChance(1e-100, float(6e-13))).toBe('1.00e-100');
    expect(formatChance(1.0000000000000007e-120, float(2.5e-12))).toBe('1.00e-120');
    expect(formatChance(1.234e-50, float(3e-4))).toBe('1.2e-50');
    expect(formatChance(1.234e-50, float(0.05))).toBe('1e-50');
    expect(formatChance(1.234e-50, { exact: false })).toBe('1e-50');
    expect(formatChance(1 / 46_656, { exact: true })).toBe('2.14e-5');
  });

  it('writes a chance the floats cannot hold as below its absolute bound', () => {
    expect(formatChance(0, float(1e-11, 3.5e-321))).toBe('<1e-320');
  });

  it('holds a total below where the cut mass of exploding dice lands to the floats own bound (issue 37)', () => {
    // `1d6!-20d6` (notationOdds): the cut lands from -24 up (3.5e-13 of it); its lowest total, -119, is 6^-21 likely.
    const odds = {
      exact: false,
      error: { relative: 2.1e-14, absolute: 3.5e-13, belowCut: { total: -24, absolute: 0 } },
    };
    expect(formatChance(4.558518712985422e-17, odds, -119)).toBe('4.56e-17');
    // Without its total, or at a total the cut can reach, the whole absolute bound.
    expect(formatChance(4.558518712985422e-17, odds)).toBe('<1e-12');
    expect(formatChance(1e-13, odds, -24)).toBe('<1e-12');
  });

  it('holds a total above where a negated exploding term cut lands to the floats own bound (h8-exact)', () => {
    // `20d6-1d6!` (notationOdds): the cut lands from 24 down; its highest total, 119, is 6^-21 likely.
    const odds = {
      exact: false,
      truncated: 3.5e-13,
      error: { relative: 2.1e-14, absolute: 3.5e-13, aboveCut: { total: 24, absolute: 0 } },
    };
    expect(formatChance(4.558518712985422e-17, odds, 119)).toBe('4.56e-17');
    expect(formatChance(1e-13, odds, 24)).toBe('<1e-12');
    expect(describeAccuracy(odds)).toBe(
      'Floating point: every chance is within 2.1e-14 of itself (relative error), or 3.5e-13 for what the exploding dice leave past the cut; the cut cannot reach totals above 24 (relative error alone there).',
    );
  });

  it('says where the cut cannot reach, below it or with its own absolute bound (h8-exact)', () => {
    const below = (absolute: number) => ({
      exact: false,
      truncated: 3.5e-13,
      error: { relative: 2.1e-14, absolute: 3.5e-13, belowCut: { total: -24, absolute } },
    });
    expect(describeAccuracy(below(0))).toBe(
      'Floating point: every chance is within 2.1e-14 of itself (relative error), or 3.5e-13 for what the exploding dice leave past the cut; the cut cannot reach totals below -24 (relative error alone there).',
    );
    expect(describeAccuracy(below(1e-320))).toContain('totals below -24 (1.0e-320 absolute there).');
  });

  it('writes ordinary chances as percentages', () => {
    expect(formatChance(0.25, { exact: true })).toBe('25.0%');
  });

  it('says which kind of answer it is', () => {
    expect(describeAccuracy({ exact: true })).toBe('Exact: every chance comes from exact counts.');
    expect(describeAccuracy(float(2.54e-12))).toBe(
      'Floating point: every chance is within 2.5e-12 of itself (relative error).',
    );
    expect(describeAccuracy({ exact: false })).toContain('no error bound');
    expect(describeAccuracy({ ...float(2.7e-13, 5.9e-13), truncated: 5.9e-13 })).toBe(
      'Floating point: every chance is within 2.7e-13 of itself (relative error), or 5.9e-13 for what the exploding dice leave past the cut.',
    );
  });
});
