import type { DiceNeed } from '@verdict/core';
import { type DisplayLabels, groupLabel } from '@verdict/form';

/**
 * The dice a roll needs, in the test's words: `1d20 (Sorcerer's Will), 1d20 (Knight's Will)`, or `no dice`.
 *
 * @example
 * describeNeeds([{ count: 1, sides: 20, group: 'check', label: 'Fishing' }]); // '1d20 (Fishing)'
 */
export function describeNeeds(needs: readonly DiceNeed[], labels?: DisplayLabels): string {
  const dice = needs.filter((need) => need.count > 0);
  return (
    dice.map((n) => `${n.count}d${n.sides} (${n.label ?? groupLabel(n.group, labels)})`).join(', ') ||
    'no dice'
  );
}
