/**
 * @module
 * The room client's one `RoomStorage` in a file: `rooms.json` (mode 0600, since a seat's token is the member's key
 * to the room), holding what the client keeps under `storageKeys` (seats, join keys, heads) and nothing else.
 * A file of the first format (`{ version: 1, rooms: [seat…] }`, the CLI's own seat list) is moved into it once,
 * the first time it is read.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type RoomStorage, storageKeys } from '@verdict/room';
import { UsageError } from '../errors.js';

/** A stored value: a JSON object kept as itself (readable in the file), anything else as its text. */
type Stored = string | Record<string, unknown>;

/** A `RoomStorage` over a file, with the whole map for the seat store's listing. */
export interface FileStorage extends RoomStorage {
  readonly file: string;
  /** Every key and value, as the file holds them now. */
  items(): Record<string, Stored>;
  /** Sets a key to a value whole (a seat saved by the CLI replaces the one kept, fields and all). */
  replace(key: string, value: Stored): void;
}

/** A seat of the first format, as `rooms.json` version 1 listed it. */
interface SeatV1 extends Record<string, unknown> {
  readonly roomId: string;
  readonly memberName?: string;
  readonly head?: unknown;
}

/** Version 1's seats as version 2's keys: the seat in the client's shape (`name`), its head under its own key. */
function migrated(rooms: readonly SeatV1[]): Record<string, Stored> {
  const items: Record<string, Stored> = {};
  for (const { head, memberName, ...seat } of rooms) {
    items[storageKeys.seat(seat.roomId)] = { ...seat, name: memberName };
    if (head !== undefined) items[storageKeys.head(seat.roomId)] = head as Record<string, unknown>;
  }
  return items;
}

/**
 * The storage in `file`. A missing file holds nothing; an unreadable one is reported (a UsageError naming the file),
 * never overwritten. Setting a seat keeps the fields the client does not know (the room's name, the invite): the
 * client writes a seat in its own shape.
 *
 * @example
 * const storage = createFileStorage(seatsFile());
 * storage.get(storageKeys.seat('39fd…'));
 */
export function createFileStorage(file: string): FileStorage {
  const write = (items: Record<string, Stored>) => {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ version: 2, items }, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, file);
  };
  const read = (): Record<string, Stored> => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    let data: { version?: unknown; rooms?: unknown; items?: unknown };
    try {
      data = JSON.parse(text);
      if (data.version === 2 && typeof data.items === 'object' && data.items !== null)
        return data.items as Record<string, Stored>;
      if (!Array.isArray(data.rooms)) throw new Error('expected { "version": 2, "items": {...} }');
    } catch (error) {
      throw new UsageError(`${file}: ${(error as Error).message}; fix or remove the file`);
    }
    const items = migrated(data.rooms as SeatV1[]);
    write(items);
    return items;
  };
  return {
    file,
    items: read,
    replace(key, value) {
      write({ ...read(), [key]: value });
    },
    get(key) {
      const value = read()[key];
      return value === undefined || typeof value === 'string' ? value : JSON.stringify(value);
    },
    set(key, value) {
      const items = read();
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = undefined;
      }
      const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      const old = items[key];
      items[key] = !isObject
        ? value
        : key.startsWith('seat:') && typeof old === 'object'
          ? { ...old, ...(parsed as Record<string, unknown>) }
          : (parsed as Record<string, unknown>);
      write(items);
    },
  };
}
