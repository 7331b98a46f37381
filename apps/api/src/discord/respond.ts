import type { DiscordOptions } from './discord-options.js';
import {
  type Button,
  EPHEMERAL,
  type Interaction,
  type InteractionResponse,
  type MessageData,
  ResponseType,
} from './interaction.js';
import { optionProblems, problemsText } from './option-errors.js';
import { workProblemText } from './work-errors.js';

/** Mentions in replies render as names but never ping anyone. */
const NO_PINGS = { parse: [] } as const;

/** A new message in the channel (ephemeral when private). */
export function reply(data: MessageData, isPrivate = false): InteractionResponse {
  return {
    type: ResponseType.Message,
    data: { allowed_mentions: NO_PINGS, ...data, ...(isPrivate ? { flags: EPHEMERAL } : {}) },
  };
}

/** An ephemeral answer only the user sees: errors, limits, expired buttons. */
export function privateNote(content: string): InteractionResponse {
  return reply({ content: content.slice(0, 2000) }, true);
}

/** A row of buttons. */
export function buttons(...list: Button[]): MessageData['components'] {
  return [{ type: 1, components: list }];
}

/** A button whose `custom_id` is `v:<action>:<record id>` (well under Discord's 100 characters). */
export function button(
  label: string,
  action: 'r' | 'o' | 's' | 'f' | 'v',
  id: string,
  style: 1 | 2 | 3 = 1,
): Button {
  return { type: 2, style, label: label.slice(0, 80), custom_id: `v:${action}:${id}` };
}

/** Runs follow-up work after the deferred answer is sent, and edits the original message with its result. */
export interface Deferrer {
  defer(interaction: Interaction, isPrivate: boolean, work: () => MessageData): InteractionResponse;
  deferAsync(
    interaction: Interaction,
    isPrivate: boolean,
    work: () => Promise<MessageData>,
  ): InteractionResponse;
  /** A button's deferred update: Discord keeps the message as it is until the work edits it in place. */
  deferUpdate(interaction: Interaction, work: () => Promise<MessageData>): InteractionResponse;
}

/**
 * Answers "thinking…" now (Discord's 3-second deadline) and edits the message through the interaction's
 * webhook (`PATCH /webhooks/{application.id}/{token}/messages/@original`) once the work is done. A user
 * error in the work becomes the message's text, and so does work stopped at the server's deadline or
 * refused as too busy (see `work-errors.ts`); anything else is logged and reported without details.
 */
export function createDeferrer(
  options: DiscordOptions,
  report: (message: string, error: unknown) => void,
): Deferrer {
  const base = (options.apiBase ?? 'https://discord.com/api/v10').replace(/\/+$/, '');
  const later = options.later ?? ((task) => void setTimeout(() => void task(), 0));
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const schedule = (interaction: Interaction, work: () => Promise<MessageData>, update: boolean) => {
    const app = options.applicationId ?? interaction.application_id ?? '';
    const token = interaction.token ?? '';
    later(async () => {
      let body: MessageData;
      try {
        body = { allowed_mentions: NO_PINGS, ...(await work()) };
      } catch (error) {
        const problems = optionProblems(error);
        const stopped = workProblemText(error);
        if (!problems && !stopped) report('discord deferred work failed', error);
        const content =
          stopped ?? (problems ? problemsText(problems) : '⚠️ Something went wrong on our side; try again.');
        // An update keeps the message's embeds (a contest's rounds so far) and drops its button: the round
        // it stood for was not played, and its state is gone.
        body = update ? { content, components: [] } : { content };
      }
      // Ids are digits and tokens url-safe; anything else is not Discord's and is not sent anywhere.
      if (!/^\d{1,20}$/.test(app) || !/^[\w.-]{1,500}$/.test(token)) {
        report(
          'discord follow-up skipped',
          new Error('the interaction has no valid application_id or token'),
        );
        return;
      }
      try {
        const response = await send(`${base}/webhooks/${app}/${token}/messages/@original`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok)
          report('discord follow-up refused', new Error(`Discord answered ${response.status}`));
      } catch (error) {
        report('discord follow-up failed', error);
      }
    });
  };
  const deferrer: Deferrer = {
    defer: (interaction, isPrivate, work) => deferrer.deferAsync(interaction, isPrivate, async () => work()),
    deferAsync(interaction, isPrivate, work) {
      schedule(interaction, work, false);
      return { type: ResponseType.DeferredMessage, ...(isPrivate ? { data: { flags: EPHEMERAL } } : {}) };
    },
    deferUpdate(interaction, work) {
      schedule(interaction, work, true);
      return { type: ResponseType.DeferredUpdate };
    },
  };
  return deferrer;
}
