import { createSeed, type NotationOdds, type RollResponse } from '@verdict/dice';
import type { JobCost } from '../compute/cost.js';
import type { ComputeJob } from '../compute/jobs.js';
import { distributionEmbed, rollEmbed } from './embeds.js';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse, MessageData, ReceivedOption } from './interaction.js';
import { OptionError, type OptionProblem } from './option-errors.js';
import { readDice } from './read-options.js';
import { button, buttons, reply } from './respond.js';

/** Distributions up to this many totals are answered at once (computed in the pool); wider ones go to a follow-up. */
const INLINE_TOTALS = 2_000;

/** The `/roll` and `/odds` options, read and checked; every bad one is named. */
function readNotationOptions(received: readonly ReceivedOption[], allowed: readonly string[]) {
  const problems: OptionProblem[] = [];
  const byName = new Map(received.map((o) => [o.name, o.value]));
  for (const option of received) {
    if (!allowed.includes(option.name)) problems.push({ option: option.name, message: 'unknown option' });
  }
  const notation = byName.get('notation');
  if (typeof notation !== 'string' || notation.trim() === '') {
    problems.push({ option: 'notation', message: 'required: dice notation such as 2d6+3' });
  }
  const dice = readDice(byName.get('dice'), problems);
  if (problems.length > 0) throw new OptionError(problems);
  return { notation: notation as string, dice, private: byName.get('private') === true };
}

/** Distributions up to this much work (about a millisecond) are computed (in the pool) before answering. */
const INLINE_WORK = 1_000_000;

/**
 * Whether a notation's exact distribution is cheap enough to compute before answering, by its job's estimate (made
 * once per interaction: the estimate runs on the event loop, before Discord's 3 s acknowledgement).
 */
function isLight(cost: JobCost): boolean {
  return (
    cost.values !== undefined &&
    cost.values <= INLINE_TOTALS &&
    cost.work !== undefined &&
    cost.work <= INLINE_WORK
  );
}

/**
 * `/roll notation:` (and its Reroll button): a cheap roll with a narrow distribution answers at once; any
 * other is deferred, and its roll and distribution run through the API's job executor (heavy work in the
 * worker pool under the request deadline; past it, the follow-up says so).
 */
export async function runRoll(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  o: { notation: string; dice?: readonly number[]; private: boolean },
  reroll: boolean,
): Promise<InteractionResponse> {
  // A fresh seed drawn here, as the API's roll route does, so the job is a pure function of its fields.
  const job: ComputeJob = {
    kind: 'roll',
    notation: o.notation,
    ...(o.dice ? { dice: o.dice } : { seed: createSeed(env.random) }),
  };
  const cost = env.work.estimate(job);
  // The distribution's estimate, made once; a refusal (too costly, too wide) is told in the follow-up, after the roll.
  const oddsJob: ComputeJob = { kind: 'notation-odds', notation: o.notation };
  let oddsCost: JobCost | undefined;
  let refusal: unknown;
  try {
    oddsCost = env.work.estimate(oddsJob);
  } catch (error) {
    refusal = error;
  }
  const odds = () => {
    if (oddsCost === undefined) throw refusal;
    return env.work.value<NotationOdds>(oddsJob, { cost: oddsCost });
  };
  const message = async (roll: RollResponse, distribution: NotationOdds): Promise<MessageData> => {
    const id = await env.store.put({ kind: 'roll', notation: o.notation, private: o.private, user });
    return {
      content: `🎲 <@${user}>`,
      embeds: [rollEmbed(roll, { distribution: distribution.distribution, reroll })],
      components: buttons(button('Reroll', 'r', id, 2)),
    };
  };
  if (env.work.quick(cost) && oddsCost !== undefined && isLight(oddsCost)) {
    const roll = await env.work.value<RollResponse>(job, { cost });
    return reply(await message(roll, await odds()), o.private);
  }
  const wait = env.limit.take(user);
  if (wait > 0)
    throw new OptionError([{ option: 'notation', message: `rolling fast: try again in ${wait} s` }]);
  return env.deferrer.deferAsync(interaction, o.private, async () => {
    const roll = await env.work.value<RollResponse>(job, { cost });
    return message(roll, await odds());
  });
}

/** `/roll`: reads the options, then rolls. */
export function rollCommand(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  received: readonly ReceivedOption[],
) {
  const o = readNotationOptions(received, ['notation', 'dice', 'private']);
  return runRoll(
    env,
    interaction,
    user,
    { notation: o.notation, ...(o.dice ? { dice: o.dice } : {}), private: o.private },
    false,
  );
}

/** `/odds notation:`: checks the notation now (errors are ephemeral), then the distribution in a follow-up. */
export function oddsCommand(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  received: readonly ReceivedOption[],
) {
  const o = readNotationOptions(received, ['notation', 'private']);
  const job: ComputeJob = { kind: 'notation-odds', notation: o.notation };
  // Estimated once (issue 33): too wide, too costly or spanning too many values (`1d2*30000000`) is refused now,
  // ephemerally, before any work; the follow-up's job reuses the estimate.
  const cost = env.work.estimate(job);
  if (!isLight(cost)) {
    const wait = env.limit.take(user);
    if (wait > 0)
      throw new OptionError([{ option: 'notation', message: `rolling fast: try again in ${wait} s` }]);
  }
  return env.deferrer.deferAsync(interaction, o.private, async () => ({
    embeds: [distributionEmbed(await env.work.value<NotationOdds>(job, { cost }))],
  }));
}
