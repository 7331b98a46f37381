import {
  createSeed,
  MAX_DISTRIBUTION_VALUES,
  type Notation,
  type NotationOdds,
  notationCost,
  notationRefusal,
  parseNotation,
  type RollResponse,
} from '@verdict/dice';
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

/** Whether a notation's exact distribution is cheap enough to compute before answering (estimated, not computed). */
function isLight(notation: Notation): boolean {
  const cost = notationCost(notation);
  return cost.values <= INLINE_TOTALS && cost.work <= INLINE_WORK;
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
  const message = (roll: RollResponse, distribution: NotationOdds): MessageData => {
    const id = env.store.put({ kind: 'roll', notation: o.notation, private: o.private, user });
    return {
      content: `🎲 <@${user}>`,
      embeds: [rollEmbed(roll, { distribution: distribution.distribution, reroll })],
      components: buttons(button('Reroll', 'r', id, 2)),
    };
  };
  if (env.work.quick(cost) && isLight(parseNotation(o.notation))) {
    const roll = await env.work.value<RollResponse>(job, { cost });
    const odds = await env.work.value<NotationOdds>({ kind: 'notation-odds', notation: o.notation });
    return reply(message(roll, odds), o.private);
  }
  const wait = env.limit.take(user);
  if (wait > 0)
    throw new OptionError([{ option: 'notation', message: `rolling fast: try again in ${wait} s` }]);
  return env.deferrer.deferAsync(interaction, o.private, async () => {
    const roll = await env.work.value<RollResponse>(job, { cost });
    return message(roll, await env.work.value<NotationOdds>({ kind: 'notation-odds', notation: o.notation }));
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
  const parsed = parseNotation(o.notation);
  if (!isLight(parsed)) {
    // Too wide, too costly or spanning too many values (`1d2*30000000`): refused now, ephemerally, before any work.
    const refusal = notationRefusal(parsed, MAX_DISTRIBUTION_VALUES);
    if (refusal) throw refusal;
    const wait = env.limit.take(user);
    if (wait > 0)
      throw new OptionError([{ option: 'notation', message: `rolling fast: try again in ${wait} s` }]);
  }
  return env.deferrer.deferAsync(interaction, o.private, async () => ({
    embeds: [
      distributionEmbed(await env.work.value<NotationOdds>({ kind: 'notation-odds', notation: o.notation })),
    ],
  }));
}
