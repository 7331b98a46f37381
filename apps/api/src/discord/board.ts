/**
 * `/board` (issue 40): a message with a button for each of a user's saved tests (or, with `server`, the server's),
 * for phones: one tap rolls it, privately or in public as the board was posted. A button holds no state of its own:
 * its `custom_id` names the list and the saved test (`v:b:<u|g>:<0|1>[:<owner>]:<name>`, well under Discord's 100
 * characters), which is looked up when it is pressed, so a board works on any server of a cluster and after a
 * restart, never expires, and a test saved again since rolls as it is now. A user's board rolls for that user only.
 */
import { SAVED_NAME } from '@verdict/discord';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse, MessageData, ReceivedOption } from './interaction.js';
import { privateNote, reply } from './respond.js';
import { rollFoundSaved } from './saved-tests.js';

/** Discord's limits on a message's buttons: 5 action rows of 5 buttons, labels of 80 characters. */
export const BOARD_LIMITS = { rows: 5, perRow: 5, label: 80 } as const;
const MAX_BUTTONS = BOARD_LIMITS.rows * BOARD_LIMITS.perRow;

/** `/board [server] [private]`. */
export async function boardCommand(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  received: readonly ReceivedOption[],
): Promise<InteractionResponse> {
  const store = env.rooms?.store;
  if (!store) return privateNote('⚠️ This server keeps no saved tests (it runs without a database).');
  const server = received.find((o) => o.name === 'server')?.value === true;
  const isPrivate = received.find((o) => o.name === 'private')?.value === true;
  const guild = interaction.guild_id;
  if (server && guild === undefined)
    return privateNote("⚠️ A server's board is posted in one of its channels, not a DM.");
  const list = await store.savedTests(server ? 'guild' : 'user', server ? guild! : user);
  if (list.length === 0) {
    return privateNote(
      server
        ? 'This server has no saved tests yet: a member who may manage it saves one with `/save name: server:True`.'
        : 'You have no saved tests yet: roll a test, then `/save name:` keeps it for your board.',
    );
  }
  const flag = isPrivate ? '1' : '0';
  const shown = list.slice(0, MAX_BUTTONS);
  const rows: Exclude<MessageData['components'], undefined>[number][] = [];
  for (let i = 0; i < shown.length; i += BOARD_LIMITS.perRow) {
    rows.push({
      type: 1,
      components: shown.slice(i, i + BOARD_LIMITS.perRow).map((saved) => ({
        type: 2,
        style: 1,
        label: saved.name.slice(0, BOARD_LIMITS.label),
        custom_id: server ? `v:b:g:${flag}:${saved.name}` : `v:b:u:${flag}:${user}:${saved.name}`,
      })),
    });
  }
  const more =
    list.length > shown.length ? `\n${list.length - shown.length} more: \`/r name:\` rolls them.` : '';
  const whose = server
    ? "🎛️ This server's saved tests: tap one to roll it"
    : `🎛️ <@${user}>'s saved tests: tap one to roll it`;
  return reply(
    {
      content: `${whose}${isPrivate ? ' (privately)' : ''}.${more}`,
      components: rows,
    },
    isPrivate,
  );
}

const BOARD_ID = /^v:b:(u|g):([01]):(?:(\d{1,20}):)?(.{1,32})$/;

/** Whether a button's `custom_id` is a board's. */
export const isBoardButton = (customId: string | undefined): boolean => customId?.startsWith('v:b:') === true;

/** A board's button pressed: the saved test it names rolled by `user` (a user's board by its owner only). */
export async function pressBoard(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
): Promise<InteractionResponse> {
  const store = env.rooms?.store;
  const match = BOARD_ID.exec(interaction.data?.custom_id ?? '');
  const [, scope, flag, owner, name] = match ?? [];
  if (!store || !match || !SAVED_NAME.test(name!) || (scope === 'u') !== (owner !== undefined))
    return privateNote('⚠️ This button is not one of ours.');
  if (scope === 'u' && owner !== user)
    return privateNote(`This is <@${owner}>'s board: \`/board\` posts yours.`);
  const guild = interaction.guild_id;
  if (scope === 'g' && guild === undefined) return privateNote('⚠️ This button is not one of ours.');
  const key = name!.toLowerCase();
  const saved = (
    await store.savedTests(scope === 'u' ? 'user' : 'guild', scope === 'u' ? user : guild!)
  ).find((s) => s.name.toLowerCase() === key);
  if (!saved)
    return privateNote(
      `**${name}** is no longer saved: \`/saved\` lists what is, \`/board\` posts a new board.`,
    );
  return rollFoundSaved(env, interaction, user, saved, [{ name: 'private', type: 5, value: flag === '1' }]);
}
