/**
 * @module
 * A table linked from a virtual tabletop's room (an Owlbear Rodeo room keeps it in its metadata, which every
 * player and every extension there reads): the link (the room id and its player invite, never a token, and
 * the ids of the last few tables closed before it, whose exports stay reachable), and what a screen does
 * with it. Pure, for every binding of a tabletop: the GM is never seated as a player silently (a GM screen
 * without its seat recovers it), a table created but not yet published is published again rather than
 * created again, and a closed table gives way to the next one.
 */

/** The link kept in the tabletop's room. */
export interface TableLink {
  readonly roomId: string;
  readonly invite: string;
  /** The last tables closed before this one, newest first (at most {@link PAST_TABLES}). */
  readonly past?: readonly string[];
}

/** How many closed tables a link remembers. */
export const PAST_TABLES = 3;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 100;

/**
 * The link in a value read from the tabletop (anything may be there), or undefined when it is not one.
 *
 * @example
 * tableLinkOf(metadata['io.github.verdict-rpg/table']);
 */
export function tableLinkOf(value: unknown): TableLink | undefined {
  const link = value as Partial<Record<keyof TableLink, unknown>> | undefined;
  if (!link || !isId(link.roomId) || typeof link.invite !== 'string' || link.invite === '') return undefined;
  const past = Array.isArray(link.past) ? link.past.filter(isId).slice(0, PAST_TABLES) : [];
  return { roomId: link.roomId, invite: link.invite, ...(past.length > 0 ? { past } : {}) };
}

/**
 * The link of a new table that follows `previous` (closed, or gone): the previous table joins the past ones.
 *
 * @example
 * nextTableLink(link, { roomId: created.seat.roomId, invite: created.invite });
 */
export function nextTableLink(
  previous: TableLink | undefined,
  opened: { readonly roomId: string; readonly invite: string },
): TableLink {
  const past = previous ? [previous.roomId, ...(previous.past ?? [])].slice(0, PAST_TABLES) : [];
  return { roomId: opened.roomId, invite: opened.invite, ...(past.length > 0 ? { past } : {}) };
}

/** A table this screen created whose link is not published yet, and the table it replaces, if any. */
export interface UnpublishedTable {
  readonly link: TableLink;
  /** The linked table it follows (closed), or undefined for the room's first. */
  readonly replaces?: string;
}

/**
 * What a screen does next at the tabletop's room:
 * - `seated`: it holds a seat at the linked table;
 * - `publish`: publish the link of the table it created (a failed publish is retried, never a new table);
 * - `open`: the GM opens the room's first table;
 * - `recover`: the tabletop's GM without a seat here takes the GM seat back (with its recovery key), or
 *   joins as a player by choice, never silently;
 * - `join`: a player without a seat here joins;
 * - `wait`: a player waits for the GM to open a table.
 *
 * @example
 * seatPlan({ gm: true, link, held: false }); // 'recover'
 */
export function seatPlan(at: {
  readonly gm: boolean;
  readonly link: TableLink | undefined;
  /** Whether this screen holds a seat at the linked table. */
  readonly held: boolean;
  readonly unpublished?: UnpublishedTable;
}): 'seated' | 'publish' | 'open' | 'recover' | 'join' | 'wait' {
  const { gm, link, held, unpublished } = at;
  if (gm && unpublished && unpublished.link.roomId !== link?.roomId && unpublished.replaces === link?.roomId)
    return 'publish';
  if (!link) return gm ? 'open' : 'wait';
  if (held) return 'seated';
  return gm ? 'recover' : 'join';
}
