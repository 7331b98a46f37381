/**
 * @module
 * The parts of Discord's interaction JSON the endpoint reads and writes
 * (https://discord.com/developers/docs/interactions/receiving-and-responding).
 */

/** Interaction types Discord sends. */
export const InteractionType = {
  Ping: 1,
  Command: 2,
  Component: 3,
  Autocomplete: 4,
  ModalSubmit: 5,
} as const;

/** How the endpoint answers. */
export const ResponseType = {
  Pong: 1,
  Message: 4,
  /** "Thinking…": the message follows through the webhook within 15 minutes. */
  DeferredMessage: 5,
  DeferredUpdate: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
} as const;

/** Message flag: only the user who ran the command sees it. */
export const EPHEMERAL = 64;

/** An option as Discord sends it back (subcommands hold their own options). */
export interface ReceivedOption {
  readonly name: string;
  readonly type: number;
  readonly value?: string | number | boolean;
  readonly focused?: boolean;
  readonly options?: readonly ReceivedOption[];
}

/** An interaction, as much of it as the endpoint reads. */
export interface Interaction {
  readonly type: number;
  readonly id?: string;
  readonly application_id?: string;
  readonly token?: string;
  readonly channel_id?: string;
  readonly guild_id?: string;
  readonly member?: { readonly user?: DiscordUser; readonly permissions?: string };
  readonly user?: DiscordUser;
  /** Where it was used: 0 a server's channel, 1 the bot's DM, 2 another DM or a group DM. */
  readonly context?: number;
  /** The installs that authorized it: `"0"` (server install) -> the server's id, `"1"` (user install) -> the user's. */
  readonly authorizing_integration_owners?: Readonly<Record<string, string>>;
  readonly data?: {
    readonly name?: string;
    readonly options?: readonly ReceivedOption[];
    readonly custom_id?: string;
    readonly component_type?: number;
  };
}

export interface DiscordUser {
  readonly id: string;
  readonly username?: string;
  readonly global_name?: string | null;
}

export interface Embed {
  readonly title?: string;
  readonly description?: string;
  readonly color?: number;
  readonly author?: { readonly name: string };
  readonly fields?: readonly { readonly name: string; readonly value: string; readonly inline?: boolean }[];
  readonly footer?: { readonly text: string };
}

export interface Button {
  readonly type: 2;
  /** 1 primary (blurple), 2 secondary (grey), 3 success (green). */
  readonly style: 1 | 2 | 3;
  readonly label: string;
  readonly custom_id: string;
}

/** A message's body: what a reply, a follow-up edit or an update carries. */
export interface MessageData {
  readonly content?: string;
  readonly embeds?: readonly Embed[];
  readonly components?: readonly { readonly type: 1; readonly components: readonly Button[] }[];
  readonly flags?: number;
  readonly allowed_mentions?: { readonly parse: readonly string[] };
}

/** What the endpoint answers with. */
export interface InteractionResponse {
  readonly type: number;
  readonly data?: MessageData | { readonly choices: readonly { name: string; value: string | number }[] };
}

/** The user behind an interaction (a guild member, or a user in a DM). */
export function userOf(interaction: Interaction): DiscordUser | undefined {
  return interaction.member?.user ?? interaction.user;
}
