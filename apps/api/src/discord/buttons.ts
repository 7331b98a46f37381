import { isBoardButton, pressBoard } from './board.js';
import { runRoll } from './dice-commands.js';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse } from './interaction.js';
import { OptionError } from './option-errors.js';
import { privateNote } from './respond.js';
import { nextRound } from './rounds.js';
import { rollTest } from './test-commands.js';

/**
 * A button press: a board's (`v:b:…`, board.ts) rolls a saved test, `v:r:<id>` rerolls, `v:o:<id>` rolls after the odds, `v:s:<id>` plays a contest's next
 * round. Reroll and Roll belong to the player who asked (others get an ephemeral note); a contest's button
 * is for whichever side rolls next.
 */
export async function pressButton(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
): Promise<InteractionResponse> {
  if (isBoardButton(interaction.data?.custom_id)) return pressBoard(env, interaction, user);
  const match = /^v:([ros]):([\w-]{16})$/.exec(interaction.data?.custom_id ?? '');
  if (!match) return privateNote('⚠️ This button is not one of ours.');
  const [, action, id] = match as unknown as [string, 'r' | 'o' | 's', string];
  const record = await env.store.get(id);
  if (!record) {
    return privateNote(
      '⌛ This button has expired (buttons last 15 minutes) or was already used: run the command again.',
    );
  }
  if (record.kind === 'step') {
    if (action !== 's') return privateNote('⚠️ This button is not one of ours.');
    return nextRound(env, interaction, id, record);
  }
  if (record.user !== user) {
    return privateNote(`Only <@${record.user}> can use this button: run the command yourself to roll.`);
  }
  const wait = env.limit.take(user);
  if (wait > 0)
    throw new OptionError([{ option: 'button', message: `rolling fast: try again in ${wait} s` }]);
  if (record.kind === 'roll') {
    return runRoll(env, interaction, user, { notation: record.notation, private: record.private }, true);
  }
  const plan = env.commands.tests.find(
    (t) => t.command === record.command && t.subcommand === record.subcommand,
  );
  if (!plan) return privateNote('⚠️ This test is no longer served: run the command again.');
  return rollTest(
    env,
    interaction,
    plan,
    {
      user,
      input: record.input,
      ...(action === 'o' && record.dice ? { dice: record.dice } : {}),
      private: record.private,
    },
    action === 'r',
  );
}
