/**
 * The GM's writes: a request for rolls (its input in the open or sealed), a reveal of a sealed entry, an
 * epoch rotation (the ending seed revealed, the next one committed) and closing the room. Each runs inside
 * the room's write transaction; the route has checked the member is the GM.
 */
import { parseInput } from '@verdict/core';
import { commitment, type RoomEntry, seal } from '@verdict/fair';
import { problemOf } from '../http/errors.js';
import { appendEntry } from './append.js';
import type { RoomsContext } from './context.js';
import { type Computable, computableAtEpochEnd, unrevealedSeqs } from './epoch-end.js';
import { entriesLimit } from './members.js';
import { randomSeed } from './random.js';
import type { RequestBody } from './schemas.js';
import type { Member, RoomWriter } from './store/types.js';

const open = (ctx: RoomsContext, tx: RoomWriter) => {
  if (tx.room.closed) throw problemOf('room_closed', 'The room is closed: only reveals are accepted');
  if (tx.room.lastSeq >= ctx.limits.entries) throw entriesLimit(ctx);
};

/**
 * Appends a request. `to` names members of the room (or `"all"`); a hidden request seals its input and
 * asks for `outcome` rolls unless told `blind` (a public or gm answer would show the hidden input).
 *
 * @example
 * await requestRolls(ctx, tx, gm, { to: 'all', system: 'd20-roll-under', test: 'check', input: { value: 12 }, hidden: true });
 */
export async function requestRolls(ctx: RoomsContext, tx: RoomWriter, gm: Member, body: RequestBody) {
  open(ctx, tx);
  const test = ctx.registry.test(body.system, body.test);
  const input = parseInput(test, body.input);
  if (Array.isArray(body.to)) {
    const members = new Map((await tx.members()).map((m) => [m.id, m]));
    const errors = body.to.flatMap((id, i) =>
      !members.has(id)
        ? [{ path: `/to/${i}`, message: `${id} is not a member of this room` }]
        : body.to.indexOf(id) !== i
          ? [{ path: `/to/${i}`, message: `${id} is named twice` }]
          : [],
    );
    if (errors.length > 0) throw problemOf('invalid_body', errors[0]!.message, errors);
  }
  const visibility = body.visibility ?? (body.hidden ? 'outcome' : 'public');
  if (visibility === 'gm' && (body.to === 'all' || body.to.some((id) => id !== gm.id))) {
    throw problemOf('invalid_body', 'Only the GM rolls with visibility gm: ask the players for another', [
      { path: '/visibility', message: 'only the GM rolls gm' },
    ]);
  }
  if (body.hidden && visibility !== 'outcome' && visibility !== 'blind') {
    throw problemOf('invalid_body', 'A hidden request asks for outcome or blind rolls', [
      { path: '/visibility', message: `a ${visibility} answer would show the hidden input` },
    ]);
  }
  const hidden = body.hidden ? { input, salt: randomSeed() } : undefined;
  const entry = await appendEntry(
    tx,
    ctx.now(),
    gm.id,
    {
      type: 'request',
      to: body.to,
      system: body.system,
      test: body.test,
      visibility,
      ...(body.note === undefined ? {} : { note: body.note }),
      ...(hidden ? { sealed: seal(hidden) } : { input }),
    },
    hidden ? { content: JSON.stringify(hidden) } : {},
  );
  return hidden ? { entry, content: hidden } : { entry };
}

/**
 * Publishes the hidden part of a sealed entry (accepted in a closed room too).
 *
 * @example
 * await reveal(ctx, tx, gm, 7);
 */
export async function reveal(ctx: RoomsContext, tx: RoomWriter, gm: Member, of: number) {
  if (!tx.room.closed && tx.room.lastSeq >= ctx.limits.entries) throw entriesLimit(ctx);
  const content = await tx.content(of);
  if (!content) {
    throw problemOf('invalid_body', `Entry ${of} seals nothing`, [
      { path: '/of', message: `entry ${of} does not exist or seals nothing` },
    ]);
  }
  if (content.revealedSeq !== null) {
    throw problemOf('already_done', `Entry ${of} is already revealed by entry ${content.revealedSeq}`);
  }
  return { entry: await appendReveal(ctx, tx, gm, of, content.content) };
}

const appendReveal = (ctx: RoomsContext, tx: RoomWriter, gm: Member, of: number, content: string) =>
  appendEntry(tx, ctx.now(), gm.id, { type: 'reveal', of, content: JSON.parse(content) }, { reveals: of });

/**
 * Ends the epoch: reveals its server seed and commits to a fresh one; nonces start again at 0. The answer
 * says how many unrevealed blind rolls (and answers to hidden requests) become computable to their rollers.
 *
 * @example
 * await rotateEpoch(ctx, tx, gm); // { entry, computable: { blindRolls: 3, hiddenRequestAnswers: 0 } }
 */
export async function rotateEpoch(ctx: RoomsContext, tx: RoomWriter, gm: Member) {
  open(ctx, tx);
  const computable = await computableAtEpochEnd(tx);
  const { epoch } = tx.room;
  const serverSeed = await tx.serverSeed(epoch);
  if (serverSeed === undefined) throw new Error(`Room ${tx.room.id} has no seed for epoch ${epoch}`);
  const next = randomSeed();
  const nextCommitment = commitment(next);
  const entry = await appendEntry(
    tx,
    ctx.now(),
    gm.id,
    { type: 'epoch.rotated', epoch, serverSeed, next: { epoch: epoch + 1, commitment: nextCommitment } },
    {
      room: { epoch: epoch + 1, nonce: 0 },
      newEpoch: { epoch: epoch + 1, serverSeed: next, commitment: nextCommitment },
    },
  );
  return { entry, computable };
}

/**
 * Closes the room, revealing the last epoch's seed (exempt from the entries limit). With `revealAll`, it
 * first reveals every sealed entry not revealed yet (exempt too), so that the log verifies completely, and
 * answers how many it revealed; without, it answers what the last seed makes computable (as a rotation).
 *
 * @example
 * await closeRoom(ctx, tx, gm, { revealAll: true }); // { entry, revealed: 7 }
 */
export async function closeRoom(
  ctx: RoomsContext,
  tx: RoomWriter,
  gm: Member,
  options: { readonly revealAll?: boolean } = {},
): Promise<{ entry: RoomEntry; revealed?: number; computable?: Computable }> {
  if (tx.room.closed) throw problemOf('room_closed', 'The room is already closed');
  const sealed = options.revealAll ? await unrevealedSeqs(tx) : [];
  for (const seq of sealed) await appendReveal(ctx, tx, gm, seq, (await tx.content(seq))!.content);
  const computable = options.revealAll ? undefined : await computableAtEpochEnd(tx);
  const { epoch } = tx.room;
  const serverSeed = await tx.serverSeed(epoch);
  if (serverSeed === undefined) throw new Error(`Room ${tx.room.id} has no seed for epoch ${epoch}`);
  const entry = await appendEntry(
    tx,
    ctx.now(),
    gm.id,
    { type: 'room.closed', epoch, serverSeed },
    { room: { closed: true } },
  );
  return computable ? { entry, computable } : { entry, revealed: sealed.length };
}
