/**
 * @module
 * One line of the room view's log as text (for `verdict room log`, a room roll's answer and the room screen): `#seq`
 * and @verdict/room's sentence for it (the same the web app shows: who, what by its title and name, its visibility, the outcome
 * and the chance of that result or better), what the outcome brings about, then the dice this member may see,
 * each round's named as the web names them (`Turn 2 (hour 2) · pool: 7d6 …`, @verdict/room's `diceRows`).
 */
import { effectsLine, type LogLine } from '@verdict/room';
import { terminalText } from '../format/terminal-text.js';
import { describeDiceRows } from './dice-rows-text.js';

/**
 * A line of the room view's log (`logLines`, the web's too): `#seq`, the sentence, the effects, then the dice this
 * member may see.
 *
 * @example
 * logLineText(line); // '#7 Grog rolled Sense evil (Check) against Skill 13: Success by 4 (60% for this or better)  d20 9'
 */
export function logLineText(line: LogLine): string {
  const effects = line.effects ?? [];
  const dice = line.dice ?? [];
  // The sentence, then the effects and the dice (by round), two spaces apart.
  const parts = [
    `#${line.seq} ${line.sentence}`,
    ...(effects.length > 0 ? [effectsLine(effects)] : []),
    ...(dice.length > 0 ? [describeDiceRows(dice, line.diceRounds).join('; ')] : []),
  ];
  return terminalText(parts.join('  '));
}
