import { diceNeeded, type OutcomeResponse, oddsTest, resolveTest } from '@verdict/core';
import type { TestCommandPlan } from '@verdict/discord';
import { outcomeEmbed } from './embeds.js';
import type { ButtonRecord, HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse } from './interaction.js';
import { oddsEmbed } from './odds-embed.js';
import { optionProblems } from './option-errors.js';
import { readTestOptions, type TestOptions } from './read-options.js';
import { button, buttons, privateNote } from './respond.js';
import { firstRound } from './rounds.js';
import { rollAtTable } from './tables.js';

/** `System · Test`, the heading of every embed about a test. */
export function headingOf(env: HandlerEnv, plan: TestCommandPlan): string {
  return `${env.registry.system(plan.system).name} · ${plan.title}`;
}

/**
 * A test's subcommand: reads the options (errors name each bad option), checks the input before any die is
 * drawn, then plays it round by round, shows the odds first, or resolves it and defers the odds of the
 * result to a follow-up edit. Throws user errors for the caller to show ephemerally.
 */
export async function runTestCommand(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  user: string,
  received: Parameters<typeof readTestOptions>[1],
): Promise<InteractionResponse> {
  const validate = (input: Record<string, unknown>) => {
    try {
      diceNeeded(env.registry, { system: plan.system, test: plan.test, input });
      return [];
    } catch (error) {
      return optionProblems(error, plan) ?? [];
    }
  };
  const options = readTestOptions(plan, received, validate);
  const request = { system: plan.system, test: plan.test, input: options.input };
  diceNeeded(env.registry, request);
  if (options.byRound) return firstRound(env, plan, options);
  // Heavy from here (odds, a deferred follow-up): counted only once the options are known to be good.
  const wait = env.limit.take(user);
  if (wait > 0) return privateNote(`⏳ You are rolling fast: try again in ${wait} s.`);
  if (options.oddsFirst) return oddsFirst(env, interaction, plan, user, options);
  return rollTest(env, interaction, plan, { user, ...options }, false);
}

/**
 * Resolves now (so a bad die is an ephemeral error), then defers the chance and the embed. In a channel
 * linked to a room, the roll goes into the room's log with the room's seeds instead of a plain seed.
 */
export async function rollTest(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  o: { user: string; input: Record<string, unknown>; dice?: readonly number[]; private: boolean },
  reroll: boolean,
): Promise<InteractionResponse> {
  const request = { system: plan.system, test: plan.test, input: o.input };
  const link = env.rooms ? await env.links.get(interaction.channel_id) : undefined;
  let result: OutcomeResponse;
  let footer: string | undefined;
  if (link) {
    ({ result, footer } = await rollAtTable(env, link, interaction, { ...request, ...o }));
  } else {
    result = resolveTest(
      env.registry,
      { ...request, ...(o.dice ? { dice: o.dice } : {}) },
      { random: env.random },
    );
  }
  return env.deferrer.defer(interaction, o.private, () => {
    const odds = oddsTest(env.registry, request);
    const record: ButtonRecord = {
      kind: 'test',
      command: plan.command,
      subcommand: plan.subcommand,
      input: o.input,
      private: o.private,
      user: o.user,
    };
    const id = env.store.put(record);
    return {
      content: `🎲 <@${o.user}> · \`/${plan.command} ${plan.subcommand}\``,
      embeds: [
        outcomeEmbed(result, { heading: headingOf(env, plan), odds, reroll, ...(footer ? { footer } : {}) }),
      ],
      components: buttons(button('Reroll', 'r', id, 2)),
    };
  });
}

function oddsFirst(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  user: string,
  options: TestOptions,
): InteractionResponse {
  const request = { system: plan.system, test: plan.test, input: options.input };
  return env.deferrer.defer(interaction, options.private, () => {
    const odds = oddsTest(env.registry, request);
    const id = env.store.put({
      kind: 'test',
      command: plan.command,
      subcommand: plan.subcommand,
      input: options.input,
      ...(options.dice ? { dice: options.dice } : {}),
      private: options.private,
      user,
    });
    return {
      embeds: [oddsEmbed(odds, headingOf(env, plan), env.registry.test(plan.system, plan.test).labels)],
      components: buttons(button('Roll', 'o', id, 1)),
    };
  });
}
