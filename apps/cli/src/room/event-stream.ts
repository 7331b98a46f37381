/**
 * @module
 * Follows a room's live log over Server-Sent Events (`GET /v1/rooms/{id}/events`), resuming after the last
 * seq seen (`Last-Event-ID`) whenever the connection drops, so no entry is lost or repeated. Who is
 * connected (`event: presence`, outside the log) goes to `onPresence`.
 */
import type { RoomEntry } from '@verdict/fair';
import { parsePresence } from '@verdict/room';
import { roomPath, type Seat } from './http.js';

/** The stream's state, for the screen's status line. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';

/**
 * Reads entries after `after` until `signal` aborts or the room closes (the server ends the stream after
 * room.closed); reconnects after a second on any error.
 *
 * @example
 * const stop = new AbortController();
 * followEvents(seat, 0, (entry) => console.log(entry.seq), () => {}, stop.signal);
 */
export async function followEvents(
  seat: Seat,
  after: number,
  onEntry: (entry: RoomEntry) => void,
  onStatus: (status: StreamStatus, detail?: string) => void,
  signal: AbortSignal,
  onPresence: (present: string[]) => void = () => {},
): Promise<void> {
  let last = after;
  let closed = false;
  while (!signal.aborted && !closed) {
    onStatus(last === after ? 'connecting' : 'reconnecting');
    try {
      const response = await fetch(`${seat.server}${roomPath(seat, 'events')}`, {
        headers: {
          authorization: `Bearer ${seat.token}`,
          accept: 'text/event-stream',
          'last-event-id': String(last),
        },
        signal,
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      onStatus('live');
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true }).replace(/\r\n?/g, '\n');
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const { event, data } = eventOf(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          if (event === 'presence') {
            const present = parsePresence(data);
            if (present) onPresence(present);
            continue;
          }
          const entry = event === 'entry' && data !== undefined ? (JSON.parse(data) as RoomEntry) : undefined;
          if (entry && entry.seq > last) {
            last = entry.seq;
            onEntry(entry);
            if (entry.type === 'room.closed') closed = true;
          }
        }
      }
    } catch (error) {
      if (signal.aborted) break;
      onStatus('reconnecting', (error as Error).message);
    }
    if (!closed && !signal.aborted) await sleep(1000, signal);
  }
  onStatus('ended');
}

/** The event name and data of one block (data undefined for comments, such as heartbeats). */
function eventOf(block: string): { event: string; data: string | undefined } {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return { event, data: data.length === 0 ? undefined : data.join('\n') };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
