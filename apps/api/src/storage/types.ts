/**
 * The Discord tables' part of the store (`discord-links.ts`, `discord-identity.ts`): Discord's bindings and
 * identities are kept in the rooms' database, so a restart keeps them and the idle sweep deletes a room's
 * with it, but they are not the room's: the room store (`rooms/store/types.ts`) extends these.
 */
import type { DiscordLinksTable } from './schema.js';

/** A Discord channel bound to a room (`/verdict table link`, see `DiscordLinksTable`), `created` in epoch ms. */
export type DiscordLink = Readonly<Omit<DiscordLinksTable, 'created'> & { created: number }>;

/** The Discord tables' queries outside a room's transaction. */
export interface DiscordStore {
  /** The room a Discord channel is bound to, if any. */
  discordLink(channelId: string): Promise<DiscordLink | undefined>;
  /** Binds a Discord channel to a room (replacing its binding, if any). */
  setDiscordLink(link: DiscordLink): Promise<void>;
  /** Unbinds a Discord channel. */
  deleteDiscordLink(channelId: string): Promise<void>;
  /**
   * Records that a Discord interaction was acted on, forgetting those recorded before `before` (ms): false
   * when it already was (a replay), on this server or another one on the same database.
   */
  claimInteraction(id: string, now: number, before: number): Promise<boolean>;
  /** Keeps a button's record (JSON) under `id` until `expires` (ms), forgetting every one expired by `now`. */
  putButton(id: string, record: string, expires: number, now: number): Promise<void>;
  /** A button's record (JSON), or undefined when unknown or expired at `now`. */
  button(id: string, now: number): Promise<string | undefined>;
  /** Forgets a button: true for the one call that removed it (on any server of the database), false after. */
  takeButton(id: string): Promise<boolean>;
  /**
   * Saves a test under `saved.name` in a scope ('user', 'guild', 'last', or a server's 'defaults') of an owner, replacing one of the same
   * name (case-insensitively); false, saving nothing, when the owner already has `max` others in that scope.
   */
  saveTest(saved: SavedTest, max: number): Promise<boolean>;
  /** An owner's saved tests in a scope, by name. */
  savedTests(scope: SavedTest['scope'], owner: string): Promise<SavedTest[]>;
  /** Deletes an owner's saved test by name (case-insensitively): whether there was one. */
  deleteSavedTest(scope: SavedTest['scope'], owner: string, name: string): Promise<boolean>;
}

/**
 * A saved Discord test: its scope and owner, its name as typed, its record (JSON), when it was saved (ms). A server's
 * defaults (`/verdict defaults`) are one row of the same table: scope 'defaults', the server as owner, name ''.
 */
export interface SavedTest {
  readonly scope: 'user' | 'guild' | 'last' | 'defaults';
  readonly owner: string;
  readonly name: string;
  readonly record: string;
  readonly created: number;
}

/** The Discord tables' queries inside a room's write transaction (the room locked). */
export interface DiscordWriter {
  /** The member a Discord user rolls as in this room (see `discord-identity.ts`), if they have one. */
  discordMember(userId: string): Promise<string | undefined>;
  /** Records the member a Discord user rolls as (in this transaction, with the member's join). */
  setDiscordMember(userId: string, memberId: string): Promise<void>;
}
