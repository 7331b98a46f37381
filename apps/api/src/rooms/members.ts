/**
 * Rooms and members: creating a room (room.opened, then the GM's member.joined at seq 2) and joining with
 * the invite, through `decide` of `@verdict/room`; and finding the member a bearer token belongs to.
 * Tokens and invites are 256 random bits, and only their SHA-256 is stored.
 */
import { commitment, PROTOCOL, sha256Hex } from '@verdict/fair';
import {
  decide,
  emptyRoomState,
  fingerprint,
  freeName,
  loadStoredState,
  memberView,
  nameTakenRefusal,
  WRONG_RECOVERY_KEY,
} from '@verdict/room';
import { problemOf } from '../http/errors.js';
import { appendDecided, isoAt } from './append.js';
import type { RoomsContext } from './context.js';
import { replay } from './idempotent.js';
import { inviteOpens } from './invitation.js';
import { JOIN_SCOPE, openToken, sealToken } from './join-replay.js';
import { newId, newSecret, randomSeed } from './random.js';
import { shareBase } from './share-base.js';
import { checked, problemOfRefusal, refused } from './state.js';
import type { Member, Room, RoomWriter } from './store/types.js';

/**
 * Creates a room with its GM. `joinUrl` opens the web app's join page for the room:
 * `<origin>/#/rooms/<id>/join?invite=<invite>`.
 *
 * @example
 * const created = await createRoom(ctx, { name: 'Friday table', gm: { name: 'Ada' } }, 'http://127.0.0.1:8787');
 */
export async function createRoom(
  ctx: RoomsContext,
  body: { name: string; gm: { name: string } },
  origin: string,
  written?: (bytes: number) => void,
) {
  const id = newId();
  const serverSeed = randomSeed();
  const invite = newSecret();
  const token = newSecret();
  const recoveryKey = newSecret();
  const gm = { id: newId(), name: body.gm.name, role: 'gm' as const };
  const now = ctx.now();
  const systems = Object.fromEntries(ctx.registry.systems.map((s) => [s.id, s.version]));
  const room = { id, name: body.name, epoch: 1, commitment: commitment(serverSeed) };
  const command = {
    kind: 'open',
    room: { id, name: body.name },
    engine: { version: ctx.engineVersion },
    systems,
    protocol: PROTOCOL,
  } as const;
  const bytes = await ctx.store.write(
    id,
    async (tx) => {
      const decision = decide(emptyRoomState(), gm, command, { at: isoAt(now), commitment: room.commitment });
      await appendDecided(tx, now, decision, ({ entry }) =>
        entry.type === 'member.joined' ? { member: { ...gm, tokenHash: sha256Hex(token) } } : {},
      );
      await tx.setRecoveryKey(gm.id, sha256Hex(recoveryKey));
      return tx.room.bytes;
    },
    {
      id,
      name: body.name,
      inviteHash: sha256Hex(invite),
      now,
      serverSeed,
      commitment: room.commitment,
      protocol: PROTOCOL,
    },
  );
  written?.(bytes ?? 0);
  // PUBLIC_URL first; a page opened at 127.0.0.1 shares the LAN address when the server listens on every interface.
  const lan = ctx.lanUrl();
  const base = shareBase({
    ...(ctx.publicUrl === undefined ? {} : { publicUrl: ctx.publicUrl }),
    origin,
    ...(lan === undefined ? {} : { lan }),
  });
  return {
    room,
    member: gm,
    token,
    invite,
    joinUrl: `${base}/#/rooms/${id}/join?invite=${encodeURIComponent(invite)}`,
    recoveryKey,
  };
}

/**
 * Adds a player with the room's invite: a wrong invite is 403, a closed room 409, a full room 422. With an
 * `Idempotency-Key` (see `join-replay.ts`), a retry with the same key and body is the first answer, the same
 * member and token, even once the room has closed or filled; the key with another body is a 409.
 *
 * @example
 * const { member, token } = await joinRoom(ctx, room, { invite, name: 'Grog' });
 */
export async function joinRoom(
  ctx: RoomsContext,
  room: Room,
  body: { invite: string; name: string },
  idempotency?: { readonly key: string; readonly raw: unknown },
  written?: (bytes: number) => void,
): Promise<{ member: ReturnType<typeof memberView>; token: string; replayed?: true }> {
  if (!inviteOpens(room, body.invite)) {
    throw problemOf('forbidden', "The invite is not this room's", [
      { path: '/invite', message: 'wrong invite' },
    ]);
  }
  const token = newSecret();
  const member = { id: newId(), name: body.name, role: 'player' as const };
  const now = ctx.now();
  const print = idempotency && checked(fingerprint('members', idempotency.raw));
  const at = idempotency && { invite: body.invite, roomId: room.id, key: idempotency.key };
  const sealed = at && (await sealToken(token, at));
  let bytes = 0;
  const first = await ctx.store.write(room.id, async (tx) => {
    const record = idempotency && (await replay(tx, JOIN_SCOPE, idempotency.key, print!));
    if (record) return JSON.parse(record.response) as { member: Member; sealedToken: string };
    const before = tx.room.bytes;
    await addPlayer(ctx, tx, member, token, now);
    bytes = tx.room.bytes - before;
    if (idempotency) {
      const response = JSON.stringify({ member, sealedToken: sealed });
      await tx.remember(JOIN_SCOPE, idempotency.key, { ...print!, status: 201, response });
    }
    return undefined;
  });
  if (first)
    return {
      member: memberView(first.member),
      token: await openToken(first.sealedToken, at!),
      replayed: true,
    };
  written?.(bytes);
  return { member, token };
}

/**
 * Seats the caller in the seat whose recovery key `body.key` is (`@verdict/room`'s recovery rules): a new
 * token for that member, stored as its hash beside the seat's others. Every key that seats nobody (an
 * unknown room, a wrong or replaced key) is the one 403 and is counted for the room's GM when the room
 * exists. With an `Idempotency-Key`, a retry answers the same token again, sealed with the recovery key as a
 * join's is with the invite.
 *
 * @example
 * const { member, token } = await recoverSeat(ctx, room, { key });
 */
export async function recoverSeat(
  ctx: RoomsContext,
  room: Room | undefined,
  body: { key: string },
  idempotency?: { readonly key: string; readonly raw: unknown },
): Promise<{ member: ReturnType<typeof memberView>; token: string; replayed?: true }> {
  if (!room) throw problemOfRefusal(WRONG_RECOVERY_KEY);
  const token = newSecret();
  const print = idempotency && checked(fingerprint('recovery', idempotency.raw));
  const at = idempotency && { invite: body.key, roomId: room.id, key: idempotency.key };
  const sealed = at && (await sealToken(token, at));
  const answer = await ctx.store.write(room.id, async (tx) => {
    const member = await tx.memberByRecovery(sha256Hex(body.key));
    if (!member) return undefined;
    const record = idempotency && (await replay(tx, JOIN_SCOPE, idempotency.key, print!));
    if (record) return { first: JSON.parse(record.response) as { member: Member; sealedToken: string } };
    await tx.addToken(member.id, sha256Hex(token), ctx.now());
    if (idempotency) {
      const response = JSON.stringify({ member: memberView(member), sealedToken: sealed });
      await tx.remember(JOIN_SCOPE, idempotency.key, { ...print!, status: 201, response });
    }
    return { member };
  });
  if (!answer) {
    await ctx.store.failedRecovery(room.id);
    throw problemOfRefusal(WRONG_RECOVERY_KEY);
  }
  const { first } = answer as { first?: { member: Member; sealedToken: string } };
  if (first)
    return {
      member: memberView(first.member),
      token: await openToken(first.sealedToken, at!),
      replayed: true,
    };
  return { member: memberView((answer as { member: Member }).member), token };
}

/**
 * A new recovery key for the caller's own seat, shown once; the seat's earlier key stops working.
 *
 * @example
 * const { recoveryKey } = await newRecoveryKey(ctx, room, me);
 */
export async function newRecoveryKey(ctx: RoomsContext, room: Room, me: Member) {
  const recoveryKey = newSecret();
  await ctx.store.write(room.id, (tx) => tx.setRecoveryKey(me.id, sha256Hex(recoveryKey)));
  return { recoveryKey };
}

/**
 * Appends a player's `member.joined` in the room's write transaction: a closed room is 409, a full room or
 * log 422 (`decide`'s rules, given the server's limits). The token is stored as its hash only.
 *
 * @example
 * await ctx.store.write(room.id, (tx) => addPlayer(ctx, tx, { id: newId(), name: 'Grog', role: 'player' }, newSecret(), ctx.now()));
 */
export async function addPlayer(
  ctx: RoomsContext,
  tx: RoomWriter,
  asked: { readonly id: string; readonly name: string; readonly role: 'player' },
  token: string,
  now: number,
  { renameIfTaken = false }: { readonly renameIfTaken?: boolean } = {},
): Promise<{ readonly name: string }> {
  const state = await loadStoredState(tx, tx.room);
  // One member to a name, whatever its case (the GM's included): a door rule, not one the verifier replays.
  // A name chosen elsewhere (Discord's) is made free instead: `Bob (2)`.
  const member = renameIfTaken ? { ...asked, name: freeName(state, asked.name) } : asked;
  const given = { at: isoAt(now), limits: ctx.limits };
  const decision = decide(state, member, { kind: 'join', name: member.name }, given);
  // The room's own refusals (closed, full) come first: they say more than the name does.
  const taken = decision.ok ? nameTakenRefusal(state, member.name) : undefined;
  if (taken) throw refused(taken);
  await appendDecided(tx, now, decision, () => ({ member: { ...member, tokenHash: sha256Hex(token) } }));
  return { name: member.name };
}

/**
 * The member a bearer token belongs to in this room: no token, or one that is not this room's, is 401.
 *
 * @example
 * const me = await authenticate(ctx, room.id, c.req.header('authorization'));
 */
export async function memberOf(ctx: RoomsContext, roomId: string, token: string | undefined) {
  if (token === undefined || token === '') {
    throw problemOf('unauthorized', 'This route needs a member token: Authorization: Bearer <token>');
  }
  const member = await ctx.store.memberByToken(roomId, sha256Hex(token));
  if (!member) throw problemOf('unauthorized', "The token is not a member's token of this room");
  return member;
}
