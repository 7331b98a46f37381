import { describe, expect, it } from 'vitest';
import { cumulative, formatPercent, formatProbability, formatShares, probabilityBar } from './probability.js';

describe('formatPercent', () => {
  it('writes one decimal, two near 0% and 100%, and a precision when asked', () => {
    expect(formatPercent(1 / 4)).toBe('25.0%');
    expect(formatPercent(0.0025)).toBe('0.25%');
    expect(formatPercent(0.995)).toBe('99.50%');
    expect(formatPercent(1 / 4, { precision: 2 })).toBe('25.00%');
    expect(formatPercent(1 / 4, { precision: 0 })).toBe('25%');
  });

  it('never reads 0% for a possible outcome nor 100% for an uncertain one', () => {
    expect(formatPercent(1 / 20_000)).toBe('<0.01%');
    expect(formatPercent(Number.MIN_VALUE)).toBe('<0.01%');
    expect(formatPercent(1 - 1 / 20_000)).toBe('>99.99%');
    expect(formatPercent(1 - Number.EPSILON)).toBe('>99.99%');
    expect(formatPercent(1 / 20_000, { precision: 2 })).toBe('0.005%');
    expect(formatPercent(1 / 200_000, { precision: 2 })).toBe('<0.001%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('reads a value that is not a probability as the nearest end', () => {
    expect(formatPercent(Number.NaN)).toBe('0%');
    expect(formatPercent(-0.5)).toBe('0%');
    expect(formatPercent(1.5)).toBe('100%');
  });
});

describe('formatProbability', () => {
  it('puts a short exact fraction beside the percentage, and leaves a long one out', () => {
    expect(formatProbability(1 / 4, '1/4')).toBe('25.0% (1/4)');
    expect(formatProbability(1 / 3, `${'1'.repeat(20)}/${'3'.repeat(20)}`)).toBe('33.3%');
    expect(formatProbability(1 / 3)).toBe('33.3%');
  });
});

describe('formatShares', () => {
  const sum = (texts: string[]) =>
    texts.reduce((total, text) => total + (text.startsWith('<') ? 0 : Number.parseFloat(text)), 0);

  it('makes parts of a whole add up to 100% as shown', () => {
    const thirds = formatShares([1 / 3, 1 / 3, 1 / 3]);
    expect(thirds).toEqual(['33.4%', '33.3%', '33.3%']);
    // 14.3% + 85.5% + 0.25% read 100.05% one by one; together they are written to two decimals.
    const parts = [0.14275, 0.85475, 0.0025];
    expect(parts.map((p) => formatPercent(p))).toEqual(['14.3%', '85.5%', '0.25%']);
    expect(sum(formatShares(parts))).toBeCloseTo(100, 9);
    formatShares(parts).forEach((text, index) => {
      expect(text).toMatch(/^\d+\.\d\d%$/);
      expect(Math.abs(Number.parseFloat(text) - parts[index]! * 100)).toBeLessThanOrEqual(0.01);
    });
  });

  it('keeps a possible part too small to show as <0.01%, and parts of no whole as they are', () => {
    expect(formatShares([0.4375, 0.5625 - 1e-14, 1e-14])).toEqual(['43.8%', '56.2%', '<0.01%']);
    expect(formatShares([0.25, 0.25])).toEqual(['25.0%', '25.0%']);
    expect(formatShares([1, 0])).toEqual(['100%', '0%']);
  });
});

describe('cumulative and probabilityBar', () => {
  it('gives at least and at most each value, the ends exactly 1', () => {
    const sixth = 1 / 6;
    const rows = cumulative([1, 2, 3, 4, 5, 6].map((value) => ({ value, probability: sixth })));
    expect(rows[0]).toMatchObject({ value: 1, atLeast: 1 });
    expect(rows.at(-1)).toMatchObject({ value: 6, atMost: 1 });
    expect(rows[2]!.atMost).toBeCloseTo(0.5, 12);
    expect(rows[3]!.atLeast).toBeCloseTo(0.5, 12);
  });

  it('draws eighths of a cell, and a sliver for anything possible', () => {
    expect(probabilityBar(0.5, 10)).toBe('█████');
    expect(probabilityBar(1e-9, 10)).toBe('▏');
    expect(probabilityBar(0, 10)).toBe('');
  });
});
