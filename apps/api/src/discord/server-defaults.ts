/**
 * A server's defaults (issue 40): whether rolls and odds reply privately, and whether tests show their odds first,
 * when a member's command leaves those options out. Set by members who may manage the server (`/verdict defaults`),
 * kept in the rooms' database (every server of a cluster, and a restart, see them), applied in one place: the
 * options a command arrives with are completed before any command reads them (`withServerDefaults`).
 */
import { FIXED } from '@verdict/discord';
import type { HandlerEnv } from './env.js';
import type { Interaction, InteractionResponse, ReceivedOption } from './interaction.js';
import { privateNote } from './respond.js';
import { serverRefusal } from './saved-tests.js';

/** What a server may set: each absent when the server left it unset. */
export interface ServerDefaults {
  readonly private?: boolean;
  readonly oddsFirst?: boolean;
}

/** The commands whose own options take `private` at the top (a test's take both under its subcommand). */
const TOP_LEVEL_PRIVATE = ['roll', 'odds', 'r', 'board'];

/** The server's defaults, or none (a DM, or a server without a database). */
export async function serverDefaults(env: HandlerEnv, guild: string | undefined): Promise<ServerDefaults> {
  const store = env.rooms?.store;
  if (!store || guild === undefined) return {};
  const [row] = await store.savedTests('defaults', guild);
  return row ? (JSON.parse(row.record) as ServerDefaults) : {};
}

/**
 * A command's options with the server's defaults filled in where the member gave none: `private` for `/roll`,
 * `/odds`, `/r`, `/board` and every test, `odds_first` for every test. Anything else is returned as it came.
 *
 * @example
 * withServerDefaults('roll', [{ name: 'notation', type: 3, value: '2d6' }], { private: true });
 * // [..., { name: 'private', type: 5, value: true }]
 */
export function withServerDefaults(
  command: string,
  received: readonly ReceivedOption[],
  defaults: ServerDefaults,
  isTest: boolean,
): readonly ReceivedOption[] {
  const fill = (options: readonly ReceivedOption[], names: readonly (keyof ServerDefaults)[]) => {
    const added: ReceivedOption[] = [];
    for (const key of names) {
      const name = key === 'private' ? FIXED.private : FIXED.oddsFirst;
      const value = defaults[key];
      if (value !== undefined && !options.some((o) => o.name === name)) added.push({ name, type: 5, value });
    }
    return [...options, ...added];
  };
  if (TOP_LEVEL_PRIVATE.includes(command)) return fill(received, ['private']);
  const [sub, ...rest] = received;
  if (!isTest || !sub || sub.type !== 1) return received;
  return [{ ...sub, options: fill(sub.options ?? [], ['private', 'oddsFirst']) }, ...rest];
}

/** `/verdict defaults [private] [odds_first]`: sets the given ones (Manage Server), or shows them when none is given. */
export async function defaultsCommand(
  env: HandlerEnv,
  interaction: Interaction,
  options: readonly ReceivedOption[],
): Promise<InteractionResponse> {
  const store = env.rooms?.store;
  const guild = interaction.guild_id;
  if (guild === undefined)
    return privateNote("⚠️ A server's defaults are set from one of its channels, not a DM.");
  if (!store) return privateNote('⚠️ This server keeps no defaults (it runs without a database).');
  const now = await serverDefaults(env, guild);
  const given: ServerDefaults = {
    ...readFlag(options, FIXED.private, 'private'),
    ...readFlag(options, FIXED.oddsFirst, 'oddsFirst'),
  };
  if (Object.keys(given).length === 0) return privateNote(`This server's defaults: ${describe(now)}.`);
  const refusal = serverRefusal(interaction, 'defaults');
  if (refusal) return privateNote(refusal);
  const next = { ...now, ...given };
  await store.saveTest(
    { scope: 'defaults', owner: guild, name: '', record: JSON.stringify(next), created: Date.now() },
    1,
  );
  return privateNote(
    `⚙️ This server's defaults are now: ${describe(next)}. A member's own option still wins.`,
  );
}

function readFlag(options: readonly ReceivedOption[], name: string, key: keyof ServerDefaults) {
  const value = options.find((o) => o.name === name)?.value;
  return typeof value === 'boolean' ? { [key]: value } : {};
}

function describe(d: ServerDefaults): string {
  return [
    `rolls reply ${d.private ? 'privately' : 'publicly'}${d.private === undefined ? ' (unset)' : ''}`,
    `tests ${d.oddsFirst ? 'show their odds first' : 'roll at once'}${d.oddsFirst === undefined ? ' (unset)' : ''}`,
  ].join(', ');
}
