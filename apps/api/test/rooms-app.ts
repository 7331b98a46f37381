// An in-process app serving rooms on a real SQLite store in a temporary folder, for the room tests that
// need the store itself (bulk appends through the real roll path, counted page reads) or small limits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RollBody } from '@verdict/room';
import type { Hono } from 'hono';
import { createApp } from '../src/app.js';
import { createJobEstimator } from '../src/compute/cost.js';
import { runJob } from '../src/compute/jobs.js';
import { estimateTestWork } from '../src/compute/test-work.js';
import type { AppOptions } from '../src/options.js';
import { createAppRegistry } from '../src/registry.js';
import type { RoomLimits } from '../src/rooms/options.js';
import { rollInRoom } from '../src/rooms/roll.js';
import { createRoomService, type RoomService } from '../src/rooms/service.js';
import type { RoomStore } from '../src/rooms/store/types.js';
import { openRoomStore } from '../src/storage/open.js';
import { post } from './http.js';

/** A room app and its GM. */
export interface RoomsApp {
  readonly app: Hono;
  readonly rooms: RoomService;
  readonly store: RoomStore;
  readonly roomId: string;
  readonly gmToken: string;
  readonly invite: string;
  readonly auth: (token: string) => Record<string, string>;
  close(): Promise<void>;
}

/**
 * Opens a store in a fresh folder (optionally wrapped, e.g. to count its reads), serves rooms on it and
 * creates one room.
 */
export async function roomsApp(
  options: {
    limits?: Partial<RoomLimits>;
    app?: Partial<AppOptions>;
    wrap?: (store: RoomStore) => RoomStore;
  } = {},
): Promise<RoomsApp> {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-rooms-'));
  const opened = await openRoomStore({ dataDir: dir });
  const store = options.wrap ? options.wrap(opened) : opened;
  const registry = createAppRegistry();
  const rooms = createRoomService({ store, limits: options.limits ?? {} }, registry);
  const app = createApp({ registry, rooms, rateLimitPerMinute: 0, ...options.app });
  const created = await (await post(app, '/v1/rooms', { name: 'T', gm: { name: 'G' } })).json();
  return {
    app,
    rooms,
    store,
    roomId: created.room.id,
    gmToken: created.token,
    invite: created.invite,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await rooms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Appends `count` rolls by the GM through the real roll path (`rollInRoom`, resolved inline, chained and
 * stored as every roll is), `batch` to a transaction so a long log is written quickly.
 */
export async function appendRolls(
  r: RoomsApp,
  count: number,
  body: (i: number) => RollBody,
  batch = 5_000,
): Promise<void> {
  const { ctx } = r.rooms;
  const gm = (await r.store.members(r.roomId)).find((m) => m.role === 'gm')!;
  const estimate = createJobEstimator(ctx.registry, estimateTestWork);
  const work = {
    run: <T>(job: Parameters<typeof runJob>[1]) => runJob(ctx.registry, job) as T,
    estimate,
  };
  for (let done = 0; done < count; ) {
    const n = Math.min(batch, count - done);
    await r.store.write(r.roomId, async (tx) => {
      for (let i = 0; i < n; i++) await rollInRoom(ctx, tx, gm, body(done + i), work);
    });
    done += n;
  }
}

let askedPlayers = 0;

/**
 * A player joins `r`'s room and the GM asks them for a roll of `request` (`to` is filled in); answers the
 * player (`member`, `token`) and the request's seq.
 */
export async function askPlayer(r: RoomsApp, request: Record<string, unknown>) {
  const base = `/v1/rooms/${r.roomId}`;
  // Each call's player is a new member: one member to a name (issue 33, L4), so each gets its own.
  const name = `Pip ${++askedPlayers}`;
  const player = await (await post(r.app, `${base}/members`, { invite: r.invite, name })).json();
  const asked = await post(
    r.app,
    `${base}/requests`,
    { to: [player.member.id], ...request },
    r.auth(r.gmToken),
  );
  if (asked.status !== 201) throw new Error(`The request was refused: ${await asked.text()}`);
  const { seq } = (await asked.json()).entry as { seq: number };
  return { player: player as { member: { id: string }; token: string }, seq };
}
