/**
 * @module
 * One log entry as a line of text (for `verdict room log` and the room screen): `#seq` and @verdict/room's
 * sentence for it (the same the web app shows: who, what by its title and name, its visibility, the outcome
 * and the chance of that result or better), then the dice this member may see.
 */
import type { Registry } from '@verdict/core';
import type { RollContent, RoomEntry } from '@verdict/fair';
import { describeEntry, type LogLine, type LogView } from '@verdict/room';
import { describeDice } from '../format/dice-text.js';
import { terminalText } from '../format/terminal-text.js';

/**
 * `#7 Grog rolled Sense evil (Check) against Skill 13: Success by 4 (60% for this or better)  d20 9`: one line, escaped for the terminal
 * (names, notes, room names and labels are what members typed).
 */
export function entryText(entry: RoomEntry, view: LogView, registry: Registry): string {
  const dice = diceOf(entry, view);
  const line = `#${entry.seq} ${describeEntry(entry, view, registry).sentence}`;
  return terminalText(dice.length > 0 ? `${line}  ${describeDice(dice).join('; ')}` : line);
}

/** A line of the room view's log as `entryText` says an entry: `#seq`, the sentence, then the dice this member may see. */
export function logLineText(line: LogLine): string {
  const text = `#${line.seq} ${line.sentence}`;
  const dice = line.dice ?? [];
  return terminalText(dice.length > 0 ? `${text}  ${describeDice(dice).join('; ')}` : text);
}

/** The dice of a roll this member may see. */
function diceOf(entry: RoomEntry, view: LogView) {
  if (entry.type !== 'roll') return [];
  if (entry.visibility === 'public') return entry.dice;
  return (view.opened.get(entry.seq) as RollContent | undefined)?.dice ?? [];
}
