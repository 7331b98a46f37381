/**
 * A roll's **Save** button (issue 40, "`/save` after a roll, or from its button"): it opens a modal asking for the
 * name, and the modal's answer keeps the roll's test, with its filled fields, as the presser's own saved test, as
 * `/save name:` would. Anyone who sees the roll may save it for themselves; the test is read from the roll's button
 * record (in the store: any server of a cluster, and a restart, find it), never from what the modal sends back.
 */
import { SAVED_NAME } from '@verdict/discord';
import type { ButtonRecord, HandlerEnv } from './env.js';
import { type Interaction, type InteractionResponse, ResponseType } from './interaction.js';
import { privateNote } from './respond.js';
import { saveTest } from './saved-tests.js';

/** The modal's custom_id: `v:m:<the roll's record id>`. */
const MODAL = /^v:m:([\w-]{16})$/;

/** The modal asking for the saved test's name (1-32 characters, as `/save`'s `name`). */
export function saveModal(id: string): InteractionResponse {
  return {
    type: ResponseType.Modal,
    data: {
      custom_id: `v:m:${id}`,
      title: 'Save this test',
      components: [
        {
          type: 1,
          components: [
            {
              type: 4,
              custom_id: 'name',
              label: 'Name (letters, digits, spaces, - and _)',
              style: 1,
              min_length: 1,
              max_length: 32,
              required: true,
              placeholder: 'Stealth',
            },
          ],
        },
      ],
    },
  };
}

/**
 * The modal's answer: the test of the roll saved under the name typed, for the user who typed it. A stale roll
 * (its buttons expired) or a bad name is answered privately, and nothing is saved.
 *
 * @example
 * await submitSave(env, interaction, '42'); // '💾 Saved **Stealth** (d20 roll-under · Check) for you: …'
 */
export async function submitSave(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
): Promise<InteractionResponse> {
  const match = MODAL.exec(interaction.data?.custom_id ?? '');
  if (!match) return privateNote('⚠️ This form is not one of ours.');
  if (!env.rooms) return privateNote('⚠️ This server keeps no saved tests (it runs without a database).');
  const record: ButtonRecord | undefined = await env.store.get(match[1]!);
  if (record?.kind !== 'test') {
    return privateNote('⌛ This roll has expired (buttons last 15 minutes): roll it again, then save it.');
  }
  const typed = (
    interaction.data?.components
      ?.flatMap((row) => row.components ?? [])
      .find((input) => input.custom_id === 'name')?.value ?? ''
  ).trim();
  if (!SAVED_NAME.test(typed)) {
    return privateNote(`⚠️ **name**: '${typed.slice(0, 40)}': 1-32 letters, digits, spaces, - and _`);
  }
  const plan = env.commands.tests.find(
    (t) => t.command === record.command && t.subcommand === record.subcommand,
  );
  if (!plan) return privateNote('⚠️ This test is no longer served: nothing was saved.');
  return saveTest(env, {
    scope: 'user',
    owner: user,
    name: typed,
    record: {
      command: plan.command,
      subcommand: plan.subcommand,
      system: plan.system,
      test: plan.test,
      input: record.input,
    },
  });
}
