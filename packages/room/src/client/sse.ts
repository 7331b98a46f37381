/**
 * @module
 * Server-Sent Events over a `fetch`: an EventSource-like object for environments without one (Node, the
 * CLI, tests, a Hono app's in-process `request`). It reads one connection and reports `error` when it
 * ends; the room client decides when to reconnect and from where (Last-Event-ID), so nothing here retries.
 */
import type { RoomFetch } from './call.js';

/** What the room client needs of an event source (the browser's EventSource has it). */
export interface RoomEventSource {
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

/** Opens an event stream at `url` with `headers` (authorization, last-event-id). */
export type OpenEvents = (url: string, headers: Record<string, string>) => RoomEventSource;

/**
 * An `OpenEvents` that reads the stream through `send` (a fetch).
 *
 * @example
 * const client = createRoomClient({ ..., openEvents: eventsOverFetch(fetch) });
 */
export function eventsOverFetch(send: RoomFetch): OpenEvents {
  return (url, headers) => {
    const listeners = new Map<string, ((event: { data: string }) => void)[]>();
    const stop = new AbortController();
    let closed = false;
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const source: RoomEventSource = {
      onopen: null,
      onerror: null,
      addEventListener(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      close() {
        closed = true;
        stop.abort();
        reader?.cancel().catch(() => {});
      },
    };
    const emit = (type: string, data: string) => {
      for (const listener of listeners.get(type) ?? []) listener({ data });
    };
    const read = async () => {
      const response = await send(url, {
        method: 'GET',
        headers: { accept: 'text/event-stream', ...headers },
        signal: stop.signal,
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      if (closed) return;
      source.onopen?.({});
      reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0 && !closed) {
          const block = eventBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          if (block.data !== undefined) emit(block.event, block.data);
        }
      }
    };
    read().then(
      () => {
        if (!closed) source.onerror?.({ ended: true });
      },
      (error: unknown) => {
        if (!closed) source.onerror?.({ error });
      },
    );
    return source;
  };
}

/** The event name and data of one block (data undefined for comments, such as heartbeats). */
export function eventBlock(block: string): { event: string; data: string | undefined } {
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
