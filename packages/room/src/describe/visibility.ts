/**
 * @module
 * Who may read an entry, in words, said to those who can open it: `secret` (the GM's roll, the GM only),
 * `blind` (nobody sees the result until it is revealed, the roller included), `result only` (everyone sees
 * the result, the details are sealed), with whether this member's copy is sealed, opened or revealed.
 */
import { isRoundType, type RoomEntry, type Visibility } from '@verdict/fair';
import type { LogView } from '../log-view.js';

/** The visibility's name as the table says it; undefined for public. */
export function visibilityName(visibility: Visibility): string | undefined {
  if (visibility === 'gm') return 'secret';
  if (visibility === 'blind') return 'blind';
  if (visibility === 'outcome') return 'result only';
  return undefined;
}

/**
 * `secret, opened` / `blind, sealed` / `result only, revealed`: an entry's visibility and the state of its
 * hidden part for this reader; undefined for a public entry.
 *
 * @example
 * visibilityNote(entry, viewOf(entries, opened)); // 'secret, opened'
 */
export function visibilityNote(entry: RoomEntry, view: LogView): string | undefined {
  // A test of rounds' entries carry its visibility: its start names it, the others are known by their start.
  const visibility =
    entry.type === 'roll' || entry.type === 'rounds.started'
      ? entry.visibility
      : isRoundType(entry.type) && 'of' in entry
        ? view.tests?.get(entry.of as number)
        : undefined;
  if (visibility === undefined) return undefined;
  // An abandoned test's end seals nothing: it has no badge.
  if (!('sealed' in entry) || entry.sealed === undefined) {
    if (entry.type !== 'roll' && entry.type !== 'rounds.started') return undefined;
  }
  const name = visibilityName(visibility);
  if (name === undefined) return undefined;
  const state = view.revealed.has(entry.seq) ? 'revealed' : view.opened.has(entry.seq) ? 'opened' : 'sealed';
  return `${name}, ${state}`;
}
