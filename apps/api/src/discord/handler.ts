import { describeRegistry } from '@verdict/core';
import { buildDiscordCommands, type TestCommandPlan } from '@verdict/discord';
import { forClient } from '../compute/executor.js';
import { boardCommand } from './board.js';
import { memoryButtons, storedButtons } from './button-store.js';
import { pressButton } from './buttons.js';
import { oddsCommand, rollCommand } from './dice-commands.js';
import type { DiscordContext, DiscordOptions, Later } from './discord-options.js';
import type { HandlerEnv } from './env.js';
import {
  type Interaction,
  type InteractionResponse,
  InteractionType,
  type ReceivedOption,
  ResponseType,
  userOf,
} from './interaction.js';
import { optionProblems, problemsText } from './option-errors.js';
import { createDeferrer, privateNote } from './respond.js';
import { submitSave } from './save-button.js';
import { savedNameChoices, savedTestCommand } from './saved-tests.js';
import { SeenInteractions } from './seen-interactions.js';
import { defaultsCommand, serverDefaults, withServerDefaults } from './server-defaults.js';
import { TableLinks, tableCommand } from './tables.js';
import { runTestCommand } from './test-commands.js';
import { UserLimit } from './user-limit.js';
import { workProblemText } from './work-errors.js';

/**
 * Answers verified interactions: PING, the slash commands built from the registry's manifest, their
 * buttons and autocomplete. Never throws: user errors become ephemeral notes naming each bad option,
 * anything else is logged and answered with a short apology.
 *
 * @example
 * const handle = createInteractionHandler(options, { registry, random, log, now, date });
 * await handle({ type: 1 }); // { type: 1 }: PONG
 */
export function createInteractionHandler(
  options: DiscordOptions,
  context: DiscordContext,
): (interaction: Interaction, later?: Later, origin?: string) => Promise<InteractionResponse> {
  const report = (message: string, error: unknown) =>
    context.log({
      type: 'error',
      time: context.date().toISOString(),
      method: 'POST',
      path: '/discord/interactions',
      message: `${message}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    });
  const buttonTtlMs = options.buttonTtlMs ?? 15 * 60_000;
  const manifest = context.manifest ?? describeRegistry(context.registry);
  const shared: HandlerEnv = {
    registry: context.registry,
    random: context.random,
    work: context.work,
    manifest,
    commands: buildDiscordCommands(manifest),
    // With rooms, buttons live in the database (any server of a cluster, and a restart, find them); wall-clock
    // ms there, as every server of a database shares it.
    store: context.rooms
      ? storedButtons(context.rooms.store, { ttlMs: buttonTtlMs, now: () => context.date().getTime() })
      : memoryButtons({
          ttlMs: buttonTtlMs,
          maxEntries: options.maxButtons ?? 10_000,
          now: context.now,
        }),
    limit: new UserLimit({
      perMinute: options.heavyPerUserPerMinute ?? 20,
      maxUsers: 10_000,
      now: context.now,
    }),
    deferrer: createDeferrer(options, report),
    ...(context.rooms ? { rooms: context.rooms } : {}),
    // Wall-clock ms: `created` is a whole number in the store (PostgreSQL refused the monotonic `now`).
    links: new TableLinks(context.rooms?.store, () => context.date().getTime()),
    report,
  };

  // Wall-clock time (shared by every server of a database), not the monotonic `now` of the buttons.
  const seen = new SeenInteractions(context.rooms?.store, () => context.date().getTime());

  return async (interaction, later, origin) => {
    // A platform's per-request `waitUntil` keeps the follow-up alive after the answer (edge workers).
    const deferred = later ? { ...shared, deferrer: createDeferrer({ ...options, later }, report) } : shared;
    // The web app's origin, as for a room's joinUrl: PUBLIC_URL, else the origin Discord called.
    const webUrl = context.rooms?.publicUrl ?? origin;
    const reached = webUrl === undefined ? deferred : { ...deferred, webUrl };
    if (interaction.type === InteractionType.Ping) return { type: ResponseType.Pong };
    const user = userOf(interaction)?.id;
    if (!user) return privateNote('⚠️ This interaction has no user.');
    // Every request comes from Discord's addresses: each user's jobs get their own lane of the fair queue.
    const env = { ...reached, work: forClient(reached.work, `discord:${user}`) };
    let plan: TestCommandPlan | undefined;
    try {
      // A replayed interaction (same id) is acted on once; autocomplete only suggests, so it may repeat.
      if (
        interaction.type !== InteractionType.Autocomplete &&
        typeof interaction.id === 'string' &&
        !(await seen.claim(interaction.id))
      ) {
        return privateNote('↩️ This interaction was already handled: nothing was run again.');
      }
      if (interaction.type === InteractionType.Command) {
        const name = interaction.data?.name ?? '';
        const given = interaction.data?.options ?? [];
        const isTest = env.commands.tests.some((t) => t.command === name && t.subcommand === given[0]?.name);
        // The server's defaults fill the options a member left out, before any command reads them.
        const defaults = await serverDefaults(env, interaction.guild_id);
        const received = withServerDefaults(name, given, defaults, isTest);
        if (name === 'roll') return await rollCommand(env, interaction, user, received);
        if (name === 'odds') return oddsCommand(env, interaction, user, received);
        if (name === 'board') return await boardCommand(env, interaction, user, received);
        if (name === 'verdict' && received[0]?.name === 'defaults') {
          return await defaultsCommand(env, interaction, received[0].options ?? []);
        }
        if (name === 'verdict' && received[0]?.name === 'table') {
          return await tableCommand(env, interaction, user, received[0].options?.[0]);
        }
        const saved = await savedTestCommand(env, interaction, user, name, received);
        if (saved) return saved;
        const sub = received[0];
        plan = env.commands.tests.find((t) => t.command === name && t.subcommand === sub?.name);
        if (!plan || !sub)
          return privateNote(
            `⚠️ Unknown command /${name}: re-register the commands (verdict discord register).`,
          );
        return await runTestCommand(env, interaction, plan, user, sub.options ?? []);
      }
      if (interaction.type === InteractionType.Component) return await pressButton(env, interaction, user);
      if (interaction.type === InteractionType.ModalSubmit) return await submitSave(env, interaction, user);
      if (interaction.type === InteractionType.Autocomplete) {
        if (interaction.data?.name === 'r' || interaction.data?.name === 'unsave') {
          const choices = await savedNameChoices(env, interaction, user);
          return { type: ResponseType.AutocompleteResult, data: { choices } };
        }
        return autocomplete(env, interaction);
      }
      return privateNote('⚠️ This kind of interaction is not supported.');
    } catch (error) {
      const problems = optionProblems(error, plan);
      if (problems) return privateNote(problemsText(problems));
      // The server stopped or refused the work (deadline, busy, out of memory), or the room refused it
      // (a role, closed, log full, a quota): its problem says why and what to do.
      const stopped = workProblemText(error);
      if (stopped) return privateNote(stopped);
      report('discord interaction failed', error);
      return privateNote('⚠️ Something went wrong on our side; try again.');
    }
  };
}

/** Suggests the values of a field with many (an enum past Discord's 25 choices) that contain what was typed. */
function autocomplete(env: HandlerEnv, interaction: Interaction): InteractionResponse {
  const sub = interaction.data?.options?.[0];
  const focused = (sub?.options ?? []).find((o: ReceivedOption) => o.focused);
  const plan = env.commands.tests.find(
    (t) => t.command === interaction.data?.name && t.subcommand === sub?.name,
  );
  const field = plan?.fields.find((f) => f.name === focused?.name);
  const typed = String(focused?.value ?? '').toLowerCase();
  const values = (field?.values ?? []).filter((v) => v.toLowerCase().includes(typed)).slice(0, 25);
  return {
    type: ResponseType.AutocompleteResult,
    data: { choices: values.map((v) => ({ name: v.slice(0, 100), value: v.slice(0, 100) })) },
  };
}
