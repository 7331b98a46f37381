// The event stream read over fetch: the same events however the bytes are cut into chunks (at every byte
// offset, inside a `\r\n` and inside a UTF-8 sequence included), with each event's `id:` kept as its
// lastEventId and the server's `retry:` reported.
import { describe, expect, it } from 'vitest';
import { roomEvents } from '../protocol/answers.js';
import { eventsOverFetch } from './sse.js';

/** A room's stream as the server writes it: the reconnection delay, presence, entries, a heartbeat. */
const STREAM =
  roomEvents.retry +
  roomEvents.presence(['g']) +
  roomEvents.entry(1, '{"seq":1,"type":"room.opened","name":"Ysolde’s table"}') +
  roomEvents.heartbeat +
  roomEvents.entry(2, '{"seq":2,"type":"member.joined","name":"Pia"}') +
  roomEvents.presence(['g', 'p']) +
  // Two data lines are one event's data, joined by a line feed.
  'id: 3\nevent: entry\ndata: {"seq":3,\ndata: "type":"roll"}\n\n';

const EXPECTED = [
  { type: 'presence', data: '{"present":["g"]}' },
  { type: 'entry', data: '{"seq":1,"type":"room.opened","name":"Ysolde’s table"}' },
  { type: 'entry', data: '{"seq":2,"type":"member.joined","name":"Pia"}' },
  { type: 'presence', data: '{"present":["g","p"]}' },
  { type: 'entry', data: '{"seq":3,\n"type":"roll"}' },
];

/** The stream with its line endings written as `\n`, `\r\n` or `\r` (the spec allows all three). */
const withEndings = (ending: string) => STREAM.replaceAll('\n', ending);

interface Heard {
  readonly events: { type: string; data: string; lastEventId?: string }[];
  readonly retries: number[];
}

/** Reads `chunks` as one response body through `eventsOverFetch`; resolves when the stream has ended. */
function read(chunks: readonly Uint8Array[]): Promise<Heard> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const open = eventsOverFetch(async () => new Response(body, { status: 200 }));
  const heard: Heard = { events: [], retries: [] };
  return new Promise((resolve, reject) => {
    const source = open('http://verdict.test/v1/rooms/r/events', { authorization: 'Bearer t' });
    for (const type of ['entry', 'presence', 'message']) {
      source.addEventListener(type, (event) => {
        heard.events.push({
          type,
          data: event.data,
          ...(event.lastEventId ? { lastEventId: event.lastEventId } : {}),
        });
      });
    }
    source.onretry = (ms) => heard.retries.push(ms);
    source.onerror = (event) => {
      const error = (event as { error?: unknown }).error;
      if (error) reject(error);
      else resolve(heard);
    };
  });
}

const typed = (heard: Heard) => heard.events.map(({ type, data }) => ({ type, data }));

describe('eventsOverFetch', () => {
  for (const [name, ending] of [
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ] as const) {
    it(`reads the same events however a ${name} stream is cut`, async () => {
      const bytes = new TextEncoder().encode(withEndings(ending));
      expect(typed(await read([bytes]))).toEqual(EXPECTED);
      for (let cut = 1; cut < bytes.length; cut++) {
        const heard = await read([bytes.subarray(0, cut), bytes.subarray(cut)]);
        expect(typed(heard), `cut at byte ${cut}`).toEqual(EXPECTED);
      }
      const oneByOne = Array.from(bytes, (byte) => Uint8Array.of(byte));
      expect(typed(await read(oneByOne))).toEqual(EXPECTED);
    });
  }

  it("keeps each event's id as its lastEventId (presence carries the last one on) and reports retry", async () => {
    const heard = await read([new TextEncoder().encode(withEndings('\r\n'))]);
    expect(heard.events.map((event) => event.lastEventId)).toEqual([undefined, '1', '2', '2', '3']);
    expect(heard.retries).toEqual([2000]);
  });
});
