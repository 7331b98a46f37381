/**
 * @module
 * One log entry as a line of text (for `verdict room log` and the room screen): `#seq` and @verdict/room's
 * sentence for it (the same the web app shows: who, what by its title and name, its visibility, the outcome
 * and the chance of that result or better), what the outcome brings about, then the dice this member may see,
 * each round's named as the web names them (`Turn 2 (hour 2) · pool: 7d6 …`, @verdict/room's `diceRows`).
 */
import type { Registry } from '@verdict/core';
import type { DieRecord } from '@verdict/dice';
import { type RollContent, type RoomEntry, subjectOf } from '@verdict/fair';
import {
  type DiceRound,
  describeEntry,
  diceRounds,
  effectsLine,
  type LogLine,
  type LogView,
} from '@verdict/room';
import { terminalText } from '../format/terminal-text.js';
import { describeDiceRows } from './dice-rows-text.js';

/** What a line says after its sentence: the outcome's effects, the dice, and the rounds they were drawn in. */
interface LineDetails {
  readonly dice?: readonly DieRecord[] | undefined;
  readonly diceRounds?: readonly DiceRound[] | undefined;
  readonly effects?: readonly string[] | undefined;
}

/**
 * `#7 Grog rolled Sense evil (Check) against Skill 13: Success by 4 (60% for this or better)  d20 9`: one line, escaped for the terminal
 * (names, notes, room names and labels are what members typed).
 */
export function entryText(entry: RoomEntry, view: LogView, registry: Registry): string {
  return lineText(
    `#${entry.seq} ${describeEntry(entry, view, registry).sentence}`,
    detailsOf(entry, view, registry),
  );
}

/** A line of the room view's log as `entryText` says an entry: `#seq`, the sentence, then the dice this member may see. */
export function logLineText(line: LogLine): string {
  return lineText(`#${line.seq} ${line.sentence}`, line);
}

/** The sentence, then the effects and the dice (by round), two spaces apart. */
function lineText(sentence: string, details: LineDetails): string {
  const effects = details.effects ?? [];
  const dice = details.dice ?? [];
  const parts = [
    sentence,
    ...(effects.length > 0 ? [effectsLine(effects)] : []),
    ...(dice.length > 0 ? [describeDiceRows(dice, details.diceRounds).join('; ')] : []),
  ];
  return terminalText(parts.join('  '));
}

/** The effects, dice and rounds of a roll this member may see (as the room view's `logLines` gives them). */
function detailsOf(entry: RoomEntry, view: LogView, registry: Registry): LineDetails {
  if (entry.type !== 'roll') return {};
  const content =
    entry.visibility === 'public'
      ? { input: entry.input, outcome: entry.outcome, dice: entry.dice }
      : (view.opened.get(entry.seq) as RollContent | undefined);
  if (!content) return {};
  const subject = subjectOf(entry, content);
  return {
    dice: content.dice,
    diceRounds: subject && diceRounds(registry, { ...subject, input: content.input }, content.dice),
    effects: (content.outcome?.effects ?? []).map((effect) => effect.text),
  };
}
