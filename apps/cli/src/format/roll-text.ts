import type { DieMark, RolledDieRecord, RollResponse } from '@verdict/dice';
import type { Palette } from './colour.js';

/** How each mark is written beside a die, and in the legend. */
const SIGNS: readonly { readonly mark: DieMark; readonly sign: string; readonly meaning: string }[] = [
  { mark: 'exploded', sign: '!', meaning: 'exploded' },
  { mark: 'compounded', sign: '+', meaning: 'compounded into the die before' },
  { mark: 'penetrated', sign: '-1', meaning: 'penetrating (counts one less)' },
  { mark: 'rerolled', sign: 'r', meaning: 'rerolled' },
  { mark: 'success', sign: '✓', meaning: 'success' },
  { mark: 'failure', sign: '✗', meaning: 'failure' },
  { mark: 'critical-success', sign: '*', meaning: 'critical success' },
  { mark: 'critical-failure', sign: '_', meaning: 'critical failure' },
  { mark: 'min', sign: '↑', meaning: 'raised to min' },
  { mark: 'max', sign: '↓', meaning: 'lowered to max' },
];

/** One die as text: its value with the signs of its marks, in brackets when it does not count (`(2)`, `(1r)`). */
export function dieText(die: RolledDieRecord, palette: Palette): string {
  const value = die.value ?? die.face;
  const marks = die.marks ?? [];
  const prefix = marks.includes('compounded') ? '+' : '';
  const signs = SIGNS.filter(
    (s) => s.mark !== 'compounded' && s.mark !== 'penetrated' && marks.includes(s.mark),
  )
    .map((s) => s.sign)
    .join('');
  const text = `${prefix}${value}${signs}`;
  if (!die.kept) return palette.style('dim', `(${text})`);
  if (marks.includes('critical-success') || marks.includes('success')) return palette.style('green', text);
  if (marks.includes('critical-failure') || marks.includes('failure')) return palette.style('red', text);
  return text;
}

/**
 * A rolled notation for reading: the total and notation, each group of dice on its line with every die's fate,
 * the labels' totals, a legend of the signs used, and the seed.
 *
 * @example
 * formatRoll(rollDice({ notation: '3d6!', dice: [6, 2, 3, 4] }), palette);
 * // 15  3d6!
 * //   3d6!: 6! 2 3 4
 */
export function formatRoll(roll: RollResponse, palette: Palette): string[] {
  const head = `${palette.style('bold', String(roll.total))}  ${palette.style('dim', roll.notation)}${
    roll.comment === undefined ? '' : palette.style('dim', `  # ${roll.comment}`)
  }`;
  const lines = [head];
  const groups: { name: string; dice: RolledDieRecord[] }[] = [];
  for (const die of roll.dice) {
    const name = die.label === undefined ? die.group : `${die.group} [${die.label}]`;
    const last = groups.at(-1);
    if (last && last.name === name) last.dice.push(die);
    else groups.push({ name, dice: [die] });
  }
  for (const { name, dice } of groups) {
    const entered = dice.every((d) => d.source === 'entered') ? palette.style('dim', ', entered') : '';
    lines.push(`  ${name}: ${dice.map((d) => dieText(d, palette)).join(' ')}${entered}`);
  }
  for (const { label, value } of roll.labels ?? []) lines.push(`  ${label}: ${value}`);
  const used = new Set(roll.dice.flatMap((d) => d.marks ?? []));
  const legend = SIGNS.filter((s) => used.has(s.mark)).map((s) => `${s.sign} ${s.meaning}`);
  if (used.has('dropped') || used.has('rerolled')) legend.push('(..) does not count');
  if (legend.length > 0) lines.push(palette.style('dim', `  ${legend.join(', ')}`));
  return lines;
}
