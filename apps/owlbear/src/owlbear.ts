/**
 * @module
 * What the extension asks of Owlbear Rodeo through `@owlbear-rodeo/sdk`: who the player is (id, name, GM or
 * player), the Owlbear room, and the link to its Verdict table kept in the Owlbear room's metadata. The link is
 * the room id and its player invite, which every player of the Owlbear room may read: never a member token.
 */
import OBR from '@owlbear-rodeo/sdk';
import { tableLinkOf as linkOf, type TableLink } from '@verdict/room';

export type { TableLink } from '@verdict/room';

/** The metadata key of the table link (Owlbear asks extensions for reverse-domain keys). */
export const TABLE_KEY = 'io.github.verdict-rpg/table';

/** The player at this screen, as Owlbear knows them. */
export interface OwlbearPlayer {
  readonly id: string;
  readonly name: string;
  readonly gm: boolean;
  /** The Owlbear room's id. */
  readonly roomId: string;
}

/** The link in an Owlbear room's metadata, or undefined when there is none (or it is not one). */
export const tableLinkOf = (metadata: Record<string, unknown>): TableLink | undefined =>
  linkOf(metadata[TABLE_KEY]);

/** Resolves once Owlbear has said it is ready. */
export function owlbearReady(): Promise<void> {
  return new Promise((resolve) => {
    if (OBR.isReady) resolve();
    else OBR.onReady(() => resolve());
  });
}

/** Whether this page runs inside Owlbear Rodeo (its URL carries Owlbear's `obrref`). */
export const insideOwlbear = () => OBR.isAvailable;

/** The player at this screen. */
export async function readPlayer(): Promise<OwlbearPlayer> {
  const [id, name, role] = await Promise.all([
    OBR.player.getId(),
    OBR.player.getName(),
    OBR.player.getRole(),
  ]);
  return { id, name, gm: role === 'GM', roomId: OBR.room.id };
}

/** The table link kept in the Owlbear room, if any. */
export async function readTableLink(): Promise<TableLink | undefined> {
  return tableLinkOf(await OBR.room.getMetadata());
}

/** Calls `onLink` whenever the Owlbear room's metadata changes; returns the unsubscribe. */
export function watchTableLink(onLink: (link: TableLink | undefined) => void): () => void {
  return OBR.room.onMetadataChange((metadata) => onLink(tableLinkOf(metadata)));
}

/** Owlbear's limit on a room's metadata, shared by every extension in the room. */
export const METADATA_FULL = "Owlbear's room metadata is full: 16 kB shared by every extension in this room";

/**
 * Keeps the table link in the Owlbear room's metadata (the GM does, once a table). A refusal is thrown as a
 * sentence for the GM: Owlbear refuses a room's metadata past 16 kB, all extensions' keys together.
 */
export async function publishTableLink(link: TableLink): Promise<void> {
  try {
    await OBR.room.setMetadata({ [TABLE_KEY]: link });
  } catch (error) {
    const said = (error as { message?: unknown } | undefined)?.message;
    const text = typeof said === 'string' ? said : String(error);
    throw new Error(
      /16 ?kb|too large|size|limit|full/i.test(text)
        ? METADATA_FULL
        : `Owlbear did not keep the table's link: ${text}`,
    );
  }
}

/** Light or dark, as Owlbear's theme says (the popover follows it, not the system's). */
export type Scheme = 'light' | 'dark';

/** Calls `onScheme` with Owlbear's theme now and at each change; returns the unsubscribe. */
export async function followTheme(onScheme: (scheme: Scheme) => void): Promise<() => void> {
  const scheme = (mode: string): Scheme => (mode === 'LIGHT' ? 'light' : 'dark');
  const stop = OBR.theme.onChange((theme) => onScheme(scheme(theme.mode)));
  onScheme(scheme((await OBR.theme.getTheme()).mode));
  return stop;
}

/**
 * The broadcast channel of hints that a table changed: its room id only, never an entry's content (every
 * extension in the Owlbear room may read broadcasts). The background pages read the table when one comes.
 */
export const HINT_CHANNEL = 'io.github.verdict-rpg/hint';

/** Hints every player's extension (this player's own background page too) that the table changed. */
export function hintChanged(roomId: string): void {
  OBR.broadcast.sendMessage(HINT_CHANNEL, { roomId }, { destination: 'ALL' }).catch(() => {});
}

/** The action's badge: how many requests wait for this player (none: no badge). */
export async function setBadge(count: number): Promise<void> {
  await OBR.action.setBadgeText(count > 0 ? String(count) : undefined);
}

/** An Owlbear notification (a toast in the room); a failure to show one is not the table's problem. */
export function notify(message: string): void {
  OBR.notification.show(message, 'INFO').catch(() => {});
}
