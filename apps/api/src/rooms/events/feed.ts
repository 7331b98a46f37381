/**
 * One room's live feed on this server: the head seq it knows, a window of recent entries, and the streams
 * waiting for more. A notification (this server's commit, or PostgreSQL's NOTIFY from another server)
 * only pokes the feed; it then reads the new entries from the table once for all its streams.
 */
import { pageTurn } from '../next-turn.js';
import { READ_BYTES } from '../options.js';
import type { RoomStore, StoredEntry } from '../store/types.js';

/**
 * Recent entries kept per room, so streams that are live read none from the database: at most this many,
 * and at most {@link WINDOW_CHARS} characters of them (entries are JSON, mostly ASCII: about their bytes).
 */
const WINDOW = 1_000;
const WINDOW_CHARS = 4 * READ_BYTES;

/** A room's feed. */
export class RoomFeed {
  /** The last seq known to be committed. */
  head: number;
  /** Open streams on this feed (the hub drops the feed at 0). */
  streams = 0;
  /** Open streams by member id: the members present on this server. */
  private readonly members = new Map<string, number>();
  /** Bumped at each change of who is present, so each stream knows whether it has sent the latest. */
  presenceVersion = 0;
  private window: StoredEntry[] = [];
  private windowChars = 0;
  private waiters = new Set<() => void>();
  private fetching: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly store: RoomStore,
    readonly roomId: string,
    head: number,
  ) {
    this.head = head;
  }

  /** An entry up to `seq` was committed: read what is new, then wake the streams. */
  poke(seq: number): void {
    if (seq <= this.head) return;
    if (this.fetching) {
      this.again = true;
      return;
    }
    this.fetching = this.fetch().finally(() => {
      this.fetching = undefined;
    });
  }

  /** Re-reads the head (after a lost notification connection). */
  resync(): void {
    this.poke(Number.MAX_SAFE_INTEGER);
  }

  private async fetch(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        // A page a turn: catching up on a burst of entries never holds the event loop.
        await pageTurn();
        const rows = await this.store
          .entries(this.roomId, this.head, WINDOW, READ_BYTES)
          .catch(() => [] as StoredEntry[]);
        if (rows.length === 0) break;
        this.window.push(...rows);
        for (const row of rows) this.windowChars += row.body.length;
        while (this.window.length > 1 && (this.window.length > WINDOW || this.windowChars > WINDOW_CHARS)) {
          this.windowChars -= this.window.shift()!.body.length;
        }
        this.head = rows[rows.length - 1]!.seq;
        this.wake();
      }
    } while (this.again);
  }

  /** The members with an open stream, in the order they connected. */
  get present(): string[] {
    return [...this.members.keys()];
  }

  /** A stream of `memberId` opened (+1) or ended (-1): when that changes who is present, tell every stream. */
  connect(memberId: string, delta: 1 | -1): void {
    const count = countOf(this.members, memberId, delta);
    if (count === (delta === 1 ? 1 : 0)) {
      this.presenceVersion += 1;
      this.wake();
    }
  }

  /**
   * Up to `max` entries from `from` on (fewer past `READ_BYTES`): from the window when it holds them, else
   * from the table.
   */
  async read(from: number, max: number): Promise<StoredEntry[]> {
    const first = this.window[0];
    if (first && first.seq <= from) {
      const start = from - first.seq;
      const page: StoredEntry[] = [];
      let chars = 0;
      for (const entry of this.window.slice(start, start + max)) {
        chars += entry.body.length;
        if (page.length > 0 && chars > READ_BYTES) break;
        page.push(entry);
      }
      return page;
    }
    return this.store.entries(this.roomId, from - 1, max, READ_BYTES);
  }

  /** Resolves when new entries arrive (or `wake` is called). */
  next(): { promise: Promise<void>; cancel: () => void } {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    this.waiters.add(resolve);
    return { promise, cancel: () => this.waiters.delete(resolve) };
  }

  /** Wakes every waiting stream. */
  wake(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const resolve of waiters) resolve();
  }
}

/** Adds `delta` to a key's count, forgetting the key at 0; returns the new count. */
export function countOf(counts: Map<string, number>, key: string, delta: 1 | -1): number {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
  return next;
}
