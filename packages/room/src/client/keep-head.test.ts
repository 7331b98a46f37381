// The head a client saw live goes where its screen keeps heads (issue 36, h8-roomsize: the web's room hook caught the
// client's storage writes to keep them beside its verify page's trail): `keepHead` when given, else the client's
// storage under `storageKeys.head`, never moving back.
import { describe, expect, it } from 'vitest';
import { buildRoom } from '../test-support/build-room.js';
import type { RoomRequestInit } from './call.js';
import { createRoomClient, storageKeys } from './room-client.js';
import type { RoomHead } from './types.js';

const log = buildRoom();

/** A server that answers only the log's pages. */
const fetch = async (url: string, _init: RoomRequestInit): Promise<Response> => {
  const after = Number(new URL(url).searchParams.get('after'));
  return new Response(JSON.stringify({ entries: log.entries.slice(after) }), {
    headers: { 'content-type': 'application/json' },
  });
};

const client = (options: {
  keepHead?: (roomId: string, head: RoomHead) => void;
  items?: Map<string, string>;
}) =>
  createRoomClient({
    server: 'http://verdict.test',
    roomId: 'room-1',
    token: 'gm-token',
    fetch,
    newKey: () => 'key',
    storage: {
      get: (key) => options.items?.get(key),
      set: (key, value) => void options.items?.set(key, value),
    },
    ...(options.keepHead ? { keepHead: options.keepHead } : {}),
  });

describe('the head a client saw live', () => {
  it('goes to keepHead when given, not to the storage', async () => {
    const kept: [string, RoomHead][] = [];
    const items = new Map<string, string>();
    await client({ items, keepHead: (roomId, head) => void kept.push([roomId, head]) }).readAll();
    const last = log.entries.at(-1)!;
    expect(kept).toEqual([['room-1', { seq: last.seq, hash: last.hash }]]);
    expect(items.has(storageKeys.head('room-1'))).toBe(false);
  });

  it('goes to the storage without keepHead, never moving back', async () => {
    const items = new Map<string, string>();
    const last = log.entries.at(-1)!;
    items.set(storageKeys.head('room-1'), JSON.stringify({ seq: last.seq + 5, hash: 'later' }));
    await client({ items }).readAll();
    expect(JSON.parse(items.get(storageKeys.head('room-1'))!)).toEqual({ seq: last.seq + 5, hash: 'later' });
    items.clear();
    await client({ items }).readAll();
    expect(JSON.parse(items.get(storageKeys.head('room-1'))!)).toEqual({ seq: last.seq, hash: last.hash });
  });
});
