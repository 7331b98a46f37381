import { describe, expect, it } from 'vitest';
import {
  collapse,
  GEOMETRY_NAMES,
  gematriaLetters,
  gematriaValue,
  geometryName,
  geometryOf,
  resolveGeometry,
} from './gematria.js';

describe('Gematria and Geometry', () => {
  it('gives Desi 4 + 5 + 6 + 1 = 16, Geometry 7, Heptagon', () => {
    expect(gematriaLetters('Desi').map((l) => l.value)).toEqual([4, 5, 6, 1]);
    expect(gematriaValue('Desi')).toBe(16);
    expect(geometryOf('Desi')).toBe(7);
    expect(geometryName(geometryOf('Desi'))).toBe('Heptagon');
  });

  it('matches digraphs before single letters, in any case', () => {
    expect(gematriaValue('Ch')).toBe(8);
    expect(gematriaValue('C')).toBe(2);
    expect(gematriaValue('THOMAS')).toBe(9 + 7 + 4 + 1 + 6);
    expect(gematriaLetters('Tzipporah').map((l) => l.letters)).toEqual([
      'Tz',
      'i',
      'p',
      'p',
      'o',
      'r',
      'a',
      'h',
    ]);
    expect(gematriaLetters('Ashby').map((l) => l.letters)).toEqual(['A', 'sh', 'b', 'y']);
  });

  it('counts other characters 0', () => {
    expect(gematriaValue("D'e-s i 42!")).toBe(16);
    expect(gematriaValue('123')).toBe(0);
  });

  it('gives every letter a value', () => {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') expect(gematriaValue(letter)).toBeGreaterThan(0);
  });

  it('collapses to 1-13: 24 -> 6, 99 -> 9, 100 -> 1, 13 stays 13', () => {
    expect(collapse(24)).toBe(6);
    expect(collapse(99)).toBe(9);
    expect(collapse(100)).toBe(1);
    expect(collapse(13)).toBe(13);
    expect(collapse(14)).toBe(5);
    expect(collapse(16)).toBe(7);
  });

  it('names the 13 Geometries', () => {
    expect(GEOMETRY_NAMES).toHaveLength(13);
    expect(geometryName(1)).toBe('Circle');
    expect(geometryName(2)).toBe('Half-Moon');
    expect(geometryName(13)).toBe('Triskaidecagon');
    expect(() => geometryName(14)).toThrow(/1 to 13/);
  });

  it('takes a Geometry as a number or as a name', () => {
    expect(resolveGeometry(6)).toEqual({ geometry: 6, name: 'Hexagon' });
    expect(resolveGeometry('Desi')).toEqual({ geometry: 7, name: 'Heptagon', from: 'Desi' });
  });
});
