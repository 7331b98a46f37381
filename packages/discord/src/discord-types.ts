/**
 * @module
 * The parts of Discord's application-command JSON this package writes, as Discord documents them
 * (https://discord.com/developers/docs/interactions/application-commands).
 */

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
} as const;

/** One choice of a string, integer or number option. */
export interface CommandChoice {
  readonly name: string;
  readonly value: string | number;
}

/** An option of a command or subcommand. */
export interface CommandOption {
  readonly type: number;
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
} as const;

/** Where a command can be used (`InteractionContextType`). */
export const InteractionContext = {
  /** A server's channel. */
  Guild: 0,
  /** The DM with the app's bot user. */
  BotDm: 1,
  /** Group DMs and DMs other than the app's bot user's. */
  PrivateChannel: 2,
} as const;

/** A chat-input (slash) command, as `PUT /applications/{id}/commands` takes it. */
export interface ApplicationCommand {
  /** 1: CHAT_INPUT, a slash command. */
  readonly type: 1;
  readonly name: string;
  readonly description: string;
  readonly options?: readonly CommandOption[];
  /** The installs that offer it (`IntegrationType`); Discord's default is the server install alone. */
  readonly integration_types?: readonly (0 | 1)[];
  /** Where it can be used (`InteractionContext`); Discord's default is everywhere its installs allow. */
  readonly contexts?: readonly (0 | 1 | 2)[];
}
