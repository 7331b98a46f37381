import type { HandlerEnv } from './env.js';
import { type Interaction, type InteractionResponse, ResponseType } from './interaction.js';
import { privateNote } from './respond.js';
import { choiceMenus, choose } from './round-choices.js';
import { choicesSchemaOf, nextRound, type PlayRecord, planOf, playMessage } from './rounds.js';

/** Who the GM of a play is, in the words a refusal uses. */
const gmOf = (record: PlayRecord) =>
  `<@${record.gm}>, the GM of this play (a linked channel's room GM, else who started it)`;

/**
 * A select of the GM's choices for a play's next round: the GM's only (anyone else is told, and nothing changes);
 * the message is updated in place with the choice made, its record stored anew (the old one taken, so of two
 * changes made at once on two servers one holds and the other is told to choose again).
 *
 * @example
 * await pressChoice(env, interaction, '42', 'AAAAAAAAAAAAAAAA', 0, record); // { type: 7, data: the message }
 */
export async function pressChoice(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  target: { readonly id: string; readonly index: number; readonly record: PlayRecord },
): Promise<InteractionResponse> {
  const { id, index, record } = target;
  if (record.gm !== user) {
    return privateNote(`🚫 Only ${gmOf(record)} makes the GM's choices; nothing was changed.`);
  }
  const plan = planOf(env, record);
  if (!plan) return privateNote('⚠️ This test is no longer served: run the command again.');
  const schema = choicesSchemaOf(env, plan);
  const menu = schema ? choiceMenus(schema).menus[index] : undefined;
  const value = interaction.data?.values?.[0];
  if (!menu || value === undefined) return privateNote('⚠️ This menu is not one of ours.');
  const next = choose(menu, record.choices, value);
  if (!next) return privateNote(`⚠️ '${value.slice(0, 40)}' is not a choice of ${menu.label}.`);
  if (!(await env.store.take(id))) {
    return privateNote('↩️ This play changed meanwhile: choose again on its message as it is now.');
  }
  return { type: ResponseType.UpdateMessage, data: await playMessage(env, plan, { ...record, ...next }) };
}

/**
 * A play's buttons: Roll (`v:s:`) for whoever rolls next, Finish (`v:f:`, the rest at once) for who started it
 * or its GM.
 */
export async function pressPlay(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  target: { readonly id: string; readonly action: 's' | 'f'; readonly record: PlayRecord },
): Promise<InteractionResponse> {
  const { id, action, record } = target;
  if (action === 'f' && user !== record.user && user !== record.gm) {
    return privateNote(
      `🚫 Only <@${record.user}>, who started it, or ${gmOf(record)} finishes this play at once.`,
    );
  }
  if (action === 'f') {
    // The rest at once is heavy (no estimate: the worker pool under the deadline): it counts as a heavy command.
    const wait = env.limit.take(user);
    if (wait > 0) return privateNote(`⏳ You are rolling fast: try again in ${wait} s.`);
  }
  return nextRound(env, interaction, id, record, action === 'f' ? 'finish' : 'round');
}
