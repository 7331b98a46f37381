/**
 * The room routes of the protocol (fair-play.md): create and join, the appending routes (rolls, requests,
 * reveals, epochs, close) with roles and `Idempotency-Key`, the reads, the export and the event stream.
 * Without a store (`rooms` not given to the app) every room route answers 503.
 */

import { maxEntryBytes } from '@verdict/core';
import {
  type AbandonRoundsBody,
  abandonRoundsBody,
  admitRequest,
  type CloseBody,
  type CommandKind,
  closeBody,
  createRoomBody,
  emptyBody,
  fingerprint,
  idempotencyKey,
  joinBody,
  lastEventId,
  type NextRoundBody,
  nextRoundBody,
  noTokenInQuery,
  RECOVERY_WEIGHT,
  type RequestBody,
  type RollBody,
  type RoundChoicesBody,
  recoverBody,
  requestBody,
  revealBody,
  rollBody,
  roundChoicesBody,
  type StartRoundsBody,
  startRoundsBody,
  wholeNumber,
} from '@verdict/room';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import { responseTooLarge } from '../compute/encode.js';
import type { JobExecutor } from '../compute/executor.js';
import { problemOf } from '../http/errors.js';
import { readBody } from '../http/read-body.js';
import { arrivalOf } from '../middleware/arrival.js';
import { chargeRateLimit } from '../middleware/rate-limit.js';
import { unboundedResponse } from '../middleware/response-limit.js';
import type { RoomsContext } from './context.js';
import { admitWrite, checkRole, freeOfQuota, rollAs } from './door.js';
import { writeEpochEnd } from './draw-reservations.js';
import type { EventHub } from './events/hub.js';
import { closeRoom, requestRolls, reveal, rotateEpoch } from './gm.js';
import {
  ANSWER_FLOOR_HEADER,
  HIDDEN_ANSWER_COST,
  hiddenAnswerWork,
  hiddenRequestAnswered,
  hiddenTestAnswered,
  holdToFloor,
  refuseHiddenAnswer,
} from './hidden.js';
import { replay } from './idempotent.js';
import { invitationRoute } from './invitation.js';
import { createRoom, joinRoom, memberOf, newRecoveryKey, recoverSeat } from './members.js';
import { entriesPage, exportStream, privateContent, roomView } from './reads.js';
import { type RevealProgress, revealInBatches } from './reveal-batches.js';
import { endsEpoch, type TxWork, writeWithWork } from './roll-work.js';
import { abandonRounds, chooseRound, nextRound, startRounds } from './rounds.js';
import { checked, problemOfRefusal } from './state.js';
import type { Member, Room, RoomWriter } from './store/types.js';
import { writeCharge } from './write-charge.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const encoder = new TextEncoder();
/** The work of a command that computes nothing (every appending route but a round's): asking it is a bug. */
const NO_WORK: TxWork = {
  run: (job) => Promise.reject(new Error(`No engine work here (a ${job.kind} job asked)`)),
  estimate: (job) => {
    throw new Error(`No engine work here (a ${job.kind} job estimated)`);
  },
};

/** How the room routes run the engine's work: the app's job executor and its answer size limit. */
export interface RoomWork {
  readonly work: JobExecutor;
  readonly maxResponseBytes: number;
  /** The client's address (the rate limit's key): event streams are capped per client address. */
  readonly clientKey?: (c: Context) => string;
}

/**
 * The routes, on `ctx` and `hub`, or answering 503 when the server keeps no rooms. A roll's resolution
 * runs through `work` (inline when cheap, else in the worker pool under the request deadline, never with
 * the room's transaction open: see `roll-work.ts`).
 *
 * @example
 * app.route('/', roomRoutes(ctx, new EventHub(ctx.store, { maxStreams: 1000, heartbeatMs: 15000, stallMs: 30000 }), { work, maxResponseBytes: 1e6 }));
 */
export function roomRoutes(
  ctx: RoomsContext | undefined,
  hub: EventHub | undefined,
  { work, maxResponseBytes, clientKey = () => '' }: RoomWork,
): Hono {
  const app = new Hono();
  if (!ctx || !hub) {
    app.all('/v1/rooms', unavailable);
    app.all('/v1/rooms/*', unavailable);
    return app;
  }

  // A token never travels in a URL (proxies' logs, history, Referer keep URLs): any room route refuses one.
  app.use('/v1/rooms', refuseTokenInQuery);
  app.use('/v1/rooms/*', refuseTokenInQuery);

  const loadRoom = async (c: Context): Promise<Room> => {
    const id = c.req.param('id')!;
    const room = id.length <= 100 ? await ctx.store.room(id) : undefined;
    if (!room) throw problemOf('unknown_room', `No room has the id ${JSON.stringify(id.slice(0, 100))}`);
    return room;
  };
  /** The member a request's token belongs to; with `kind`, refused at once when they may not give that command at all. */
  const member = async (c: Context, room: Room, kind?: CommandKind): Promise<Member> => {
    const me = await memberOf(ctx, room.id, bearer(c.req.header('authorization')));
    if (kind) checkRole(me.role, kind);
    return me;
  };

  /**
   * An appending route of a command: auth, role (`roleRefusal`), body, then one locked transaction with
   * Idempotency-Key. (A roll has its own route, through the door's `rollAs`.)
   */
  const appending = <B>(
    route: string,
    schema: z.ZodType<B>,
    kind: CommandKind,
    action: (
      tx: RoomWriter,
      me: Member,
      body: B,
      raw: Record<string, unknown>,
      prepared: unknown,
      jobs: TxWork,
    ) => Promise<object>,
    extra: {
      /** Work in transactions of its own before the command's (a close's reveals in batches). */
      readonly prepare?: (room: Room, me: Member, body: B) => Promise<unknown>;
      /** The hidden request the command answers (a test of rounds answering one, its rounds), if any. */
      readonly hiddenOf?: (room: Room, body: B) => Promise<number | undefined>;
    } = {},
  ) =>
    app.post(`/v1/rooms/:id/${route}`, async (c) => {
      const room = await loadRoom(c);
      const me = await member(c, room, kind);
      const key = checked(idempotencyKey(c.req.header('idempotency-key')));
      const mayBeEmpty = schema === (emptyBody as unknown) || schema === (closeBody as unknown);
      const empty = mayBeEmpty && (await c.req.text()).trim() === '';
      const { raw, body } = empty ? { raw: {}, body: {} as B } : await readBody(c, schema);
      const print = checked(fingerprint(route, raw));
      // Past its address's bytes of the day, a write is refused, as every door's (door.ts).
      const client = clientKey(c);
      await admitWrite(ctx, kind, client);
      let written = 0;
      // Work in transactions of its own before the command's (a close's reveals in batches: reveal-batches.ts).
      const prepared = extra.prepare ? await extra.prepare(room, me, body) : undefined;
      // An answer to a hidden request (a test of rounds, its rounds): charged a fixed cost, its failures for the
      // hidden input's sake masked, held to the answer floor, as a roll answering one (hidden.ts).
      const hidden = extra.hiddenOf ? await extra.hiddenOf(room, body) : undefined;
      const charge = writeCharge(c, hidden === undefined ? undefined : HIDDEN_ANSWER_COST);
      const attempt = async (tx: RoomWriter, jobs: TxWork = NO_WORK) => {
        const first = key === undefined ? undefined : await replay(tx, me.id, key, print);
        if (first) return { response: first.response, replayed: true };
        const before = tx.room.bytes;
        const response = JSON.stringify(await action(tx, me, body, raw, prepared, jobs));
        written = tx.room.bytes - before;
        // Refused before the commit, so an answer too large to send leaves nothing appended.
        const size = encoder.encode(response).byteLength;
        if (size > maxResponseBytes) throw responseTooLarge(size, maxResponseBytes);
        if (key !== undefined) await tx.remember(me.id, key, { ...print, status: 201, response });
        return { response, replayed: false };
      };
      const { arrivedAt, client: lane } = arrivalOf(c);
      const write = async () =>
        endsEpoch(kind)
          ? // Once no draw of the room is reserved on any server, so no drawn roll meets a new epoch (issue 34, N7).
            await writeEpochEnd(ctx.store, room.id, me.id, attempt)
          : kind === 'round'
            ? // A round is engine work: in the worker pool, as a roll's (roll-work.ts), charged its estimate and time.
              await writeWithWork(
                room.id,
                {
                  store: ctx.store,
                  work: hidden === undefined ? work : hiddenAnswerWork(work),
                  member: me.id,
                  client: lane ?? client,
                  signal: c.req.raw.signal,
                  ...(arrivedAt === undefined ? {} : { arrivedAt }),
                  charge: charge.estimate,
                  // A hidden answer's worker time would tell its hidden input: never charged.
                  ...(hidden === undefined
                    ? { onWorkerTime: charge.workerTime }
                    : { hidden: { floorMs: ctx.answerFloorMs } }),
                },
                attempt,
              )
            : await ctx.store.write(room.id, attempt);
      const result =
        hidden === undefined
          ? await write()
          : await holdToFloor(
              () => work.now(),
              arrivedAt ?? work.now(),
              ctx.answerFloorMs,
              () =>
                write().catch((error: unknown) =>
                  refuseHiddenAnswer(ctx, room, me, hidden, error, { entered: false }),
                ),
            );
      if (!result) throw problemOf('unknown_room', 'The room no longer exists');
      if (!result.replayed) ctx.quota.charge(client, written);
      // Closing and reveals are not charged their bytes, as for the quota (a reveal's were, when sealed).
      if (!result.replayed && !freeOfQuota(kind)) charge.written(written);
      return new Response(result.response, {
        status: 201,
        headers: {
          ...JSON_TYPE,
          ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
          ...(hidden === undefined ? {} : { [ANSWER_FLOOR_HEADER]: String(ctx.answerFloorMs) }),
        },
      });
    });

  // A roll, through the one door every front end rolls through (door.ts: `rollAs`).
  app.post('/v1/rooms/:id/rolls', async (c) => {
    const room = await loadRoom(c);
    const me = await member(c, room, 'roll');
    const key = checked(idempotencyKey(c.req.header('idempotency-key')));
    const { raw, body } = await readBody(c, rollBody);
    const print = checked(fingerprint('rolls', raw));
    const { arrivedAt, client: lane } = arrivalOf(c);
    const rolled = await rollAs(
      ctx,
      work,
      room.id,
      me,
      // The input as sent (the schema reads it; the test's own schema checks it).
      { ...body, ...(raw.input === undefined ? {} : { input: raw.input }) } as RollBody,
      {
        client: clientKey(c),
        ...(lane === undefined ? {} : { lane }),
        signal: c.req.raw.signal,
        ...(arrivedAt === undefined ? {} : { arrivedAt }),
        // Charged its estimate (or a hidden answer's fixed cost), then its worker time and the bytes it wrote.
        charge: (fixed) => writeCharge(c, fixed),
        ...(key === undefined ? {} : { idempotency: { key, print } }),
      },
    );
    if (!rolled) throw problemOf('unknown_room', 'The room no longer exists');
    unboundedResponse(c);
    return new Response(rolled.text, {
      status: 201,
      headers: {
        ...JSON_TYPE,
        ...(rolled.replayed ? { 'idempotent-replayed': 'true' } : {}),
        ...(rolled.floorMs === undefined ? {} : { [ANSWER_FLOOR_HEADER]: String(rolled.floorMs) }),
      },
    });
  });

  app.post('/v1/rooms', async (c) => {
    const { body } = await readBody(c, createRoomBody);
    // A new room is refused past its address's bytes of the day, and below the storage's reserve: the free
    // space left is kept for the rooms in play (quota.ts).
    const client = clientKey(c);
    await ctx.quota.admit(client, true);
    const created = await createRoom(ctx, body, new URL(c.req.url).origin, (bytes) =>
      ctx.quota.charge(client, bytes),
    );
    return c.json(created, 201);
  });

  invitationRoute(app, ctx);

  app.post('/v1/rooms/:id/members', async (c) => {
    const room = await loadRoom(c);
    const key = checked(idempotencyKey(c.req.header('idempotency-key'), { join: true }));
    const { raw, body } = await readBody(c, joinBody);
    const client = clientKey(c);
    await admitWrite(ctx, 'join', client);
    const { replayed, ...joined } = await joinRoom(
      ctx,
      room,
      body,
      key === undefined ? undefined : { key, raw },
      (bytes) => ctx.quota.charge(client, bytes),
    );
    return c.json(joined, 201, replayed ? { 'idempotent-replayed': 'true' } : {});
  });

  // Taking a seat back (issue 35): every attempt costs RECOVERY_WEIGHT requests, before anything is read,
  // and every key that seats nobody, in an unknown room too, is the one 403.
  app.post('/v1/rooms/:id/recovery', async (c) => {
    chargeRateLimit(c, RECOVERY_WEIGHT);
    const id = c.req.param('id');
    const key = checked(idempotencyKey(c.req.header('idempotency-key'), { join: true }));
    const { raw, body } = await readBody(c, recoverBody);
    const room = id.length <= 100 ? await ctx.store.room(id) : undefined;
    const { replayed, ...recovered } = await recoverSeat(
      ctx,
      room,
      body,
      key === undefined ? undefined : { key, raw },
    );
    return c.json(recovered, 201, replayed ? { 'idempotent-replayed': 'true' } : {});
  });

  app.post('/v1/rooms/:id/recovery-key', async (c) => {
    const room = await loadRoom(c);
    const me = await member(c, room);
    if ((await c.req.text()).trim() !== '') await readBody(c, emptyBody);
    return c.json(await newRecoveryKey(ctx, room, me), 201);
  });

  app.get('/v1/rooms/:id', async (c) => {
    const room = await loadRoom(c);
    return c.json(await roomView(ctx, room, await member(c, room), hub.present(room.id)));
  });

  appending('requests', requestBody, 'request', (tx, me, body: RequestBody, raw) => {
    // A request whose answers could not be admitted is refused now, so answering one never is for its
    // (maybe hidden) input's sake; a request in parts is admitted with each answer (`admitRequest`, fair-play.md).
    const inParts = body.fixes !== undefined;
    const request = { ...body, input: raw.input };
    const worstAnswer = () => work.estimate({ kind: 'room-roll', ...request, from: { dice: [] } });
    const refusal = admitRequest(
      tx.room.bytes,
      {
        input: raw.input,
        hidden: body.hidden === true,
        inParts,
        costModel: ctx.registry.test(body.system, body.test).cost !== undefined,
        ...(inParts ? {} : { worst: worstAnswer(), recorded: maxEntryBytes(ctx.registry, request) }),
      },
      ctx.limits,
      HIDDEN_ANSWER_COST.work!,
    );
    if (refusal) throw problemOfRefusal(refusal);
    return requestRolls(ctx, tx, me, request as RequestBody);
  });
  appending(
    'rounds',
    startRoundsBody,
    'start',
    (tx, me, body: StartRoundsBody) => startRounds(ctx, tx, me, body),
    { hiddenOf: (room, body) => hiddenRequestAnswered(ctx, room, body) },
  );
  appending(
    'rounds/next',
    nextRoundBody,
    'round',
    (tx, me, body: NextRoundBody, _raw, _prepared, jobs) => nextRound(ctx, tx, me, body, jobs),
    { hiddenOf: (room, body) => hiddenTestAnswered(ctx, room, body.of) },
  );
  appending('rounds/choices', roundChoicesBody, 'choose', (tx, me, body: RoundChoicesBody) =>
    chooseRound(ctx, tx, me, body),
  );
  appending('rounds/abandon', abandonRoundsBody, 'abandon', (tx, me, body: AbandonRoundsBody) =>
    abandonRounds(ctx, tx, me, body),
  );
  appending('reveals', revealBody, 'reveal', (tx, me, body) => reveal(ctx, tx, me, body.of));
  appending('epochs', emptyBody, 'rotate', (tx, me) => rotateEpoch(ctx, tx, me));
  // With `revealAll`, the reveals go first in batches of their own transactions, so the room writer is
  // never held long (reveal-batches.ts); the close's transaction reveals what is left, then closes.
  appending(
    'close',
    closeBody,
    'close',
    (tx, me, body: CloseBody, _raw, batches) =>
      closeRoom(ctx, tx, me, {
        revealAll: body.revealAll === true,
        ...(batches === undefined ? {} : { batches: batches as RevealProgress }),
      }),
    {
      prepare: (room, me, body: CloseBody) =>
        body.revealAll === true ? revealInBatches(ctx, room.id, me) : Promise.resolve(undefined),
    },
  );

  app.get('/v1/rooms/:id/entries', async (c) => {
    const room = await loadRoom(c);
    await member(c, room);
    const after = checked(wholeNumber(c.req.query('after'), 'after', 0, Number.MAX_SAFE_INTEGER)) ?? 0;
    const limit = checked(wholeNumber(c.req.query('limit'), 'limit', 1, ctx.limits.page)) ?? 100;
    // Bounded by READ_BYTES (or one entry), not by the per-answer cap: a room's entries are always readable.
    unboundedResponse(c);
    return new Response(await entriesPage(ctx, room, after, limit), { headers: JSON_TYPE });
  });

  app.get('/v1/rooms/:id/entries/:seq/private', async (c) => {
    const room = await loadRoom(c);
    const me = await member(c, room);
    const seq = /^\d{1,15}$/.test(c.req.param('seq')) ? Number(c.req.param('seq')) : 0;
    return new Response(await privateContent(ctx, room, me, seq), { headers: JSON_TYPE });
  });

  app.get('/v1/rooms/:id/export', async (c) => {
    const room = await loadRoom(c);
    await member(c, room);
    // The whole log, however long: streamed a page at a time, never held whole nor refused for its size
    // (a room's size is bounded by its own limits instead).
    unboundedResponse(c);
    return new Response(exportStream(ctx, room), {
      headers: {
        ...JSON_TYPE,
        'content-disposition': `attachment; filename="verdict-room-${room.id}.json"`,
      },
    });
  });

  app.get('/v1/rooms/:id/events', async (c) => {
    const room = await loadRoom(c);
    const me = await member(c, room);
    const resume = { header: c.req.header('last-event-id'), query: c.req.query('lastEventId') };
    const after = checked(lastEventId(resume, room.lastSeq));
    const stream = hub.open(room.id, me.id, room.lastSeq, after, room.closedSeq, clientKey(c));
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  });

  return app;
}

async function refuseTokenInQuery(c: Context, next: () => Promise<void>): Promise<void> {
  checked(noTokenInQuery(Object.keys(c.req.queries())));
  await next();
}

function unavailable(): never {
  throw problemOf('rooms_unavailable', 'This server keeps no rooms');
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
