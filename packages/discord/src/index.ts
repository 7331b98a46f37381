/**
 * @module
 * Discord slash commands for any Verdict registry: built from the manifest (`describeRegistry`), checked
 * against Discord's documented limits, and registered through its REST API. Shared by the API's
 * interactions endpoint (which reads the options back) and `verdict discord register`.
 */
export {
  ANYWHERE,
  buildDiscordCommands,
  DICE_COMMANDS,
  type DiscordCommandSet,
  FIXED,
  SAVED_NAME,
  SERVER_ONLY,
  type TestCommandPlan,
} from './build-commands.js';
export {
  type ApplicationCommand,
  type CommandChoice,
  type CommandOption,
  IntegrationType,
  InteractionContext,
  OptionType,
} from './discord-types.js';
export { type FieldOptionPlan, fieldOptions } from './field-options.js';
export { type CommandIssue, commandSize, MAX_COMMAND_CHARS, validateCommands } from './limits.js';
export { clip, NAME_PATTERN, toDiscordName } from './names.js';
export {
  DISCORD_API_BASE,
  RegisterError,
  type RegisterOptions,
  registerCommands,
} from './register-commands.js';
