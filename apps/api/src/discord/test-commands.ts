import { diceNeeded, type OddsResponse, type OutcomeResponse } from '@verdict/core';
import { createSeed } from '@verdict/dice';
import type { TestCommandPlan } from '@verdict/discord';
import { isLapsed } from '@verdict/room';
import type { ComputeJob } from '../compute/jobs.js';
import { lapsedEmbed, outcomeEmbed } from './embeds.js';
import type { ButtonRecord, HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse } from './interaction.js';
import { oddsEmbed } from './odds-embed.js';
import { OptionError, optionProblems } from './option-errors.js';
import { readTestOptions, type TestOptions } from './read-options.js';
import { button, buttons, privateNote } from './respond.js';
import { firstRound } from './rounds.js';
import { rememberLastTest } from './saved-tests.js';
import { checkTableRoll, rollAtTable } from './tables.js';

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
  // A user past the limit is told to wait before anything is read; a refused command counts as one use
  // (issue 25: refused commands cost nothing, so they could be sent without end).
  const waiting = env.limit.wait(user);
  if (waiting > 0) return privateNote(`⏳ You are rolling fast: try again in ${waiting} s.`);
  let options: TestOptions;
  try {
    options = readTestOptions(plan, received, validate);
    diceNeeded(env.registry, { system: plan.system, test: plan.test, input: options.input });
  } catch (error) {
    env.limit.take(user);
    throw error;
  }
  await rememberLastTest(env, user, plan, options.input);
  if (options.byRound) return firstRound(env, interaction, plan, { ...options, user });
  // Heavy from here (odds, a deferred follow-up): counted only once the options are known to be good.
  const wait = env.limit.take(user);
  if (wait > 0) return privateNote(`⏳ You are rolling fast: try again in ${wait} s.`);
  if (options.oddsFirst) return oddsFirst(env, interaction, plan, user, options);
  return rollTest(env, interaction, plan, { user, ...options }, false);
}

/**
 * Resolves a test and defers the chance and the embed. The work runs through the API's job executor: a
 * cheap resolve now (so a bad die is an ephemeral error), a heavy one in the worker pool under the request
 * deadline, inside the deferred edit (Discord wants its first answer within 3 s); the odds always in the
 * deferred edit. Past the deadline the edit says so. In a channel linked to a room, the roll goes into the
 * room's log with the room's seeds instead of a plain seed.
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
  // In a linked channel a private roll is the GM's sealed roll: refused to players before anything runs.
  if (link) checkTableRoll(link, o.user, o.private);
  // A fresh seed drawn here, as the API's resolve route does, so the job is a pure function of its fields.
  const job: ComputeJob = {
    kind: 'resolve',
    ...request,
    ...(o.dice ? { dice: o.dice } : { seed: createSeed(env.random) }),
  };
  const cost = env.work.estimate(job);
  const resolve = async (): Promise<{ result: OutcomeResponse; footer?: string }> =>
    link
      ? rollAtTable(env, link, interaction, { ...request, ...o })
      : { result: await env.work.value<OutcomeResponse>(job, { cost }) };
  const message = async (rolled: { result: OutcomeResponse; footer?: string; logLine?: string }) => {
    // A table's roll that ran out of time after its draw is logged with no result: no odds to weigh it by.
    const lapsed = isLapsed(rolled.result.outcome);
    const odds = lapsed
      ? undefined
      : await named(plan, () => env.work.value<OddsResponse>({ kind: 'odds', ...request }));
    const record: ButtonRecord = {
      kind: 'test',
      command: plan.command,
      subcommand: plan.subcommand,
      input: o.input,
      private: o.private,
      user: o.user,
    };
    const id = await env.store.put(record);
    const { result, footer, logLine } = rolled;
    const heading = headingOf(env, plan);
    return {
      // At a table, the room's log line follows: the same sentence as the web app and the CLI.
      content: `${lapsed ? '⌛' : '🎲'} <@${o.user}> · \`/${plan.command} ${plan.subcommand}\`${logLine ? `\n${logLine}` : ''}${lapsed ? ': logged with no result' : ''}`,
      embeds: [
        lapsed
          ? lapsedEmbed(result.outcome, { heading, reroll, footer: footer ?? '' })
          : outcomeEmbed(result, {
              heading,
              ...(odds ? { odds } : {}),
              reroll,
              labels: env.registry.test(plan.system, plan.test).labels,
              ...(footer ? { footer } : {}),
            }),
      ],
      // Save only where saved tests are kept (a server with a database).
      components: buttons(button('Reroll', 'r', id, 2), ...(env.rooms ? [button('Save…', 'v', id, 2)] : [])),
    };
  };
  if (env.work.quick(cost)) {
    const rolled = await resolve();
    return env.deferrer.deferAsync(interaction, o.private, () => message(rolled));
  }
  return env.deferrer.deferAsync(interaction, o.private, async () => message(await named(plan, resolve)));
}

/** Runs deferred work, naming the options behind a user error as the command would (not just `fields`). */
export async function named<T>(plan: TestCommandPlan, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const problems = optionProblems(error, plan);
    throw problems && !(error instanceof OptionError) ? new OptionError(problems) : error;
  }
}

function oddsFirst(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  user: string,
  options: TestOptions,
): InteractionResponse {
  const request = { system: plan.system, test: plan.test, input: options.input };
  return env.deferrer.deferAsync(interaction, options.private, async () => {
    const odds = await named(plan, () => env.work.value<OddsResponse>({ kind: 'odds', ...request }));
    const id = await env.store.put({
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
