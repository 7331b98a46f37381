import { type DiceNeed, diceNeeded, type StepResponse } from '@verdict/core';
import { createSeed, type DieRecord } from '@verdict/dice';
import type { TestCommandPlan } from '@verdict/discord';
import type { ComputeJob } from '../compute/jobs.js';
import { diceText, factFields, outcomeTitle } from './embeds.js';
import type { ButtonRecord, HandlerEnv } from './env.js';
import type { Embed, Interaction, InteractionResponse, MessageData } from './interaction.js';
import { ResponseType } from './interaction.js';
import type { TestOptions } from './read-options.js';
import { button, buttons, privateNote, reply } from './respond.js';
import { headingOf, named } from './test-commands.js';

/** A round's button pressed again after its round was played (a double click, or a second server). */
function alreadyPlayed(): InteractionResponse {
  return privateNote('↩️ This round was already played: the message shows the next one.');
}

/** The rounds' log kept in a contest's message (and its record): the last lines only, to bound both. */
const MAX_LOG_LINES = 40;

/**
 * The first round of a contest played round by round (`by_round`): the reply shows what happened and a
 * button for the next roll, labelled with who rolls (each side presses in turn). The state lives
 * server-side under the button's id, since a contest's state may not fit in a `custom_id`. A round is
 * played through the API's job executor: a cheap one now, a heavy one in the worker pool under the
 * request deadline, in a deferred reply.
 */
export async function firstRound(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  options: TestOptions,
): Promise<InteractionResponse> {
  const request = { system: plan.system, test: plan.test, input: options.input };
  const { now, rest } = split(options.dice, diceNeeded(env.registry, request));
  const job = stepJob(env, { ...request, ...(now ? { dice: now } : {}) });
  const message = (step: StepResponse) => {
    const left = rest(step);
    return roundMessage(env, plan, step, {
      input: options.input,
      round: 1,
      log: [],
      private: options.private,
      ...(left ? { dice: left } : {}),
    });
  };
  const cost = env.work.estimate(job);
  if (env.work.quick(cost)) {
    return reply(await message(await env.work.value<StepResponse>(job, { cost })), options.private);
  }
  return env.deferrer.deferAsync(interaction, options.private, async () =>
    message(await named(plan, () => env.work.value<StepResponse>(job, { cost }))),
  );
}

/** One round as a job: entered dice, or a fresh seed drawn here (position 0 of its stream), as the API's step route does. */
function stepJob(
  env: HandlerEnv,
  request: { system: string; test: string; input: unknown; state?: unknown; dice?: readonly number[] },
): ComputeJob {
  return {
    kind: 'step',
    ...request,
    ...(request.dice ? {} : { seed: createSeed(env.random) }),
  };
}

/**
 * Entered dice for a whole contest are dealt round by round: a round gets as many as it may need, and
 * what it did not draw (a conditional die the round never reached) stays for the next.
 */
function split(dice: readonly number[] | undefined, needs: readonly DiceNeed[]) {
  if (!dice || dice.length === 0) return { now: undefined, rest: (_step: StepResponse) => undefined };
  const count = needs.reduce((sum, n) => sum + n.count, 0);
  const now = dice.slice(0, count);
  return {
    now,
    rest: (step: StepResponse): number[] | undefined => {
      const left = dice.slice(step.dice.length);
      return left.length > 0 ? left : undefined;
    },
  };
}

/**
 * The next round, from a button: the message is updated in place, and the old button stops working. A
 * heavy round is a deferred update, played in the worker pool under the request deadline; past it, the
 * message says so and its button is removed.
 */
export async function nextRound(
  env: HandlerEnv,
  interaction: Interaction,
  id: string,
  record: Extract<ButtonRecord, { kind: 'step' }>,
): Promise<InteractionResponse> {
  const plan = env.commands.tests.find(
    (t) => t.command === record.command && t.subcommand === record.subcommand,
  )!;
  // Taken, not just read: of two presses (on two servers, or a double click) exactly one plays the round.
  if (!(await env.store.take(id))) return alreadyPlayed();
  const request = { system: plan.system, test: plan.test, input: record.input, state: record.state };
  const { now, rest } = split(record.dice, record.needs);
  const job = stepJob(env, { ...request, ...(now ? { dice: now } : {}) });
  const message = (step: StepResponse) => {
    const left = rest(step);
    const { dice: _used, ...kept } = record;
    return roundMessage(env, plan, step, {
      ...kept,
      round: record.round + 1,
      ...(left ? { dice: left } : {}),
    });
  };
  const cost = env.work.estimate(job);
  if (env.work.quick(cost)) {
    return {
      type: ResponseType.UpdateMessage,
      data: await message(await env.work.value<StepResponse>(job, { cost })),
    };
  }
  return env.deferrer.deferUpdate(interaction, async () =>
    message(await named(plan, () => env.work.value<StepResponse>(job, { cost }))),
  );
}

async function roundMessage(
  env: HandlerEnv,
  plan: TestCommandPlan,
  step: StepResponse,
  o: {
    input: Record<string, unknown>;
    round: number;
    log: readonly string[];
    private: boolean;
    dice?: readonly number[];
    previous?: readonly DieRecord[];
  },
): Promise<MessageData> {
  // A round that re-counts dice of the round before (a die rolled again with Heroic Inspiration is dropped, the
  // other d20 of Advantage kept): that round's dice shown again as they now count, as the web and CLI show them.
  const recounted =
    step.previousDice && o.previous
      ? o.previous.map((die, i) => {
          const change = step.previousDice!.find((c) => c.index === i);
          return change ? { ...die, kept: change.kept } : die;
        })
      : undefined;
  const log = [...o.log, `**Round ${o.round}**`, ...step.steps.map((s) => `• ${s.text}`)].slice(
    -MAX_LOG_LINES,
  );
  // The ending speaks as the web and the CLI do: the winner by name, the outcome's facts in the test's words.
  const labels = env.registry.test(plan.system, plan.test).labels;
  const embed: Embed = {
    author: { name: `${headingOf(env, plan)} · round by round` },
    title: step.outcome ? outcomeTitle(step.outcome, labels) : `Round ${o.round} played`,
    description: log.join('\n').slice(-4000),
    color: step.outcome
      ? step.outcome.result === 'success'
        ? 0x2e7d32
        : step.outcome.result === 'failure'
          ? 0xc62828
          : 0x757575
      : 0x3949ab,
    fields: [
      ...(recounted
        ? [{ name: `Dice of round ${o.round - 1}, as they now count`, value: diceText(recounted) }]
        : []),
      { name: `Dice of round ${o.round}`, value: diceText(step.dice) },
      ...(step.outcome ? factFields(step.outcome, labels) : []),
      ...(step.done ? [] : [{ name: 'Next', value: needsText(step.needs) }]),
    ],
    ...(step.seed ? { footer: { text: `round ${o.round} seed ${step.seed}` } } : {}),
  };
  if (step.done) return { embeds: [embed], components: [] };
  const record: ButtonRecord = {
    kind: 'step',
    command: plan.command,
    subcommand: plan.subcommand,
    input: o.input,
    state: step.state,
    round: o.round,
    log,
    private: o.private,
    ...(o.dice ? { dice: o.dice } : {}),
    needs: step.needs,
    // Bounded: a round's dice, as many as its needs allow; a pool past 100 dice is not kept to re-count.
    ...(step.dice.length <= 100 ? { previous: step.dice } : {}),
  };
  const id = await env.store.put(record);
  return { embeds: [embed], components: buttons(button(`Roll: ${needsText(step.needs)}`, 's', id, 1)) };
}

function needsText(needs: readonly DiceNeed[]): string {
  if (needs.length === 0) return 'next round';
  return needs
    .filter((n, i) => i === 0 || !n.conditional)
    .map((n) => `${n.label ?? n.group} (${n.count}d${n.sides})`)
    .join(' + ')
    .slice(0, 70);
}
