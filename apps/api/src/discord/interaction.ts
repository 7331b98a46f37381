/**
 * @module
 * The parts of Discord's interaction JSON the endpoint reads and writes
 * (https://discord.com/developers/docs/interactions/receiving-and-responding).
 */

import type {
  APIActionRowComponent,
  APIAllowedMentions,
  APIApplicationCommandOptionChoice,
  APIButtonComponentWithCustomId,
  APIEmbed,
  APIEmbedField,
  APIInteractionResponseCallbackData,
  InteractionType as APIInteractionType,
  APISelectMenuOption,
  APIStringSelectComponent,
  APITextInputComponent,
  APIUser,
  InteractionResponseType,
  MessageFlags,
} from 'discord-api-types/v10';

/**
 * Interaction types Discord sends (`InteractionType` of discord-api-types, whose enums are runtime objects: the
 * numbers are kept here, checked against them, so the types cost nothing at run time).
 */
export const InteractionType = {
  Ping: 1,
  Command: 2,
  Component: 3,
  Autocomplete: 4,
  ModalSubmit: 5,
} as const satisfies Record<string, APIInteractionType>;

/** How the endpoint answers (`InteractionResponseType`). */
export const ResponseType = {
  Pong: 1,
  Message: 4,
  /** "Thinking…": the message follows through the webhook within 15 minutes. */
  DeferredMessage: 5,
  DeferredUpdate: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
  /** A form (a modal) the user fills in; its answer arrives as a ModalSubmit interaction. */
  Modal: 9,
} as const satisfies Record<string, InteractionResponseType>;

/** Message flag: only the user who ran the command sees it (`MessageFlags.Ephemeral`). */
export const EPHEMERAL = 64 satisfies MessageFlags;

/**
 * An option as Discord sends it back (subcommands hold their own options): the fields of discord-api-types'
 * `APIApplicationCommandInteractionDataOption` the endpoint reads, as one shape (the shape check, not this type,
 * is what stands between Discord's JSON and the handlers: interaction-shape.ts).
 */
export interface ReceivedOption {
  readonly name: string;
  readonly type: number;
  readonly value?: string | number | boolean;
  readonly focused?: boolean;
  readonly options?: readonly ReceivedOption[];
}

/** An interaction (`APIInteraction`), as much of it as the endpoint reads; checked at run time by interaction-shape.ts. */
export interface Interaction {
  readonly type: APIInteractionType | number;
  readonly id?: string;
  readonly application_id?: string;
  readonly token?: string;
  readonly channel_id?: string;
  readonly guild_id?: string;
  readonly member?: { readonly user?: DiscordUser; readonly permissions?: string };
  readonly user?: DiscordUser;
  /** Where it was used: 0 a server's channel, 1 the bot's DM, 2 another DM or a group DM (`InteractionContextType`). */
  readonly context?: number;
  /** The installs that authorized it: `"0"` (server install) -> the server's id, `"1"` (user install) -> the user's. */
  readonly authorizing_integration_owners?: Readonly<Record<string, string>>;
  readonly data?: {
    readonly name?: string;
    readonly options?: readonly ReceivedOption[];
    readonly custom_id?: string;
    readonly component_type?: number;
    /** A select menu's chosen values. */
    readonly values?: readonly string[];
    /** A modal's answer: its rows of text inputs, each with its `custom_id` and the text typed. */
    readonly components?: readonly {
      readonly components?: readonly { readonly custom_id?: string; readonly value?: string }[];
    }[];
  };
}

/** The user fields read (`APIUser`): the id, and the names a table sees. */
export type DiscordUser = Pick<APIUser, 'id'> & Partial<Pick<APIUser, 'username' | 'global_name'>>;

/** An embed as the app writes it (`APIEmbed`). */
export type Embed = Readonly<Pick<APIEmbed, 'title' | 'description' | 'color' | 'footer'>> & {
  readonly author?: { readonly name: string };
  readonly fields?: readonly Readonly<APIEmbedField>[];
};

/** A button with a `custom_id` (`APIButtonComponentWithCustomId`): 1 primary, 2 secondary, 3 success. */
export type Button = Readonly<Pick<APIButtonComponentWithCustomId, 'type' | 'label' | 'custom_id'>> & {
  readonly style: 1 | 2 | 3;
};

/** A select menu of strings (`APIStringSelectComponent`, type 3): one value chosen of at most 25 options. */
export type StringSelect = Readonly<
  Pick<APIStringSelectComponent, 'type' | 'custom_id' | 'placeholder' | 'min_values' | 'max_values'>
> & {
  readonly options: readonly Readonly<
    Pick<APISelectMenuOption, 'label' | 'value' | 'default' | 'description'>
  >[];
};

/** A message's body (`APIInteractionResponseCallbackData`): what a reply, a follow-up edit or an update carries. */
export interface MessageData extends Readonly<Pick<APIInteractionResponseCallbackData, 'content' | 'flags'>> {
  readonly embeds?: readonly Embed[];
  /** Action rows (`APIActionRowComponent`): of buttons, or of one select menu. */
  readonly components?: readonly {
    readonly type: APIActionRowComponent<never>['type'];
    readonly components: readonly (Button | StringSelect)[];
  }[];
  /** Who a message may ping (`APIAllowedMentions`): the app sends `{ parse: [] }`, nobody. */
  readonly allowed_mentions?: { readonly parse: Readonly<NonNullable<APIAllowedMentions['parse']>> };
}

/** A modal of text inputs (`APIModalInteractionResponseCallbackData`): a row each, one short text input a row. */
export interface ModalData {
  readonly custom_id: string;
  readonly title: string;
  readonly components: readonly {
    readonly type: 1;
    readonly components: readonly Readonly<
      Pick<
        APITextInputComponent,
        'type' | 'custom_id' | 'label' | 'style' | 'min_length' | 'max_length' | 'required' | 'placeholder'
      >
    >[];
  }[];
}

/** What the endpoint answers with (`APIInteractionResponse`). */
export interface InteractionResponse {
  readonly type: InteractionResponseType | number;
  readonly data?:
    | MessageData
    | ModalData
    | { readonly choices: readonly Readonly<APIApplicationCommandOptionChoice>[] };
}

/** The user behind an interaction (a guild member, or a user in a DM). */
export function userOf(interaction: Interaction): DiscordUser | undefined {
  return interaction.member?.user ?? interaction.user;
}
