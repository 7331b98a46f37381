/**
 * Who may open a sealed entry's hidden part: everyone once it is revealed; the GM always; the roller of an
 * `outcome` roll, unless the roll answers a request whose input is still hidden (the hidden difficulty
 * stays hidden from the roller). Gm and blind rolls open to the GM alone.
 */
import type { Member, StoredEntry } from './store/types.js';

/** What decides access to a sealed entry. */
export interface SealedEntry {
  readonly entry: StoredEntry;
  readonly revealed: boolean;
  /** The entry answers a request whose input is sealed and not revealed yet. */
  readonly answersHiddenRequest: boolean;
}

/**
 * Whether `member` may open the hidden part.
 *
 * @example
 * mayOpen(player, { entry, revealed: false, answersHiddenRequest: false }); // true for their outcome roll
 */
export function mayOpen(member: Member, sealed: SealedEntry): boolean {
  if (sealed.revealed || member.role === 'gm') return true;
  if (sealed.entry.type !== 'roll' || sealed.entry.memberId !== member.id) return false;
  const visibility = (JSON.parse(sealed.entry.body) as { visibility?: string }).visibility;
  return visibility === 'outcome' && !sealed.answersHiddenRequest;
}
