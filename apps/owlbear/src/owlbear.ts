/**
 * @module
 * What the extension asks of Owlbear Rodeo through `@owlbear-rodeo/sdk`: who the player is (id, name, GM or
 * player), the Owlbear room, and the link to its Verdict table kept in the Owlbear room's metadata. The link is
 * the room id and its player invite, which every player of the Owlbear room may read: never a member token.
 */
import OBR from '@owlbear-rodeo/sdk';

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

/** The Verdict room of an Owlbear room: its id and the invite players join with. */
export interface TableLink {
  readonly roomId: string;
  readonly invite: string;
}

/** The link in an Owlbear room's metadata, or undefined when there is none (or it is not one). */
export function tableLinkOf(metadata: Record<string, unknown>): TableLink | undefined {
  const link = metadata[TABLE_KEY] as Partial<TableLink> | undefined;
  return typeof link?.roomId === 'string' && typeof link.invite === 'string' && link.invite !== ''
    ? { roomId: link.roomId, invite: link.invite }
    : undefined;
}

/** Resolves once Owlbear has said it is ready. */
export function owlbearReady(): Promise<void> {
  return new Promise((resolve) => OBR.onReady(() => resolve()));
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

/** Keeps the table link in the Owlbear room's metadata (the GM does, once). */
export function publishTableLink(link: TableLink): Promise<void> {
  return OBR.room.setMetadata({ [TABLE_KEY]: link });
}

/** An Owlbear notification (a toast in the room); a failure to show one is not the table's problem. */
export function notify(message: string): void {
  OBR.notification.show(message, 'INFO').catch(() => {});
}
