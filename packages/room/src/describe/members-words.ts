/**
 * @module
 * Who is at the table, in one line of words (moved from the CLI's room screen, issue 36): who joined while the server
 * has not said who is connected, then who is here and who is away.
 */
import type { MemberLine } from '../client/room-view.js';

/** `Ada (GM)` or `Grog`. */
const nameOf = (member: MemberLine) => (member.role === 'gm' ? `${member.name} (GM)` : member.name);

/**
 * `Members: Ada (GM), Grog` before presence is known (the view's `here` undefined); `Here: Grog · Away: Ada (GM)`
 * after. Names are what members typed: a terminal escapes the line.
 *
 * @example
 * membersWords(screen.members, screen.here !== undefined); // 'Here: Grog · Away: Ada (GM)'
 */
export function membersWords(members: readonly MemberLine[], presenceKnown: boolean): string {
  if (!presenceKnown) return `Members: ${members.map(nameOf).join(', ')}`;
  const here = members.filter((member) => member.here === true);
  const away = members.filter((member) => member.here !== true);
  const parts = [`Here: ${here.map(nameOf).join(', ') || 'nobody'}`];
  if (away.length > 0) parts.push(`Away: ${away.map(nameOf).join(', ')}`);
  return parts.join(' · ');
}
