/**
 * Server-Sent Events for rooms: at most `limits.streams` open streams per server (and `streamsPerClient` per
 * client address, `streamsPerMember` per member, so no one client takes them all), one {@link RoomFeed} per
 * room with streams, and a periodic check that drops streams whose client stopped taking data.
 *
 * Each stream is a pull-based `ReadableStream` (high-water mark 0): it produces the next chunk only when
 * the HTTP layer asks for one, which it does only when the socket has drained, and reads it on a later turn
 * of the event loop than the last. So a slow or vanished client holds at most one chunk here (past
 * `stallMs` without asking, its stream is closed), and a stream catching up never holds the loop.
 */
import { roomEvents } from '@verdict/room';
import { problemOf } from '../../http/errors.js';
import { pageTurn } from '../next-turn.js';
import type { RoomStore } from '../store/types.js';
import { countOf, RoomFeed } from './feed.js';

/** Entries per chunk written to a stream. */
const CHUNK = 100;

/** Options of the hub. */
export interface EventHubOptions {
  readonly maxStreams: number;
  /** Open streams from one client address at most (default: no limit but `maxStreams`). */
  readonly maxPerClient?: number;
  /** Open streams of one member at most (default: no limit but `maxStreams`). */
  readonly maxPerMember?: number;
  readonly heartbeatMs: number;
  readonly stallMs: number;
}

interface Stream {
  readonly feed: RoomFeed;
  readonly memberId: string;
  readonly client: string;
  pulling: boolean;
  lastPull: number;
  stop(reason?: Error): void;
}

const encoder = new TextEncoder();

/** The server's event streams. */
export class EventHub {
  private readonly feeds = new Map<string, RoomFeed>();
  private readonly streams = new Set<Stream>();
  /** Open streams by client address and by member. */
  private readonly perClient = new Map<string, number>();
  private readonly perMember = new Map<string, number>();
  private readonly unsubscribe: () => void;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly store: RoomStore,
    private readonly options: EventHubOptions,
  ) {
    this.unsubscribe = store.onAppend((roomId, seq) => {
      if (roomId === '*') for (const feed of this.feeds.values()) feed.resync();
      else this.feeds.get(roomId)?.poke(seq);
    });
    const every = Math.max(10, Math.min(1000, Math.floor(options.stallMs / 4)));
    this.timer = setInterval(() => this.dropStalled(), every);
    (this.timer as { unref?: () => void }).unref?.();
  }

  /** Streams open now. */
  get size(): number {
    return this.streams.size;
  }

  /** The members of a room with an open stream on this server, in the order they connected. */
  present(roomId: string): string[] {
    return this.feeds.get(roomId)?.present ?? [];
  }

  /**
   * Opens `memberId`'s stream of a room's entries after `after` (the whole log from seq 1 for 0), then live
   * ones, ending with `room.closed` (at once when the client has seen it: `closedSeq`, 0 while open). Entries
   * after it (reveals in a closed room) are read with `GET .../entries`. Who is present goes out as
   * `event: presence` (no `id:`, outside the chain) first and at each change. Past the member's, the client
   * address's or the server's limit: 429 naming it.
   */
  open(
    roomId: string,
    memberId: string,
    head: number,
    after: number,
    closedSeq = 0,
    client = '',
  ): ReadableStream<Uint8Array> {
    const { maxStreams, maxPerClient = maxStreams, maxPerMember = maxStreams } = this.options;
    const tooMany = (detail: string) =>
      problemOf('too_many_streams', `${detail}: close one or retry later`, undefined, {
        'retry-after': '5',
      });
    if ((this.perMember.get(memberId) ?? 0) >= maxPerMember) {
      throw tooMany(
        `This member has ${maxPerMember} open event streams, its limit (ROOM_STREAMS_PER_MEMBER)`,
      );
    }
    if ((this.perClient.get(client) ?? 0) >= maxPerClient) {
      throw tooMany(
        `This client address has ${maxPerClient} open event streams, its limit (ROOM_STREAMS_PER_CLIENT)`,
      );
    }
    if (this.streams.size >= maxStreams) {
      throw tooMany(`This server has ${maxStreams} open event streams, its limit (ROOM_MAX_STREAMS)`);
    }
    let feed = this.feeds.get(roomId);
    if (!feed) {
      feed = new RoomFeed(this.store, roomId, head);
      this.feeds.set(roomId, feed);
      // An entry committed after `head` was read, but before the feed listened, is read now.
      feed.resync();
    } else if (head > feed.head) {
      feed.poke(head);
    }
    const { heartbeatMs } = this.options;
    let sent = after;
    let presenceSent = -1;
    let lastWrite = Date.now();
    let finished = false;
    let cancelWait: (() => void) | undefined;
    let controllerRef!: ReadableStreamDefaultController<Uint8Array>;
    const stream: Stream = {
      feed,
      memberId,
      client,
      pulling: false,
      lastPull: Date.now(),
      stop: (reason) => {
        if (finished) return;
        finished = true;
        cancelWait?.();
        this.forget(stream);
        try {
          if (reason) controllerRef.error(reason);
          else controllerRef.close();
        } catch {}
      },
    };
    this.streams.add(stream);
    countOf(this.perClient, client, 1);
    countOf(this.perMember, memberId, 1);
    feed.streams += 1;
    feed.connect(memberId, 1);
    const room = feed;
    return new ReadableStream<Uint8Array>(
      {
        start(controller) {
          controllerRef = controller;
          controller.enqueue(encoder.encode(roomEvents.retry));
          if (closedSeq > 0 && after >= closedSeq) stream.stop();
        },
        async pull(controller) {
          stream.pulling = true;
          try {
            while (!finished) {
              if (presenceSent < room.presenceVersion) {
                presenceSent = room.presenceVersion;
                controller.enqueue(encoder.encode(roomEvents.presence(room.present)));
                lastWrite = Date.now();
                return;
              }
              if (sent < room.head) {
                // A chunk a turn of the event loop: a stream catching up from seq 0 never holds it (issue 33.2).
                await pageTurn();
                if (finished) return;
                const entries = await room.read(sent + 1, CHUNK);
                if (finished) return;
                if (entries.length > 0) {
                  let text = '';
                  let closed = false;
                  for (const e of entries) {
                    text += roomEvents.entry(e.seq, e.body);
                    sent = e.seq;
                    if (e.type === 'room.closed') {
                      closed = true;
                      break;
                    }
                  }
                  controller.enqueue(encoder.encode(text));
                  lastWrite = Date.now();
                  if (closed) stream.stop();
                  return;
                }
              }
              const wait = room.next();
              cancelWait = wait.cancel;
              let timeout: ReturnType<typeof setTimeout> | undefined;
              const beat = new Promise<'beat'>((resolve) => {
                timeout = setTimeout(
                  () => resolve('beat'),
                  Math.max(0, lastWrite + heartbeatMs - Date.now()),
                );
              });
              const why = await Promise.race([wait.promise, beat]);
              clearTimeout(timeout);
              wait.cancel();
              if (why === 'beat' && !finished && sent >= room.head && presenceSent >= room.presenceVersion) {
                controller.enqueue(encoder.encode(roomEvents.heartbeat));
                lastWrite = Date.now();
                return;
              }
            }
          } catch (error) {
            stream.stop(error instanceof Error ? error : new Error(String(error)));
          } finally {
            stream.pulling = false;
            stream.lastPull = Date.now();
          }
        },
        cancel() {
          stream.stop();
        },
      },
      { highWaterMark: 0 },
    );
  }

  /** Ends the streams of rooms that no longer exist. */
  closeRooms(roomIds: readonly string[]): void {
    const gone = new Set(roomIds);
    for (const stream of [...this.streams]) if (gone.has(stream.feed.roomId)) stream.stop();
  }

  /** Ends every stream and stops listening (server shutdown). */
  close(): void {
    clearInterval(this.timer);
    this.unsubscribe();
    for (const stream of [...this.streams]) stream.stop();
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    countOf(this.perClient, stream.client, -1);
    countOf(this.perMember, stream.memberId, -1);
    const { feed } = stream;
    feed.streams -= 1;
    feed.connect(stream.memberId, -1);
    if (feed.streams === 0 && this.feeds.get(feed.roomId) === feed) this.feeds.delete(feed.roomId);
  }

  private dropStalled(): void {
    const now = Date.now();
    for (const stream of [...this.streams]) {
      if (!stream.pulling && now - stream.lastPull > this.options.stallMs) {
        stream.stop(new Error('the client stopped reading'));
      }
    }
  }
}
