/**
 * Saved tests (issue 40): `/save name:` keeps the test a user rolled last, with its filled fields, as theirs
 * (or, with `server:`, as the server's, for members who may manage it); `/saved` lists a user's and the
 * server's; `/r name:` rolls one (the user's first, then the server's), with `fields` changing some of its
 * fields, `dice` and `private` as on any test; `/unsave` forgets one. Kept in the rooms' database, so they
 * survive restarts and every server of a cluster sees them.
 */
import { diceNeeded } from '@verdict/core';
import { FIXED, SAVED_NAME, type TestCommandPlan } from '@verdict/discord';
import { applyFieldPairs, FieldPairError, splitFieldText } from '@verdict/form';
import type { SavedTest } from '../storage/types.js';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse, ReceivedOption } from './interaction.js';
import { OptionError, type OptionProblem, optionProblems } from './option-errors.js';
import { readDice } from './read-options.js';
import { privateNote, reply } from './respond.js';
import { headingOf, rollTest } from './test-commands.js';

/** At most this many saved tests a user, and a server. */
export const MAX_SAVED = { user: 50, guild: 100 } as const;
/** Discord's permission bits that let a member publish the server's saved tests: Administrator, Manage Server. */
const MAY_MANAGE = (1n << 3n) | (1n << 5n);

/** What a saved test holds: the command that rolls it and its input. */
export interface SavedRecord {
  readonly command: string;
  readonly subcommand: string;
  readonly system: string;
  readonly test: string;
  readonly input: Record<string, unknown>;
}

/** Records the test a user is rolling, for `/save` (nothing without a database). */
export async function rememberLastTest(
  env: HandlerEnv,
  user: string,
  plan: TestCommandPlan,
  input: Record<string, unknown>,
): Promise<void> {
  const store = env.rooms?.store;
  if (!store) return;
  const record: SavedRecord = {
    command: plan.command,
    subcommand: plan.subcommand,
    system: plan.system,
    test: plan.test,
    input,
  };
  await store.saveTest(
    { scope: 'last', owner: user, name: '', record: JSON.stringify(record), created: Date.now() },
    1,
  );
}

/** `/save`, `/saved`, `/r`, `/unsave`: undefined for any other command. */
export async function savedTestCommand(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  name: string,
  received: readonly ReceivedOption[],
): Promise<InteractionResponse | undefined> {
  if (!['save', 'saved', 'r', 'unsave'].includes(name)) return undefined;
  const store = env.rooms?.store;
  if (!store) return privateNote('⚠️ This server keeps no saved tests (it runs without a database).');
  const option = (key: string) => received.find((o) => o.name === key)?.value;
  const guild = interaction.guild_id;
  if (name === 'saved') return listSaved(env, user, guild);
  const typed = String(option('name') ?? '').trim();
  if (!SAVED_NAME.test(typed)) {
    throw new OptionError([
      { option: 'name', message: `'${typed.slice(0, 40)}': 1-32 letters, digits, spaces, - and _` },
    ]);
  }
  const server = option('server') === true;
  if (name === 'r') return rollSaved(env, interaction, user, typed, received);
  if (server) {
    const refusal = serverRefusal(interaction);
    if (refusal) return privateNote(refusal);
  }
  const scope = server ? 'guild' : 'user';
  const owner = server ? guild! : user;
  if (name === 'unsave') {
    const gone = await store.deleteSavedTest(scope, owner, typed);
    return privateNote(
      gone
        ? `🗑️ Forgot ${server ? "the server's" : 'your'} saved test **${typed}**.`
        : `No saved test **${typed}** in ${server ? "the server's list" : 'yours'}: \`/saved\` lists them.`,
    );
  }
  const [last] = await store.savedTests('last', user);
  if (!last) {
    return privateNote(
      'Roll a test first (any `/<system> <test>` command), then `/save` keeps it with its fields.',
    );
  }
  return saveTest(env, { scope, owner, name: typed, record: JSON.parse(last.record) as SavedRecord });
}

/**
 * Keeps a test under a checked name in a user's list (or a server's), within its bound: what `/save` and a roll's
 * Save button (save-button.ts) do.
 */
export async function saveTest(
  env: HandlerEnv,
  o: { scope: 'user' | 'guild'; owner: string; name: string; record: SavedRecord },
): Promise<InteractionResponse> {
  const server = o.scope === 'guild';
  const saved = await env.rooms!.store.saveTest(
    { scope: o.scope, owner: o.owner, name: o.name, record: JSON.stringify(o.record), created: Date.now() },
    MAX_SAVED[o.scope],
  );
  if (!saved) {
    return privateNote(
      `${server ? 'The server has' : 'You have'} ${MAX_SAVED[o.scope]} saved tests, the most: \`/unsave\` one first.`,
    );
  }
  const plan = planOf(env, o.record);
  return privateNote(
    `💾 Saved **${o.name}** (${plan ? headingOf(env, plan) : `${o.record.system}/${o.record.test}`}) ${server ? 'for everyone on this server' : 'for you'}: \`/r name:${o.name}\` rolls it${server ? '' : ', anywhere you use Verdict'}.`,
  );
}

/** Why a member may not change the server's list here, or undefined when they may. */
export function serverRefusal(interaction: Interaction, what = 'saved tests'): string | undefined {
  if (interaction.guild_id === undefined)
    return `⚠️ A server's ${what} are kept from one of its channels, not a DM.`;
  // The shape check (interaction-shape.ts) lets only digits through as permissions.
  if ((BigInt(interaction.member?.permissions ?? '0') & MAY_MANAGE) === 0n)
    return `⚠️ Only members who may manage this server (Manage Server) change the server's ${what}.`;
  return undefined;
}

function planOf(env: HandlerEnv, record: SavedRecord): TestCommandPlan | undefined {
  return env.commands.tests.find((t) => t.system === record.system && t.test === record.test);
}

/** The user's saved tests and the server's (in a server's channel), one line each. */
async function listSaved(
  env: HandlerEnv,
  user: string,
  guild: string | undefined,
): Promise<InteractionResponse> {
  const store = env.rooms!.store;
  const line = (saved: SavedTest) => {
    const record = JSON.parse(saved.record) as SavedRecord;
    const plan = planOf(env, record);
    return `• **${saved.name}**: ${plan ? headingOf(env, plan) : `${record.system}/${record.test} (no longer served here)`}`;
  };
  const mine = await store.savedTests('user', user);
  const theirs = guild ? await store.savedTests('guild', guild) : [];
  const parts = [
    `**Yours** (${mine.length} of ${MAX_SAVED.user})`,
    ...(mine.length > 0 ? mine.map(line) : ['none yet: roll a test, then `/save name:`']),
    ...(guild
      ? [
          `**This server's** (${theirs.length} of ${MAX_SAVED.guild})`,
          ...(theirs.length > 0 ? theirs.map(line) : ['none']),
        ]
      : []),
  ];
  return reply({ content: parts.join('\n').slice(0, 2000) }, true);
}

/** Finds a saved test by name: the user's own first, then the server's. */
async function findSaved(env: HandlerEnv, user: string, guild: string | undefined, name: string) {
  const store = env.rooms!.store;
  const key = name.toLowerCase();
  const lists = [
    await store.savedTests('user', user),
    ...(guild ? [await store.savedTests('guild', guild)] : []),
  ];
  for (const list of lists) {
    const found = list.find((s) => s.name.toLowerCase() === key);
    if (found) return found;
  }
  return undefined;
}

/** `/r name: [fields:] [dice:] [private:]`: rolls a saved test, its fields changed as asked. */
async function rollSaved(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  name: string,
  received: readonly ReceivedOption[],
): Promise<InteractionResponse> {
  const saved = await findSaved(env, user, interaction.guild_id, name);
  if (!saved) return privateNote(`No saved test **${name}**: \`/saved\` lists yours and this server's.`);
  return rollFoundSaved(env, interaction, user, saved, received);
}

/** Rolls a saved test found by `/r` or a board's button, with the options received (`fields`, `dice`, `private`). */
export async function rollFoundSaved(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
  saved: SavedTest,
  received: readonly ReceivedOption[],
): Promise<InteractionResponse> {
  const record = JSON.parse(saved.record) as SavedRecord;
  const plan = planOf(env, record);
  if (!plan) {
    return privateNote(
      `⚠️ **${saved.name}** rolls ${record.system}/${record.test}, which this server no longer serves (its system was removed or renamed): \`/unsave name:${saved.name}\`, then save it again from the system's command.`,
    );
  }
  const waiting = env.limit.wait(user);
  if (waiting > 0) return privateNote(`⏳ You are rolling fast: try again in ${waiting} s.`);
  const problems: OptionProblem[] = [];
  let input: unknown = record.input;
  const fields = received.find((o) => o.name === FIXED.fields)?.value;
  if (fields !== undefined) {
    try {
      input = applyFieldPairs(input, splitFieldText(String(fields)), plan.schema);
    } catch (error) {
      if (!(error instanceof FieldPairError || error instanceof TypeError)) throw error;
      problems.push({ option: FIXED.fields, message: error.message });
    }
  }
  const dice = readDice(received.find((o) => o.name === FIXED.dice)?.value, problems);
  if (problems.length === 0) {
    try {
      diceNeeded(env.registry, { system: plan.system, test: plan.test, input });
    } catch (error) {
      problems.push(...(optionProblems(error, plan) ?? [{ option: FIXED.fields, message: String(error) }]));
    }
  }
  env.limit.take(user);
  if (problems.length > 0) throw new OptionError(problems);
  const filled = input as Record<string, unknown>;
  await rememberLastTest(env, user, plan, filled);
  const isPrivate = received.find((o) => o.name === FIXED.private)?.value === true;
  return rollTest(
    env,
    interaction,
    plan,
    { user, input: filled, ...(dice ? { dice } : {}), private: isPrivate },
    false,
  );
}

/** Suggests saved tests' names (the user's, then the server's) that contain what was typed. */
export async function savedNameChoices(
  env: HandlerEnv,
  interaction: Interaction,
  user: string,
): Promise<{ name: string; value: string }[]> {
  const store = env.rooms?.store;
  if (!store) return [];
  const typed = String(interaction.data?.options?.find((o) => o.focused)?.value ?? '').toLowerCase();
  const lists = [
    ...(await store.savedTests('user', user)),
    ...(interaction.guild_id && interaction.data?.name === 'r'
      ? await store.savedTests('guild', interaction.guild_id)
      : []),
  ];
  const names = [...new Set(lists.map((s) => s.name))].filter((n) => n.toLowerCase().includes(typed));
  return names.slice(0, 25).map((n) => ({ name: n, value: n }));
}
