import { describe, expect, it } from 'vitest';
import { outcomes } from '../distribution.js';
import { notationDistribution } from '../notation-distribution.js';
import { enumerateRolls } from './enumerate.test-utils.js';

/** Every modifier alone and combined, small enough to enumerate every sequence of faces. */
const FINITE = [
  '3dF+2',
  '2d{2,3,5,7}',
  '2d{1,1,2}',
  '3d6min3',
  '3d6max4',
  '2d6min2max5',
  '3d6ro1',
  '3d4ro<2kh2',
  '4d6>=5',
  '5d6>=5f1',
  '4d6kh3>=4',
  '3d6dl1',
  '3d6kl2',
  '4dF>=0f=-1',
  '{2d6, 1d10}kh1',
  '{1d6, 1d8, 1d4}dl1',
  '{2d4, 2d4}>=5',
  '{1d6+1, 1d8}kl1>=4',
  '{2d4+1d6}kh2',
  '{2d4+1d6}>=4f1',
  '1d6*1d4',
  '2d6/2',
  '-2d6/3',
  'ceil(2d6/4)',
  'round(2d6/4)',
  'floor(1d6/2)+1',
  'abs(1d6-1d6)',
  'max(1d6, 1d6)',
  'min(1d8, 1d6, 1d4)',
  '(1d4+1)*(1d3-2)',
  '1d20cs>=19cf1+5',
  '2d6[fire]+1d4[cold]',
];

/** Exploding and rerolling forever: enumerated down to paths of 1e-10 (their mass is the tolerance). */
const SERIES = [
  '1d6!',
  '2d6!',
  '2d4!',
  '1d6!!',
  '2d4!!',
  '1d6!p',
  '2d4!p',
  '2d4!!p',
  '1d10!>=9',
  '1d6!=1',
  '1d4!<=2',
  '2d6r1',
  '2d6r<3',
  '2d6!kh1',
  '3d4!kh2',
  '3d4!kl2',
  '2d4!dl1',
  '2d4!dh1',
  '3d4!dl1',
  '3d4!dl2',
  '2d4!pdl1',
  '3d4!dl1>=3',
  '{2d4!+1d6}dl1',
  '2dF!dl1',
  '3d4!>=4',
  '3d4!=4>=3f1',
  '3d4!kh2>=3',
  '2d4!pkh1',
  '3d4!pkh2',
  '2d4!!kh1',
  '1d4r1!',
  '2d4ro1!kh1',
  '2dF!',
  '1d{1,2,2,3}!',
  '{2d4!+1d6}kh2',
  '3d4min2!kh2',
];

function expectAgrees(text: string, tolerance: number, floor?: number) {
  const { probabilities, cut } = enumerateRolls(text, floor);
  const exact = notationDistribution(text);
  const list = outcomes(exact);
  const got = new Map(list.map((o) => [o.value, o.probability]));
  const slack = cut + (exact.truncated ?? 0) + tolerance;
  for (const [value, p] of probabilities)
    expect(Math.abs((got.get(value) ?? 0) - p), `${text} at ${value}`).toBeLessThanOrEqual(slack);
  for (const [value, p] of got)
    if (!probabilities.has(value)) expect(p, `${text} at ${value}`).toBeLessThanOrEqual(slack);
  const mass = list.reduce((t, o) => t + o.probability, 0);
  expect(Math.abs(1 - mass - (exact.truncated ?? 0)), `${text}: mass`).toBeLessThan(1e-9);
  return exact;
}

describe('exact distributions against enumeration of every roll', () => {
  it.each(FINITE)('%s, finite: equal to within rounding', (text) => {
    const exact = expectAgrees(text, 1e-12);
    expect(exact.truncated ?? 0).toBe(0);
  });

  it.each(SERIES)(
    '%s, a series: equal to within the mass cut from both',
    (text) => {
      // Paths below 1e-9 are cut from the enumeration (and allowed for), so that it stays quick.
      expectAgrees(text, 1e-12, 1e-9);
    },
    60_000,
  );

  it('gives exact fractions for finite notations whose counts stay small', () => {
    expect(outcomes(notationDistribution('3dF+2')).find((o) => o.value === 5)?.fraction).toBe('1/27');
    expect(outcomes(notationDistribution('4d6>=5')).find((o) => o.value === 4)?.fraction).toBe('1/81');
    expect(outcomes(notationDistribution('1d6ro1')).find((o) => o.value === 1)?.fraction).toBe('1/36');
    // Keep/drop of dice other than plain NdS, by exact order statistics: 4dFkh2 is +2 in 33 of 81 rolls.
    expect(outcomes(notationDistribution('4dFkh2')).at(-1)).toMatchObject({ value: 2, fraction: '11/27' });
    expect(outcomes(notationDistribution('3d4ro<2kh2')).every((o) => o.fraction !== undefined)).toBe(true);
  });

  it('reports the mass cut from a series, below 1e-12', () => {
    const d = notationDistribution('10d6!');
    expect(d.truncated).toBeGreaterThan(0);
    expect(d.truncated).toBeLessThan(1e-12);
  });
});
