import type { OddsResult } from '@verdict/core';

const FORMATS = new Set(['percent', 'number', 'integer']);
const FRACTION = /^(-?\d+)\/(\d+)$/;

/**
 * The problems of a test's odds `headline` (the numbers it puts first): not a list, an item without a string `key`
 * and `label` or a finite `value`, a key given twice, a `format` other than 'percent', 'number' or 'integer', a
 * percent outside 0 to 1, an integer that is not whole, or a `fraction` that is not "n/d" or does not equal
 * `value`. Empty when the odds have no headline: it is optional.
 *
 * @example
 * headlineProblems({ outcomes: [], headline: [{ key: 'crisis', label: 'Crisis', value: 1.5, format: 'percent' }] });
 * // ["headline 0 ('crisis'): a percent must be a probability from 0 to 1, got 1.5"]
 */
export function headlineProblems(odds: OddsResult): string[] {
  const headline: unknown = odds.headline;
  if (headline === undefined) return [];
  if (!Array.isArray(headline)) return ['headline: expected a list of { key, label, value, format }'];
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const [i, item] of headline.entries()) {
    if (typeof item !== 'object' || item === null) {
      problems.push(`headline ${i}: expected an object { key, label, value, format }`);
      continue;
    }
    const { key, label, value, format, fraction, help } = item as Record<string, unknown>;
    const at = `headline ${i} (${typeof key === 'string' ? `'${key}'` : 'no key'})`;
    if (typeof key !== 'string' || key === '') problems.push(`${at}: expected a string key`);
    else if (keys.has(key)) problems.push(`${at}: the key is given twice`);
    else keys.add(key);
    if (typeof label !== 'string' || label.trim() === '') problems.push(`${at}: expected a label to show`);
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push(`${at}: expected a finite number as value, got ${String(value)}`);
      continue;
    }
    if (typeof format !== 'string' || !FORMATS.has(format))
      problems.push(`${at}: format ${String(format)}, expected 'percent', 'number' or 'integer'`);
    if (format === 'percent' && !(value >= 0 && value <= 1))
      problems.push(`${at}: a percent must be a probability from 0 to 1, got ${value}`);
    if (format === 'integer' && !Number.isInteger(value))
      problems.push(`${at}: an integer must be a whole number, got ${value}`);
    if (help !== undefined && typeof help !== 'string') problems.push(`${at}: help must be text`);
    if (fraction !== undefined) problems.push(...fractionProblems(at, fraction, value));
  }
  return problems;
}

function fractionProblems(at: string, fraction: unknown, value: number): string[] {
  const match = typeof fraction === 'string' ? FRACTION.exec(fraction) : null;
  if (!match || BigInt(match[2]!) === 0n)
    return [`${at}: fraction ${JSON.stringify(fraction)}, expected "numerator/denominator"`];
  const exact = Number(match[1]) / Number(match[2]);
  // Big numerators and denominators lose digits as floats: compare relatively.
  if (Math.abs(exact - value) > 1e-9 * Math.max(1, Math.abs(value)))
    return [`${at}: fraction ${fraction} is ${exact}, but value is ${value}`];
  return [];
}
