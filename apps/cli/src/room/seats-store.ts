/**
 * @module
 * Member tokens kept per room, next to the characters file: `$XDG_CONFIG_HOME/verdict/rooms.json`
 * (default `~/.config/verdict/`), written with mode 0600 since a token is the member's key to the room.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { charactersFile } from '../characters.js';
import { UsageError } from '../errors.js';

/** A kept seat: the server, the room, who the member is, and the token. */
export interface SavedSeat {
  readonly server: string;
  readonly roomId: string;
  readonly roomName: string;
  readonly memberId: string;
  readonly memberName: string;
  readonly role: 'gm' | 'player';
  readonly token: string;
  /** The players' invite and join link (the GM's only: the room's creator keeps them to share). */
  readonly invite?: string;
  readonly joinUrl?: string;
  /** When this seat was last used (ISO 8601), to pick the room when none is named. */
  readonly usedAt: string;
  /** The last entry this seat saw live (seq and hash): `verdict verify` checks an export against it. */
  readonly head?: { readonly seq: number; readonly hash: string };
}

/** Where seats are kept: the characters file's folder, `rooms.json`. */
export function seatsFile(env: NodeJS.ProcessEnv = process.env): string {
  return charactersFile(env).replace(/characters\.json$/, 'rooms.json');
}

/**
 * The seats kept in a JSON file (mode 0600). A missing file holds none; an unreadable one is reported,
 * never overwritten.
 *
 * @example
 * const store = createSeatStore(seatsFile());
 * store.save(seat);
 * store.find('39fd…')?.token;
 */
export function createSeatStore(file: string) {
  const read = (): SavedSeat[] => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    try {
      const data = JSON.parse(text) as { rooms?: unknown };
      if (!Array.isArray(data.rooms)) throw new Error('expected { "rooms": [...] }');
      return data.rooms as SavedSeat[];
    } catch (error) {
      throw new UsageError(`${file}: ${(error as Error).message}; fix or remove the file`);
    }
  };
  const write = (rooms: readonly SavedSeat[]) => {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ version: 1, rooms }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, file);
  };
  return {
    file,
    list: read,
    /** The seat at a room (by id), or the last used one when no id is given. */
    find(roomId?: string): SavedSeat | undefined {
      const seats = read();
      if (roomId !== undefined) return seats.find((s) => s.roomId === roomId);
      return [...seats].sort((a, b) => b.usedAt.localeCompare(a.usedAt))[0];
    },
    /** Saves (or replaces, by room) a seat. */
    save(seat: SavedSeat): void {
      write([...read().filter((s) => s.roomId !== seat.roomId), seat]);
    },
    /** Keeps the head seen live at a room, when it is past the one kept (never moves back). */
    saveHead(roomId: string, head: { readonly seq: number; readonly hash: string }): void {
      const seats = read();
      const seat = seats.find((s) => s.roomId === roomId);
      if (!seat || (seat.head !== undefined && seat.head.seq >= head.seq)) return;
      write(seats.map((s) => (s === seat ? { ...seat, head: { seq: head.seq, hash: head.hash } } : s)));
    },
  };
}

/** The store's type. */
export type SeatStore = ReturnType<typeof createSeatStore>;
