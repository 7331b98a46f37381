/**
 * @module
 * The room screen's members line: who joined (from the log) and, once the server has said who is
 * connected (`event: presence`), who is here and who is away.
 */
import { splitPresence, type TableMember } from '@verdict/room';

/**
 * `Members: Ada (GM), Grog` before presence is known; `Here: Grog · Away: Ada (GM)` after. Not escaped:
 * the caller escapes names for the terminal.
 *
 * @example
 * membersLine(members, new Set(['p1'])); // 'Here: Grog · Away: Ada (GM)'
 */
export function membersLine(
  members: readonly TableMember[],
  present: ReadonlySet<string> | undefined,
): string {
  const name = (m: TableMember) => (m.role === 'gm' ? `${m.name} (GM)` : m.name);
  if (present === undefined) return `Members: ${members.map(name).join(', ')}`;
  const { here, away } = splitPresence(members, present);
  const parts = [`Here: ${here.map(name).join(', ') || 'nobody'}`];
  if (away.length > 0) parts.push(`Away: ${away.map(name).join(', ')}`);
  return parts.join(' · ');
}
