/**
 * @module
 * Server-Sent Events over a `fetch`: an EventSource-like object for every environment (the browser, Node,
 * the CLI, tests, a Hono app's in-process `request`). It sends its headers (`Authorization`, so a token never
 * goes in a URL; `Last-Event-ID`), parses the stream with `eventsource-parser` (line endings split across
 * chunks, `id:` and `retry:` as the spec reads them), reads one connection and reports `error` when it ends;
 * the room client decides when to reconnect and from where (Last-Event-ID), so nothing here retries.
 */
import { createParser } from 'eventsource-parser';
import type { RoomFetch } from './call.js';

/** One event: its data, and the last `id:` the stream has sent so far (the spec's last event ID). */
export interface RoomStreamEvent {
  readonly data: string;
  readonly lastEventId?: string;
}

/** What the room client needs of an event source. */
export interface RoomEventSource {
  addEventListener(type: string, listener: (event: RoomStreamEvent) => void): void;
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  /** The server's `retry:` (milliseconds), each time the stream sends one. */
  onretry?: ((ms: number) => void) | null;
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
    const listeners = new Map<string, ((event: RoomStreamEvent) => void)[]>();
    const stop = new AbortController();
    let closed = false;
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const source: RoomEventSource = {
      onopen: null,
      onerror: null,
      onretry: null,
      addEventListener(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      },
      close() {
        closed = true;
        stop.abort();
        reader?.cancel().catch(() => {});
      },
    };
    // The spec's last event ID: set by an event's `id:`, kept for the events after it that have none.
    let lastEventId: string | undefined;
    const parser = createParser({
      onEvent(message) {
        if (closed) return;
        if (message.id !== undefined) lastEventId = message.id;
        const event = { data: message.data, ...(lastEventId ? { lastEventId } : {}) };
        for (const listener of listeners.get(message.event ?? 'message') ?? []) listener(event);
      },
      onRetry(ms) {
        if (!closed) source.onretry?.(ms);
      },
    });
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
      let endsInCr = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (closed) break;
        const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
        if (text) parser.feed(text);
        if (text) endsInCr = text.endsWith('\r');
        if (!done) continue;
        // The parser holds a `\r` that ends what it was given, in case its `\n` is in the next chunk; at the
        // end of the stream there is none, so that `\r` ended its line (eventsource-parser 4 dispatches at once).
        if (endsInCr) parser.feed('\n');
        break;
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

/**
 * The event name and data of one whole block (data undefined for comments, such as heartbeats), read by the
 * same parser as a stream.
 *
 * @example
 * eventBlock('id: 7\nevent: entry\ndata: {"seq":7}'); // { event: 'entry', data: '{"seq":7}' }
 */
export function eventBlock(block: string): { event: string; data: string | undefined } {
  let found: { event: string; data: string | undefined } = { event: 'message', data: undefined };
  const parser = createParser({
    onEvent: (message) => {
      found = { event: message.event ?? 'message', data: message.data };
    },
  });
  parser.feed(`${block}\n\n`);
  return found;
}
