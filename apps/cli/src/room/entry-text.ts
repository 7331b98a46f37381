/**
 * @module
 * One log entry as a line of text (for `verdict room log` and the room screen): who, what, the outcome
 * in the rules' words, the dice, and the chance of that result or better before the roll. Sealed
 * entries read as sealed; a revealed one reads as its reveal.
 */
import type { Registry } from '@verdict/core';
import type { RollContent, RoomEntry } from '@verdict/fair';
import { formatChance, type LogView, rollChance } from '@verdict/room';
import { describeDice } from '../format/dice-text.js';
import { terminalText } from '../format/terminal-text.js';

/**
 * `#7 Grog  d20-roll-under/check  Success  check: d20 9  (60% or better)`: one line, escaped for the terminal (names,
 * notes, room names and labels are what members typed).
 */
export function entryText(entry: RoomEntry, view: LogView, registry: Registry): string {
  return terminalText(entryLine(entry, view, registry));
}

function entryLine(entry: RoomEntry, view: LogView, registry: Registry): string {
  const who = entry.by === null ? 'room' : (view.names.get(entry.by) ?? entry.by);
  const head = `#${entry.seq} ${who}`;
  switch (entry.type) {
    case 'room.opened':
      return `${head}: opened "${entry.room.name}" (epoch 1, commitment ${entry.commitment.slice(0, 12)}…)`;
    case 'member.joined':
      return `${head}: joined as ${entry.member.role === 'gm' ? 'GM' : 'player'}`;
    case 'roll':
      return `${head}: ${rollText(entry, view, registry)}`;
    case 'request': {
      const to = entry.to === 'all' ? 'everyone' : entry.to.map((id) => view.names.get(id) ?? id).join(', ');
      const input =
        entry.input === undefined
          ? view.opened.has(entry.seq)
            ? ' (hidden input, opened)'
            : ' (hidden input)'
          : '';
      const note = entry.note ? `: "${entry.note}"` : '';
      return `${head}: asks ${to} to roll ${entry.system}/${entry.test}${input}, ${entry.visibility}${note}`;
    }
    case 'reveal':
      return `${head}: revealed #${entry.of}`;
    case 'epoch.rotated':
      return `${head}: ended epoch ${entry.epoch} (server seed revealed), epoch ${entry.next.epoch} begins`;
    case 'room.closed':
      return `${head}: closed the room (server seed of epoch ${entry.epoch} revealed)`;
  }
}

function rollText(entry: Extract<RoomEntry, { type: 'roll' }>, view: LogView, registry: Registry): string {
  const test = `${entry.system}/${entry.test}`;
  const answer = entry.request === undefined ? '' : ` (answers #${entry.request})`;
  const content =
    entry.visibility === 'public'
      ? { input: entry.input, outcome: entry.outcome, dice: entry.dice }
      : (view.opened.get(entry.seq) as RollContent | undefined);
  if (!content) {
    if (entry.visibility === 'outcome') return `${test}${answer}: ${entry.result.label} (details sealed)`;
    return entry.visibility === 'gm'
      ? `Secret roll by the GM (${test}), sealed`
      : `Blind roll (${test}), sealed`;
  }
  const dice = describeDice(content.dice).join('; ');
  const chance = rollChance(
    registry,
    { system: entry.system, test: entry.test, input: content.input },
    content.outcome.tier,
  );
  const odds = chance ? `  (${formatChance(chance.orBetter)} for this or better)` : '';
  const sealed =
    entry.visibility === 'public'
      ? ''
      : ` [${entry.visibility}, ${view.revealed.has(entry.seq) ? 'revealed' : 'opened'}]`;
  return `${test}${answer}: ${content.outcome.label}  ${dice}${odds}${sealed}`;
}
