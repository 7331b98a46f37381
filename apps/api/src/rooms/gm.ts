/**
 * The GM's writes, through `decide` of `@verdict/room`: a request for rolls (its input in the open or
 * sealed), a reveal of a sealed entry, an epoch rotation (the ending seed revealed, the next one committed)
 * and closing the room (with `revealAll`, every sealed entry revealed first). Each runs inside the room's
 * write transaction; this file keeps the seeds and the storage, and passes the server's limits to `decide`.
 */
import { type ComputableAtEpochEnd, commitment, type RoomEntry } from '@verdict/fair';
import {
  decide,
  hiddenFixesRefusal,
  limitRefusal,
  loadComputableAtEpochEnd,
  loadStoredState,
  loadUnrevealedSeqs,
  type RequestBody,
  type RoomCommand,
} from '@verdict/room';
import { appendDecided, isoAt } from './append.js';
import type { RoomsContext } from './context.js';
import { randomSeed } from './random.js';
import { requestInput } from './request-parts.js';
import type { RevealProgress } from './reveal-batches.js';
import { refused } from './state.js';
import type { Member, RoomWriter } from './store/types.js';

/**
 * Appends a request. `to` names members of the room (or `"all"`); a hidden request seals its input and
 * asks for `outcome` rolls unless told `blind` (a public or gm answer would show the hidden input). With
 * `fixes`, its input is the GM's part only (those fields); each answer gives the rest.
 *
 * @example
 * await requestRolls(ctx, tx, gm, { to: 'all', system: 'd20-roll-under', test: 'check', input: { value: 12 }, hidden: true });
 */
export async function requestRolls(ctx: RoomsContext, tx: RoomWriter, gm: Member, body: RequestBody) {
  const state = await loadStoredState(tx, tx.room);
  // `decide` refuses a request to a closed or full room whatever its input: its input is checked only when it may be appended.
  const open = !state.closed && !limitRefusal(state, { kind: 'request' }, ctx.limits);
  const test = open ? ctx.registry.test(body.system, body.test) : undefined;
  const input = test ? requestInput(test, body.input, body.fixes) : body.input;
  // A hidden request may not fix a field that decides whether its answers are accepted (issue 34, N9).
  const decides = test && body.hidden && body.fixes && hiddenFixesRefusal(test, input, body.fixes);
  if (decides) throw refused(decides);
  const command: RoomCommand = { kind: 'request', ...body, input };
  const now = ctx.now();
  const [decided] = await appendDecided(
    tx,
    now,
    decide(state, gm, command, { at: isoAt(now), salt: randomSeed(), limits: ctx.limits }),
  );
  const { entry, sealed } = decided!;
  return sealed ? { entry, content: sealed } : { entry };
}

/**
 * Publishes the hidden part of a sealed entry (accepted in a closed room too).
 *
 * @example
 * await reveal(ctx, tx, gm, 7);
 */
export async function reveal(ctx: RoomsContext, tx: RoomWriter, gm: Member, of: number) {
  const state = await loadStoredState(tx, tx.room, { seqs: [of] });
  const now = ctx.now();
  const decision = decide(state, gm, { kind: 'reveal', of }, { at: isoAt(now), limits: ctx.limits });
  const [decided] = await appendDecided(tx, now, decision, () => ({ reveals: of }));
  return { entry: decided!.entry };
}

/**
 * Ends the epoch: reveals its server seed and commits to a fresh one; nonces start again at 0. The answer
 * says how many unrevealed blind rolls (and answers to hidden requests) become computable to their rollers.
 *
 * @example
 * await rotateEpoch(ctx, tx, gm); // { entry, computable: { blindRolls: 3, hiddenRequestAnswers: 0 } }
 */
export async function rotateEpoch(ctx: RoomsContext, tx: RoomWriter, gm: Member) {
  const state = await loadStoredState(tx, tx.room);
  const computable = state.closed ? undefined : await loadComputableAtEpochEnd(tx, tx.room);
  const { epoch } = tx.room;
  const next = randomSeed();
  const given = {
    at: isoAt(ctx.now()),
    serverSeed: await tx.serverSeed(epoch),
    commitment: commitment(next),
    limits: ctx.limits,
  };
  const [decided] = await appendDecided(tx, ctx.now(), decide(state, gm, { kind: 'rotate' }, given), () => ({
    room: { epoch: epoch + 1, nonce: 0 },
    newEpoch: { epoch: epoch + 1, serverSeed: next, commitment: given.commitment },
  }));
  return { entry: decided!.entry, computable: computable! };
}

/**
 * Closes the room, revealing the last epoch's seed (exempt from the entries limit). With `revealAll`, it
 * first reveals every sealed entry not revealed yet (exempt too), so that the log verifies completely, and
 * answers how many it revealed; without, it answers what the last seed makes computable (as a rotation).
 * `batches`: what `revealInBatches` already revealed, in transactions of its own, and where it stopped.
 *
 * @example
 * await closeRoom(ctx, tx, gm, { revealAll: true }); // { entry, revealed: 7 }
 */
export async function closeRoom(
  ctx: RoomsContext,
  tx: RoomWriter,
  gm: Member,
  options: { readonly revealAll?: boolean; readonly batches?: RevealProgress } = {},
): Promise<{ entry: RoomEntry; revealed?: number; computable?: ComputableAtEpochEnd }> {
  const revealAll = options.revealAll === true;
  // After the batches (reveal-batches.ts), only what is left: the entries after where they stopped.
  const { from = 2, revealed: before = 0 } = options.batches ?? {};
  const seqs = revealAll && !tx.room.closed ? await loadUnrevealedSeqs(tx, tx.room.lastSeq, from) : [];
  const state = await loadStoredState(tx, tx.room, { seqs });
  const computable = revealAll || state.closed ? undefined : await loadComputableAtEpochEnd(tx, tx.room);
  const given = { at: isoAt(ctx.now()), serverSeed: await tx.serverSeed(tx.room.epoch) };
  const decided = await appendDecided(
    tx,
    ctx.now(),
    decide(state, gm, { kind: 'close', revealAll }, given),
    (d) => (d.entry.type === 'reveal' ? { reveals: d.entry.of } : { room: { closed: true } }),
  );
  const { entry } = decided.at(-1)!;
  return computable ? { entry, computable } : { entry, revealed: before + decided.length - 1 };
}
