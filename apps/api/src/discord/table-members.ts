/**
 * Who a Discord user is in a linked channel's room: the user who linked the channel rolls as the room's GM
 * (the member whose token linked it); every other user rolls as their own player, joined on their first
 * roll under their Discord display name. The mapping is kept in the room store (`discord_members`), read
 * and written in the room's write transaction, so it survives restarts and a user joins once. Their token
 * is random and never shown: the member acts only through Discord.
 */
import { type Member, seatOf } from '../rooms/door.js';
import type { HandlerEnv } from './env.js';
import type { Interaction } from './interaction.js';
import { userOf } from './interaction.js';
import { discordClient, type TableLink } from './tables.js';

/** Whether `user` acts as the room's GM in the linked channel. */
export const isTableGm = (link: TableLink, user: string): boolean => user === link.linkedBy;

/**
 * The member `user` rolls as in the link's room: the GM for the linking user, else their own player
 * (joined now if they have none). Undefined when the room no longer exists.
 *
 * @example
 * const me = await tableMember(env, link, interaction, '77'); // Ulla's player, joined on first use
 */
export async function tableMember(
  env: HandlerEnv,
  link: TableLink,
  interaction: Interaction,
  user: string,
): Promise<Member | undefined> {
  if (isTableGm(link, user)) return link.member;
  return seatOf(env.rooms!, link.roomId, user, displayName(interaction, user), {
    client: discordClient(user),
  });
}

/** The name the table sees: the server nickname, else the Discord display name, else the username. */
function displayName(interaction: Interaction, user: string): string {
  const nick = (interaction.member as { nick?: string | null } | undefined)?.nick;
  const who = userOf(interaction);
  const name = [nick, who?.global_name, who?.username].find((n) => typeof n === 'string' && n.trim() !== '');
  // 1-100 code points, as the join route takes.
  return Array.from((name ?? `Discord user ${user}`).trim())
    .slice(0, 100)
    .join('');
}
