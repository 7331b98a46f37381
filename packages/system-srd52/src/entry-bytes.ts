import type { DamagePart } from './damage-model.js';
import { d20Count, type SideModel } from './side.js';

/**
 * What a roll records in a room at most (the contract's `maxEntryBytes`), from its input alone: the outcome and
 * every die drawn. A die's record is `{"sides":,"face":,"kept":false,"group":"","source":"generated"}` (71 bytes)
 * with its sides and face, and its group: a name or label from the input (up to 100 characters, up to 6 bytes each
 * in JSON), so these bounds never undercount whatever the names.
 */
const DIE_BYTES = 80;

/** The outcome besides the names and lists counted apart: its label, numbers, damage by type and effects. */
export const OUTCOME_BYTES = 4_000;

/** A string's JSON at most: 6 bytes per UTF-16 unit (`\u0000`), and its quotes. */
export const textBytes = (text: string) => 6 * text.length + 2;

/** One die's record at most. */
export const dieBytes = (sides: number, group: string) =>
  DIE_BYTES + 2 * String(sides).length + textBytes(group);

/** The Heroic Inspiration reroll: one more die, of at most 20 sides. */
export const INSPIRATION_BYTES = dieBytes(20, 'Heroic Inspiration');

/** A side's d20s (in `group`) and bonus dice (each by its label). */
export function sideBytes(model: SideModel, group = 'd20'): number {
  return (
    d20Count(model.mode) * dieBytes(20, group) +
    model.bonus.reduce((sum, die) => sum + dieBytes(die.sides, die.label), 0)
  );
}

/** The damage dice (a Critical Hit's twice over), each by its part's label or type. */
export function damageBytes(parts: readonly DamagePart[] | undefined, critical: boolean): number {
  return (parts ?? []).reduce(
    (sum, p) => sum + p.count * (critical ? 2 : 1) * dieBytes(p.sides, p.label ?? `${p.type} damage`),
    0,
  );
}
