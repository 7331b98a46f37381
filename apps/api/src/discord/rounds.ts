import { type DiceNeed, type PlaySession, startPlay } from '@verdict/core';
import { createSeed } from '@verdict/dice';
import type { TestCommandPlan } from '@verdict/discord';
import type { ComputeJob } from '../compute/jobs.js';
import { diceText, factFields, outcomeTitle } from './embeds.js';
import type { ButtonRecord, HandlerEnv } from './env.js';
import type { Embed, Interaction, InteractionResponse, MessageData } from './interaction.js';
import { ResponseType } from './interaction.js';
import type { TestOptions } from './read-options.js';
import { button, privateNote, reply } from './respond.js';
import { choiceMenus, choiceSelects, choicesText } from './round-choices.js';
import { headingOf, named } from './test-commands.js';

/** A play record, as a round's buttons keep it. */
export type PlayRecord = Extract<ButtonRecord, { kind: 'play' }>;

/** A round's button pressed again after its round was played (a double click, or a second server). */
export function alreadyPlayed(): InteractionResponse {
  return privateNote('↩️ This round was already played: the message shows the next one.');
}

/** The rounds' log kept in a play's message: the last lines only. */
const MAX_LOG_LINES = 40;
/** A play's record past this many bytes of JSON takes no more single rounds: only Finish (its rest at once). */
const MAX_RECORD_BYTES = 256 * 1024;

/**
 * The first round of a test played round by round (`by_round`), through the play controller every frontend uses
 * (`play-round` job): the reply shows the round, a button for the next roll labelled with its dice (each side
 * presses in turn), Finish, and the GM's choices for the next round as select menus (the GM of the channel's room,
 * else who started the play). The play lives in the store under the buttons' id (`discord_buttons` with rooms:
 * every server of a cluster and a restart find it). A round runs through the API's job executor: a cheap one now,
 * a heavy one in the worker pool under the request deadline, in a deferred reply.
 */
export async function firstRound(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  o: TestOptions & { user: string },
): Promise<InteractionResponse> {
  const link = env.rooms ? await env.links.get(interaction.channel_id) : undefined;
  const base = {
    kind: 'play' as const,
    command: plan.command,
    subcommand: plan.subcommand,
    // The play's GM: the room's GM in a linked channel (who linked it), else the player who started it.
    gm: link?.linkedBy ?? o.user,
    user: o.user,
    private: o.private,
  };
  return play(
    env,
    interaction,
    plan,
    { ...base, input: o.input, ...(o.dice ? { dice: o.dice } : {}) },
    'round',
  );
}

/**
 * The next round (or, `finish`, the rest at once), from a button: the message is updated in place, and its old
 * buttons stop working (the record is taken: of two presses, on two servers or a double click, one plays). A
 * heavy round is a deferred update, played in the worker pool under the request deadline.
 */
export async function nextRound(
  env: HandlerEnv,
  interaction: Interaction,
  id: string,
  record: PlayRecord,
  action: 'round' | 'finish',
): Promise<InteractionResponse> {
  const plan = planOf(env, record);
  if (!plan) return privateNote('⚠️ This test is no longer served: run the command again.');
  if (action === 'finish' && record.dice)
    return privateNote('⚠️ Entered dice remain: roll them round by round.');
  if (!(await env.store.take(id))) return alreadyPlayed();
  const { session, ...rest } = record;
  return play(env, interaction, plan, { ...rest, input: session.input, session }, action);
}

/** The test command a record plays, if it is still served. */
export function planOf(env: HandlerEnv, record: PlayRecord): TestCommandPlan | undefined {
  return env.commands.tests.find((t) => t.command === record.command && t.subcommand === record.subcommand);
}

async function play(
  env: HandlerEnv,
  interaction: Interaction,
  plan: TestCommandPlan,
  o: Omit<PlayRecord, 'session' | 'recounted'> & { input: unknown; session?: PlaySession },
  action: 'round' | 'finish',
): Promise<InteractionResponse> {
  // Entered dice are dealt round by round: a round gets as many as it may need, conditional dice included.
  const needs = () =>
    o.session?.needs ??
    startPlay(env.registry, { system: plan.system, test: plan.test, input: o.input, mode: 'rounds' }).needs;
  const faces = action === 'round' && o.dice ? o.dice.slice(0, count(needs())) : undefined;
  const job: ComputeJob = {
    kind: 'play-round',
    system: plan.system,
    test: plan.test,
    input: o.input,
    ...(o.session ? { session: o.session } : {}),
    // Drawn here, so the job is a pure function of its fields; a play keeps the seed of its first generated round.
    seed: createSeed(env.random),
    ...(faces ? { dice: faces } : {}),
    ...(o.choices === undefined ? {} : { choices: o.choices }),
    action,
  };
  const message = async (session: PlaySession) => {
    const last = session.rounds.at(-1);
    const before = o.session?.rounds.at(-1);
    // What the round did not draw of its faces (a conditional die it never reached) stays for the next.
    const left = faces && last ? o.dice!.slice(last.dice.length) : undefined;
    const { choices: _used, input: _input, session: _old, dice: _dice, ...kept } = o;
    const record: PlayRecord = {
      ...kept,
      session,
      ...(left && left.length > 0 ? { dice: left } : {}),
      // A round that re-counts dice of the round before (a die rolled again with Heroic Inspiration is dropped):
      // that round's dice shown again as they now count, as the web and CLI show them.
      ...(before && JSON.stringify(session.rounds.at(-2)?.dice) !== JSON.stringify(before.dice)
        ? { recounted: true }
        : {}),
    };
    return playMessage(env, plan, record);
  };
  const cost = env.work.estimate(job);
  const played = () => named(plan, () => env.work.value<PlaySession>(job, { cost }));
  if (env.work.quick(cost)) {
    const data = await message(await played());
    return o.session ? { type: ResponseType.UpdateMessage, data } : reply(data, o.private);
  }
  return o.session
    ? env.deferrer.deferUpdate(interaction, async () => message(await played()))
    : env.deferrer.deferAsync(interaction, o.private, async () => message(await played()));
}

/** How many entered faces a round may take: every die it needs, conditional ones too. */
function count(needs: readonly DiceNeed[]): number {
  return needs.reduce((sum, n) => sum + n.count, 0);
}

/**
 * A play's message: its rounds (the last {@link MAX_LOG_LINES} lines), the last round's dice, and until it ends the
 * next roll's button, Finish, and the GM's choices for the next round. Its record is stored anew under the id every
 * one of its buttons carries.
 */
export async function playMessage(
  env: HandlerEnv,
  plan: TestCommandPlan,
  record: PlayRecord,
): Promise<MessageData> {
  const { session } = record;
  const round = session.rounds.length;
  const last = session.rounds.at(-1);
  const log = session.rounds
    .flatMap((r) => [`**Round ${r.round}**`, ...r.steps.map((s) => `• ${s.text}`)])
    .slice(-MAX_LOG_LINES);
  // The ending speaks as the web and the CLI do: the winner by name, the outcome's facts in the test's words.
  const test = env.registry.test(plan.system, plan.test);
  const outcome = session.outcome?.outcome;
  const schema = choicesSchemaOf(env, plan);
  const choices = schema && !outcome ? choiceMenus(schema) : undefined;
  const previous = session.rounds.at(-2);
  const embed: Embed = {
    author: { name: `${headingOf(env, plan)} · round by round` },
    title: outcome ? outcomeTitle(outcome, test.labels) : `Round ${round} played`,
    description: log.join('\n').slice(-4000),
    color: outcome
      ? outcome.result === 'success'
        ? 0x2e7d32
        : outcome.result === 'failure'
          ? 0xc62828
          : 0x757575
      : 0x3949ab,
    fields: [
      ...(record.recounted && previous
        ? [{ name: `Dice of round ${round - 1}, as they now count`, value: diceText(previous.dice) }]
        : []),
      { name: `Dice of round ${round}`, value: diceText(last?.dice ?? []) },
      ...(outcome ? factFields(outcome, test.labels) : []),
      ...(outcome ? [] : [{ name: 'Next', value: needsText(session.needs) }]),
      ...(choices
        ? [
            {
              name: `GM's choices for round ${round + 1} (<@${record.gm}>)`.slice(0, 256),
              value: [
                choicesText(choices.menus, record.choices),
                ...(choices.other.length > 0 ? [`Not offered here: ${choices.other.join(', ')}`] : []),
              ]
                .join('\n')
                .slice(0, 1024),
            },
          ]
        : []),
    ],
    ...(last?.source === 'generated' && session.seed
      ? { footer: { text: `round ${round} seed ${session.seed}` } }
      : {}),
  };
  if (outcome) return { embeds: [embed], components: [] };
  const id = await env.store.put(record);
  const tooLong = JSON.stringify(record).length > MAX_RECORD_BYTES;
  const row = [
    ...(tooLong ? [] : [button(`Roll: ${needsText(session.needs)}`, 's', id, 1)]),
    // The rest at once draws generated dice: not offered while entered faces remain.
    ...(record.dice ? [] : [button('Finish', 'f', id, 2)]),
  ];
  return {
    embeds: [embed],
    components: [
      ...(row.length > 0 ? [{ type: 1 as const, components: row }] : []),
      ...(choices
        ? choiceSelects(choices.menus, record.choices, id).map((s) => ({ type: 1 as const, components: [s] }))
        : []),
    ],
  };
}

/** The test's choices schema, when its rounds take choices (its manifest's `choicesSchema`). */
export function choicesSchemaOf(env: HandlerEnv, plan: TestCommandPlan): Record<string, unknown> | undefined {
  return env.manifest.systems.find((s) => s.id === plan.system)?.tests.find((t) => t.id === plan.test)
    ?.choicesSchema;
}

function needsText(needs: readonly DiceNeed[]): string {
  if (needs.length === 0) return 'next round';
  return needs
    .filter((n, i) => i === 0 || !n.conditional)
    .map((n) => `${n.label ?? n.group} (${n.count}d${n.sides})`)
    .join(' + ')
    .slice(0, 70);
}
