import type { ApplicationCommand } from './discord-types.js';
import { validateCommands } from './limits.js';

/** Discord's REST API (v10); `DISCORD_API_BASE` / `--api-base` point elsewhere, e.g. a test's stand-in. */
export const DISCORD_API_BASE = 'https://discord.com/api/v10';

/** Where and as whom to register commands. */
export interface RegisterOptions {
  readonly applicationId: string;
  readonly token: string;
  /** Register in one guild (shows at once, for testing) instead of globally. */
  readonly guildId?: string;
  readonly apiBase?: string;
  readonly fetch?: typeof fetch;
}

/** Registration refused (by the limits check, or by Discord): the message says why. */
export class RegisterError extends Error {
  override readonly name = 'RegisterError';
}

/**
 * Replaces the application's commands with these (Discord's bulk overwrite: `PUT
 * /applications/{id}/commands`, or `/applications/{id}/guilds/{guild}/commands`), after checking them
 * against Discord's limits. Resolves with the commands as Discord stored them.
 *
 * @example
 * await registerCommands(buildDiscordCommands(describeRegistry(registry)).commands, { applicationId, token });
 */
export async function registerCommands(
  commands: readonly ApplicationCommand[],
  options: RegisterOptions,
): Promise<{ url: string; registered: readonly { name: string }[] }> {
  const issues = validateCommands(commands);
  if (issues.length > 0) {
    throw new RegisterError(
      `The commands break Discord's limits: ${issues.map((i) => `${i.at}: ${i.message}`).join('; ')}`,
    );
  }
  for (const [name, value] of [
    ['application id', options.applicationId],
    ['guild id', options.guildId],
  ] as const) {
    if (value !== undefined && !/^\d{1,20}$/.test(value)) {
      throw new RegisterError(`Unexpected ${name} '${value}', expected a Discord id (digits only)`);
    }
  }
  const base = (options.apiBase ?? DISCORD_API_BASE).replace(/\/+$/, '');
  const path = options.guildId
    ? `/applications/${options.applicationId}/guilds/${options.guildId}/commands`
    : `/applications/${options.applicationId}/commands`;
  const url = `${base}${path}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'PUT',
      headers: {
        authorization: `Bot ${options.token}`,
        'content-type': 'application/json',
        'user-agent': 'DiscordBot (https://github.com/verdict-rpg/verdict, 1)',
      },
      body: JSON.stringify(commands),
    });
  } catch (error) {
    throw new RegisterError(
      `Cannot reach ${base}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  if (!response.ok) {
    const hint =
      response.status === 401
        ? ' (check the bot token)'
        : response.status === 404
          ? ' (check the application and guild ids)'
          : '';
    throw new RegisterError(`Discord answered ${response.status}${hint}: ${text.slice(0, 500)}`);
  }
  let registered: { name: string }[] = [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) registered = parsed as { name: string }[];
  } catch {}
  return { url, registered };
}
