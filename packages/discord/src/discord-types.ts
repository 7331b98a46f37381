/**
 * @module
 * The parts of Discord's application-command JSON this package writes, as Discord documents them
 * (https://discord.com/developers/docs/interactions/application-commands), in discord-api-types' words (types only:
 * its enums are runtime objects, so the numbers are kept here and checked against them with `satisfies`).
 */
import type {
  APIApplicationCommandOptionChoice,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';

/** Application command option types (`ApplicationCommandOptionType`). */
export const OptionType = {
  SubCommand: 1,
  SubCommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const satisfies Record<string, ApplicationCommandOptionType>;

/** One choice of a string, integer or number option (`APIApplicationCommandOptionChoice`). */
export type CommandChoice = Readonly<Pick<APIApplicationCommandOptionChoice, 'name' | 'value'>>;

/**
 * An option of a command or subcommand: the fields of discord-api-types' `APIApplicationCommandOption` union that
 * this package writes, as one shape (the limits check, `validateCommands`, holds each option type to its fields).
 */
export interface CommandOption {
  readonly type: ApplicationCommandOptionType | number;
  readonly name: string;
  readonly description: string;
  readonly required?: boolean;
  readonly choices?: readonly CommandChoice[];
  readonly options?: readonly CommandOption[];
  readonly min_value?: number;
  readonly max_value?: number;
  readonly min_length?: number;
  readonly max_length?: number;
  readonly autocomplete?: boolean;
}

/** Where an app is installed for a command to be offered (`ApplicationIntegrationType`). */
export const IntegrationType = {
  /** Installed to a server: every member of it sees the command. */
  GuildInstall: 0,
  /** Installed to a user's account: the user sees the command everywhere they are. */
  UserInstall: 1,
} as const satisfies Record<string, ApplicationIntegrationType>;

/** Where a command can be used (`InteractionContextType`). */
export const InteractionContext = {
  /** A server's channel. */
  Guild: 0,
  /** The DM with the app's bot user. */
  BotDm: 1,
  /** Group DMs and DMs other than the app's bot user's. */
  PrivateChannel: 2,
} as const satisfies Record<string, InteractionContextType>;

/** `ApplicationCommandType.ChatInput`. */
const CHAT_INPUT = 1 satisfies ApplicationCommandType;

/** A chat-input (slash) command, as `PUT /applications/{id}/commands` takes it (`RESTPostAPIChatInputApplicationCommandsJSONBody`). */
export interface ApplicationCommand
  extends Readonly<Pick<RESTPostAPIChatInputApplicationCommandsJSONBody, 'name' | 'description'>> {
  /** 1: CHAT_INPUT, a slash command (`ApplicationCommandType.ChatInput`). */
  readonly type: typeof CHAT_INPUT;
  readonly options?: readonly CommandOption[];
  /** The installs that offer it (`IntegrationType`); Discord's default is the server install alone. */
  readonly integration_types?: readonly (typeof IntegrationType)[keyof typeof IntegrationType][];
  /** Where it can be used (`InteractionContext`); Discord's default is everywhere its installs allow. */
  readonly contexts?: readonly (typeof InteractionContext)[keyof typeof InteractionContext][];
}
