import { isBoardButton, pressBoard } from './board.js';
import { pressChoice, pressPlay } from './choice-press.js';
import { runRoll } from './dice-commands.js';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse } from './interaction.js';
import { OptionError } from './option-errors.js';
import { privateNote } from './respond.js';
import { saveModal } from './save-button.js';
import { rollTest } from './test-commands.js';

/**
 * A button press: a board's (`v:b:…`, board.ts) rolls a saved test, `v:r:<id>` rerolls, `v:o:<id>` rolls after the odds, `v:v:<id>` saves a roll's test (a modal asks its name), `v:s:<id>` plays a test's next
 * round, `v:f:<id>` the rest at once, `v:c:<id>:<n>` is the GM's choice n for the next round (choice-press.ts). Reroll and Roll belong to the player who asked (others get an ephemeral note); a contest's button
 * is for whichever side rolls next.
 */
export async function pressButton(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
): Promise<InteractionResponse> {
  if (isBoardButton(interaction.data?.custom_id)) return pressBoard(env, interaction, user);
  const match = /^v:([rosfcv]):([\w-]{16})(?::(\d))?$/.exec(interaction.data?.custom_id ?? '');
  if (!match) return privateNote('⚠️ This button is not one of ours.');
  const [, action, id, menu] = match as unknown as [
    string,
    'r' | 'o' | 's' | 'f' | 'c' | 'v',
    string,
    string?,
  ];
  const record = await env.store.get(id);
  if (!record) {
    return privateNote(
      '⌛ This button has expired (buttons last 15 minutes) or was already used: run the command again.',
    );
  }
  const forPlay = action === 's' || action === 'f' || action === 'c';
  if ((record.kind === 'play') !== forPlay || (action === 'c') !== (menu !== undefined)) {
    return privateNote('⚠️ This button is not one of ours.');
  }
  if (record.kind === 'play') {
    if (action === 'c') return pressChoice(env, interaction, user, { id, index: Number(menu), record });
    return pressPlay(env, interaction, user, { id, action: action as 's' | 'f', record });
  }
  // Save: anyone who sees a test's roll may keep it as their own saved test (a modal asks its name).
  if (action === 'v')
    return record.kind === 'test' ? saveModal(id) : privateNote('⚠️ This button is not one of ours.');
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
