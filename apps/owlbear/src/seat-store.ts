/**
 * @module
 * Where this browser keeps its seats (member tokens): localStorage when the browser allows it, else memory.
 * Inside Owlbear Rodeo the extension is a third-party iframe, and with third-party cookies off (or in some
 * private windows) its storage may be refused: the table still works, and a reload joins again. Never cookies,
 * and never Owlbear's room metadata, which every player of the Owlbear room can read.
 */
import type { BrowserSeat } from '@web/room/seats.js';

/** A seat store: the seat kept under a key, if any. */
export interface SeatStore {
  load(key: string): BrowserSeat | undefined;
  save(key: string, seat: BrowserSeat): void;
  /** Whether seats outlive a reload (false: kept in memory only). */
  readonly lasting: boolean;
}

/** localStorage when it can be written, else undefined. */
function usableStorage(storage: () => Storage | undefined): Storage | undefined {
  try {
    const found = storage();
    if (!found) return undefined;
    found.setItem('verdict:probe', '1');
    found.removeItem('verdict:probe');
    return found;
  } catch {
    return undefined;
  }
}

function isSeat(value: unknown): value is BrowserSeat {
  const seat = value as BrowserSeat | null;
  return (
    typeof seat === 'object' &&
    seat !== null &&
    typeof seat.token === 'string' &&
    typeof seat.roomId === 'string' &&
    typeof seat.memberId === 'string' &&
    (seat.role === 'gm' || seat.role === 'player')
  );
}

/**
 * A store over `storage` (localStorage by default) that falls back to memory when it is missing or refuses.
 *
 * @example
 * const store = createSeatStore();
 * store.save('verdict:owlbear:room:player', seat);
 */
export function createSeatStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): SeatStore {
  const lasting = usableStorage(storage);
  const memory = new Map<string, BrowserSeat>();
  return {
    lasting: lasting !== undefined,
    load(key) {
      const kept = memory.get(key);
      if (kept) return kept;
      try {
        const text = lasting?.getItem(key);
        const seat: unknown = text ? JSON.parse(text) : undefined;
        return isSeat(seat) ? seat : undefined;
      } catch {
        return undefined;
      }
    },
    save(key, seat) {
      memory.set(key, seat);
      try {
        lasting?.setItem(key, JSON.stringify(seat));
      } catch {
        // Refused now (quota, a setting changed): memory keeps it for this page.
      }
    },
  };
}
