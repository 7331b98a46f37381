/**
 * @module
 * This browser's seats at rooms (token, member, role), kept in localStorage per room so a reload or a
 * phone waking up lands back in the room.
 */

/** A seat at a room, as kept. */
export interface BrowserSeat {
  readonly roomId: string;
  readonly roomName: string;
  readonly memberId: string;
  readonly memberName: string;
  readonly role: 'gm' | 'player';
  readonly token: string;
  /** The players' invite link, kept by the GM to share again. */
  readonly joinUrl?: string;
}

const PREFIX = 'verdict:room:';
const key = (roomId: string) => `${PREFIX}${roomId}`;

/** The seat kept for a room, if any. */
export function loadSeat(roomId: string): BrowserSeat | undefined {
  try {
    const text = globalThis.localStorage?.getItem(key(roomId));
    const seat = text ? (JSON.parse(text) as BrowserSeat) : undefined;
    return seat && typeof seat.token === 'string' && seat.roomId === roomId ? seat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every seat this browser keeps, by table name: the "your tables" list, to go back to a table.
 *
 * @example
 * listSeats().map((seat) => seat.roomName); // ['Friday at the Drowned Rat', 'Phone night']
 */
export function listSeats(): BrowserSeat[] {
  const seats: BrowserSeat[] = [];
  try {
    const storage = globalThis.localStorage;
    for (let i = 0; storage && i < storage.length; i++) {
      const name = storage.key(i);
      const roomId = name?.startsWith(PREFIX) ? name.slice(PREFIX.length) : undefined;
      const seat = roomId ? loadSeat(roomId) : undefined;
      if (seat) seats.push(seat);
    }
  } catch {
    // Storage disabled: no tables to list.
  }
  return seats.sort((a, b) => a.roomName.localeCompare(b.roomName) || a.roomId.localeCompare(b.roomId));
}

/** Keeps a seat (replacing the room's earlier one). */
export function saveSeat(seat: BrowserSeat): void {
  globalThis.localStorage?.setItem(key(seat.roomId), JSON.stringify(seat));
}

/** The last entry this browser saw live at a room (its seq and hash), for the verify page. */
export interface SeenHead {
  readonly seq: number;
  readonly hash: string;
}

const headKey = (roomId: string) => `verdict:room-head:${roomId}`;

/** The head kept for a room, if any. */
export function loadHead(roomId: string): SeenHead | undefined {
  try {
    const text = globalThis.localStorage?.getItem(headKey(roomId));
    const head = text ? (JSON.parse(text) as SeenHead) : undefined;
    return head && Number.isSafeInteger(head.seq) && typeof head.hash === 'string' ? head : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the head seen live at a room, when it is past the one kept (it never moves back). */
export function saveHead(roomId: string, head: SeenHead): void {
  try {
    const kept = loadHead(roomId);
    if (kept !== undefined && kept.seq >= head.seq) return;
    globalThis.localStorage?.setItem(headKey(roomId), JSON.stringify({ seq: head.seq, hash: head.hash }));
    const trail = loadTrail(roomId);
    trail.push([head.seq, head.hash]);
    const kept2 = trail.slice(-TRAIL);
    globalThis.localStorage?.setItem(trailKey(roomId), JSON.stringify(kept2));
  } catch {
    // Storage full or disabled: the head is a bonus, the room goes on.
  }
}

/**
 * The heads seen live at a room before the last (at most {@link TRAIL}, the latest kept): the verify page
 * tells an earlier export of the room, ending at one of them with the same hash, from a changed one.
 */
const TRAIL = 2_000;
const trailKey = (roomId: string) => `verdict:room-heads:${roomId}`;

function loadTrail(roomId: string): [number, string][] {
  try {
    const text = globalThis.localStorage?.getItem(trailKey(roomId));
    const trail = text ? (JSON.parse(text) as unknown) : [];
    return Array.isArray(trail)
      ? trail.filter(
          (h): h is [number, string] =>
            Array.isArray(h) && Number.isSafeInteger(h[0]) && typeof h[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The hash this browser saw live at a room's `seq`, when that entry was once its head (and is still in the trail).
 *
 * @example
 * seenHash(roomId, 12); // '3f2a…' or undefined
 */
export function seenHash(roomId: string, seq: number): string | undefined {
  return loadTrail(roomId).find(([at]) => at === seq)?.[1];
}
