/**
 * @module
 * Who may open a sealed entry's hidden part: everyone once it is revealed; the GM always; the roller of
 * an `outcome` roll, unless the roll answers a request whose input is still hidden (the hidden difficulty
 * stays hidden from the roller). Gm and blind rolls, and hidden requests, open to the GM alone.
 */
import type { RoomMember, RoomState } from './state.js';

/**
 * Whether `member` may open the hidden part of the sealed entry at `seq` (false when it seals nothing).
 *
 * @example
 * mayOpen(state, { id: 'olaf', role: 'player' }, 6); // true: Olaf's own outcome roll
 */
export function mayOpen(state: RoomState, member: Pick<RoomMember, 'id' | 'role'>, seq: number): boolean {
  const sealed = state.sealed.get(seq);
  if (!sealed) return false;
  if (sealed.revealedBy !== undefined || member.role === 'gm') return true;
  // The roller of an outcome roll or test of rounds opens its parts (a GM's choice stays the GM's).
  const rollers = sealed.type !== 'request' && sealed.type !== 'round.choice';
  if (!rollers || sealed.by !== member.id || sealed.visibility !== 'outcome') return false;
  return sealed.request === undefined || state.requests.get(sealed.request)?.hidden !== true;
}

/** The seqs of the sealed entries not revealed yet that `member` may open, oldest first. */
export function openableBy(state: RoomState, member: Pick<RoomMember, 'id' | 'role'>): number[] {
  return [...state.sealed.values()]
    .filter((sealed) => sealed.revealedBy === undefined && mayOpen(state, member, sealed.seq))
    .map((sealed) => sealed.seq)
    .sort((a, b) => a - b);
}
