/**
 * For the room screen's tests (test support, never shipped): the room view of a log, read by a real room client from
 * a server the test plays over fetch (the room's view, its entries; nothing sealed opens), as the seat `me` sees it.
 * The members it serves come from the log as the server's do: that is the server's part, played here.
 */
import { PROBLEM_TYPES } from '@verdict/core';
import type { RoomEntry } from '@verdict/fair';
import {
  createRoomClient,
  createRoomView,
  type FailedAttempts,
  membersOf,
  type RoomScreen,
} from '@verdict/room';
import { createAppRegistry } from '../../../registry.js';

/** A GM-only read asked by a player: the API's own `forbidden` problem. */
const forbidden = PROBLEM_TYPES.find((type) => type.code === 'forbidden')!;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The screen of `me` at a room whose log is `entries` (members from the log, or `members` when it has none).
 *
 * @example
 * const screen = await servedScreen(entries, { id: 'p', name: 'Grog', role: 'player' });
 */
export async function servedScreen(
  entries: readonly RoomEntry[],
  me: { id: string; name: string; role: 'gm' | 'player' },
  options: {
    members?: ReturnType<typeof membersOf>;
    failedAttempts?: FailedAttempts[];
    /** The server's answer to a roll (its entry then joins the log), and what the screen does before it is drawn. */
    rollAnswer?: { readonly entry: RoomEntry; readonly content?: unknown };
    act?: (screen: RoomScreen) => Promise<unknown>;
  } = {},
): Promise<RoomScreen> {
  const log = [...entries];
  const fetch = async (url: string, init?: { method?: string }) => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/v1/rooms/r1/rolls' && init?.method === 'POST' && options.rollAnswer) {
      log.push(options.rollAnswer.entry);
      return json(options.rollAnswer, 201);
    }
    if (pathname === '/v1/rooms/r1')
      return json({
        room: { id: 'r1', name: 'Friday', epoch: 1, commitment: '', closed: false, lastSeq: log.length },
        members: options.members ?? membersOf(log),
        present: [],
        me,
        ...(me.role === 'gm' ? { failedAttempts: options.failedAttempts ?? [] } : {}),
      });
    if (pathname === '/v1/rooms/r1/entries')
      return json({ entries: log.slice(Number(searchParams.get('after'))) });
    return json({ title: forbidden.title, status: forbidden.status }, forbidden.status);
  };
  const client = createRoomClient({
    server: 'http://verdict.test',
    roomId: 'r1',
    token: 't',
    fetch,
    newKey: () => 'k',
  });
  await client.connect();
  const view = createRoomView(client, { registry: createAppRegistry() });
  if (options.act) await options.act(view.getSnapshot());
  return view.getSnapshot();
}
