// A small client of the room routes for the tests: JSON calls with a member's token, and an SSE reader.

/** A member's handle on a room. */
export interface Seat {
  readonly roomId: string;
  readonly token: string;
  readonly memberId: string;
}

/** Calls a route and returns the status, headers and parsed JSON body. */
export async function call(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: test code reads answers as plain JSON
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined
      ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
      : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Creates a room: the GM's seat and the invite. */
export async function createRoom(url: string, name = 'Friday table') {
  const created = await call(url, 'POST', '/v1/rooms', { body: { name, gm: { name: 'Ada' } } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const b = created.body;
  return {
    gm: { roomId: b.room.id, token: b.token, memberId: b.member.id } as Seat,
    invite: b.invite as string,
    created: b,
  };
}

/** A player joins. */
export async function join(url: string, roomId: string, invite: string, name: string): Promise<Seat> {
  const joined = await call(url, 'POST', `/v1/rooms/${roomId}/members`, { body: { invite, name } });
  if (joined.status !== 201) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { roomId, token: joined.body.token, memberId: joined.body.member.id };
}

/** POSTs under a room as a member. */
export const post = (
  url: string,
  seat: Seat,
  route: string,
  body?: unknown,
  headers?: Record<string, string>,
) =>
  call(url, 'POST', `/v1/rooms/${seat.roomId}/${route}`, {
    token: seat.token,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });

/** GETs under a room as a member. */
export const get = (url: string, seat: Seat, route: string) =>
  call(url, 'GET', `/v1/rooms/${seat.roomId}${route ? `/${route}` : ''}`, { token: seat.token });

/** One server-sent event. */
export interface SseEvent {
  readonly id?: string;
  readonly event?: string;
  readonly data?: string;
  readonly comment?: string;
}

/** An open event stream: events as they come, and a way to stop. */
export interface EventStream {
  readonly events: SseEvent[];
  readonly status: number;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Waits until `predicate` holds for the events so far. */
  until(predicate: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens `GET .../events` and parses it as it arrives. */
export async function openEvents(
  url: string,
  seat: Seat,
  options: { lastEventId?: string; query?: string } = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const query = options.query ?? '';
  const response = await fetch(`${url}/v1/rooms/${seat.roomId}/events${query ? `?${query}` : ''}`, {
    headers: {
      authorization: `Bearer ${seat.token}`,
      ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const listeners = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          events.push(parseEvent(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const listener of listeners) listener();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    status: response.status,
    ended,
    until(predicate, timeoutMs = 60_000) {
      if (predicate(events)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for events; got ${events.length}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(events)) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
      });
    },
    close: () => controller.abort(),
  };
}

function parseEvent(block: string): SseEvent {
  const event: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    else {
      const colon = line.indexOf(':');
      const field = line.slice(0, colon);
      event[field] = (event[field] ? `${event[field]}\n` : '') + line.slice(colon + 1).replace(/^ /, '');
    }
  }
  return event;
}

/** The seqs of the entry events received. */
export const seqsOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'entry').map((e) => Number(e.id));
