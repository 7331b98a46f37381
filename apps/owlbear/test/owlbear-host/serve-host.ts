// The stand-in host's server: the host page (host.html, host.js) and what Owlbear Rodeo's own server does for
// the SDK, at /state/<room>/: the room's metadata (GET; POST merges an update key by key, as
// OBR.room.setMetadata does, and refuses one that would take the whole past 16 kB, Owlbear's limit),
// broadcasts (POST), and an event stream of both to every page of the room. A room's metadata may start
// with other extensions' keys (`prefill`).
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const FILES: Record<string, [string, string]> = {
  '/host.html': ['host.html', 'text/html; charset=utf-8'],
  '/host.js': ['host.js', 'text/javascript; charset=utf-8'],
};

/** Owlbear's limit on a room's metadata, all extensions' keys together ("must be under 16kB"). */
export const METADATA_LIMIT = 16 * 1024;

/** What one player's host page is: who, in which Owlbear room, and how this Owlbear behaves. */
export interface HostPlayer {
  id: string;
  name: string;
  role: 'GM' | 'PLAYER';
  width?: number;
  height?: number;
  /** The Owlbear room (the stand-in's default room when not given). */
  room?: string;
  /** Owlbear's theme (DARK, its default, when not given). */
  theme?: 'LIGHT' | 'DARK';
  /** When OBR_READY comes: at once (default), 2.5 s after the frame loads, or never. */
  ready?: 'late' | 'never';
  /** Owlbear answers nothing at all. */
  silent?: boolean;
}

/** A running stand-in host: its origin, the page URL for a player, and a way to stop it. */
export interface StandInHost {
  readonly origin: string;
  /**
   * The host page of one player, which reads the extension's manifest at `manifestUrl` (cross-origin, as
   * Owlbear does) and embeds its `action.popover` in the popover and its `background_url` hidden, for the
   * whole session.
   */
  page(manifestUrl: string, player: HostPlayer): string;
  /** Puts keys of other extensions into an Owlbear room's metadata before anyone opens it. */
  prefill(room: string, metadata: Record<string, unknown>): void;
  /** An Owlbear room's metadata now. */
  metadata(room: string): Record<string, unknown>;
  close(): Promise<void>;
}

/** Starts the stand-in host on a free port of 127.0.0.1 (its origin is the one the Verdict server lets frame the extension). */
export async function startStandInHost(roomId = 'owlbear-room-1'): Promise<StandInHost> {
  const rooms = new Map<string, { metadata: Record<string, unknown>; streams: Set<ServerResponse> }>();
  const roomOf = (id: string) => {
    const room = rooms.get(id) ?? { metadata: {}, streams: new Set<ServerResponse>() };
    rooms.set(id, room);
    return room;
  };
  const send = (id: string, event: string, data: unknown) => {
    for (const stream of roomOf(id).streams)
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const file = FILES[url.pathname];
    if (file) {
      response.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-store' });
      response.end(readFileSync(new URL(file[0], import.meta.url)));
      return;
    }
    const match = /^\/state\/([^/]+)\/(metadata|broadcast|events)$/.exec(url.pathname);
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const [, id, what] = match as unknown as [string, string, string];
    const room = roomOf(id);
    if (what === 'events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write(': open\n\n');
      room.streams.add(response);
      request.on('close', () => room.streams.delete(response));
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(room.metadata));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const value = JSON.parse(body) as Record<string, unknown>;
      if (what === 'metadata') {
        const next = { ...room.metadata, ...value };
        const size = Buffer.byteLength(JSON.stringify(next));
        if (size >= METADATA_LIMIT) {
          // Answered 200 with the refusal, so that the browser logs no failed load on the host page.
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(
              JSON.stringify({ refused: `Room metadata is too large (${size} bytes; the limit is 16kB)` }),
            );
          return;
        }
        room.metadata = next;
        send(id, 'metadata', room.metadata);
      } else send(id, 'broadcast', value);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(manifestUrl, player) {
      const query = new URLSearchParams({
        manifest: manifestUrl,
        room: player.room ?? roomId,
        player: player.id,
        name: player.name,
        role: player.role,
        width: String(player.width ?? 400),
        height: String(player.height ?? 640),
        ...(player.theme ? { theme: player.theme } : {}),
        ...(player.ready ? { ready: player.ready } : {}),
        ...(player.silent ? { silent: '1' } : {}),
      });
      return `${origin}/host.html?${query}`;
    },
    prefill(room, metadata) {
      roomOf(room).metadata = { ...roomOf(room).metadata, ...metadata };
    },
    metadata: (room) => roomOf(room).metadata,
    close() {
      for (const room of rooms.values()) for (const stream of room.streams) stream.end();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
