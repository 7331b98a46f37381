import { describeRegistry } from '@verdict/core';
import {
  buildDiscordCommands,
  DISCORD_API_BASE,
  RegisterError,
  registerCommands,
  validateCommands,
} from '@verdict/discord';
import { UsageError } from '../errors.js';
import { terminalText } from '../format/terminal-text.js';
import { configureNetwork, timedFetch, timedOutError, timeoutSeconds } from '../network/deadline.js';
import { type CommandContext, writeJson } from './context.js';

/**
 * `verdict discord commands [--json]` prints the slash commands built from the registry (with the systems
 * loaded by --system-package); `verdict discord register` sends them to Discord (bulk overwrite), globally
 * or for one guild (`--guild`, which shows them at once).
 *
 * @example
 * verdict discord register --application-id 1234 --token "$DISCORD_BOT_TOKEN" --guild 5678
 */
export async function discordCommand(context: CommandContext): Promise<void> {
  const { line } = context;
  const env = context.env ?? {};
  const action = line.positionals[0];
  const set = buildDiscordCommands(describeRegistry(context.registry));
  const issues = validateCommands(set.commands);
  if (issues.length > 0) {
    throw new UsageError(
      `The commands break Discord's limits: ${issues.map((i) => `${i.at}: ${i.message}`).join('; ')}`,
    );
  }
  if (action === 'commands') {
    if (line.json) return writeJson(context, set.commands);
    for (const command of set.commands) {
      const subs = (command.options ?? []).filter((o) => o.type === 1).map((o) => o.name);
      context.write(`${terminalText(`/${command.name}${subs.length > 0 ? ` ${subs.join(' | ')}` : ''}`)}\n`);
    }
    // Notes name third-party systems and tests: shown escaped, like every name.
    for (const note of set.omitted) context.write(`left out: ${terminalText(note)}\n`);
    return;
  }
  if (action !== 'register') {
    throw new UsageError(
      `Unknown 'verdict discord ${action ?? ''}', expected 'verdict discord register' or 'verdict discord commands'`,
    );
  }
  const applicationId = line.applicationId ?? env.DISCORD_APPLICATION_ID;
  const token = line.token ?? env.DISCORD_BOT_TOKEN;
  if (!applicationId)
    throw new UsageError(
      '--application-id (or DISCORD_APPLICATION_ID) is required: the id on the Developer Portal',
    );
  if (!token)
    throw new UsageError(
      '--token (or DISCORD_BOT_TOKEN) is required: the bot token from the Developer Portal',
    );
  const apiBase = line.apiBase ?? env.DISCORD_API_BASE ?? DISCORD_API_BASE;
  configureNetwork({ seconds: timeoutSeconds(line.room.timeout), stderr: context.stderr });
  try {
    const { registered } = await registerCommands(set.commands, {
      applicationId,
      token,
      apiBase,
      fetch: timedFetch,
      ...(line.guild === undefined ? {} : { guildId: line.guild }),
    });
    if (line.json) return writeJson(context, registered);
    const where = line.guild
      ? `guild ${line.guild} (shown at once)`
      : 'all servers (global commands can take a few minutes to show)';
    context.write(`Registered ${registered.length} commands for ${terminalText(where)}:\n`);
    for (const command of registered) context.write(`  /${terminalText(command.name)}\n`);
    for (const note of set.omitted) context.write(`left out: ${terminalText(note)}\n`);
  } catch (error) {
    if (error instanceof RegisterError) throw timedOutError() ?? new UsageError(error.message);
    throw error;
  }
}
