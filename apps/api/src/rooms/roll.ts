/**
 * A roll into the room's log, from the route into `@verdict/room`: `planRoll` says what it rolls (its own
 * test, or the request it answers) and whether the member may, before any die is drawn; the roll is
 * resolved as a `room-roll` job (generated dice from `hmac-sha256-v1`: the epoch's server seed, the
 * roller's client seed, the next nonce; or entered dice), which a heavy roll computes outside the
 * transaction (see `roll-work.ts`); `decide` writes it by visibility. Runs inside the room's write
 * transaction, so the nonce and seq are the next ones.
 */
import { maxEntryBytes, type Step } from '@verdict/core';
import type { RoomEntry, RoomRoll } from '@verdict/fair';
import {
  admitEntry,
  decide,
  enteredDiceRefusal,
  loadStoredState,
  planRoll,
  type RollBody,
  rollBound,
  rollCommand,
} from '@verdict/room';
import type { DecidedRoll } from '../compute/decide-roll.js';
import type { ComputeJob } from '../compute/jobs.js';
import { appendDecided, appendTexts, isoAt } from './append.js';
import type { RoomsContext } from './context.js';
import { randomSeed } from './random.js';
import { checkAnswerInput } from './request-parts.js';
import type { TxWork } from './roll-work.js';
import { refused } from './state.js';
import type { Member, RoomWriter } from './store/types.js';

/** The answer: the entry, and its hidden part when the roller may open it. */
export interface RollAnswer {
  readonly entry: RoomEntry;
  readonly content?: unknown;
  /** The engine's reasoning, when asked for (`steps: true`): never part of the log or the HTTP answer. */
  readonly steps?: readonly Step[];
}

type RoomRollJob = Extract<ComputeJob, { kind: 'room-roll' }>;

/**
 * Rolls for `member`; `work` resolves the roll (see `writeWithWork`). With `steps`, the answer keeps the
 * engine's reasoning too.
 *
 * @example
 * await writeWithWork(roomId, { store, work }, (tx, jobs) =>
 *   rollInRoom(ctx, tx, me, { system: 'd20-roll-under', test: 'check', input: { value: 12 }, clientSeed: 'abc' }, jobs));
 */
export async function rollInRoom(
  ctx: RoomsContext,
  tx: RoomWriter,
  member: Member,
  body: RollBody,
  work: TxWork,
  options: { readonly steps?: boolean } = {},
): Promise<RollAnswer> {
  const { room } = tx;
  const seqs = body.request === undefined ? [] : [body.request];
  const state = await loadStoredState(tx, room, { seqs, member: member.id });
  const command = rollCommand(body);
  const planned = planRoll(state, member, command, ctx.limits);
  if (!planned.ok) throw refused(planned.refusal);
  const { plan } = planned;
  // Entered dice whose label would tell them a hidden input (issue 34, N2): refused for what the chain shows.
  const entered = enteredDiceRefusal(plan, body.dice !== undefined);
  if (entered) throw refused(entered);
  if (plan.request !== undefined)
    checkAnswerInput(ctx.registry.test(plan.system, plan.test), plan, body.input, plan.request);
  let from: RoomRollJob['from'];
  if (plan.nonce !== undefined) {
    const serverSeed = await tx.serverSeed(room.epoch);
    const member_ = state.protocol === 2 ? { member: member.id } : {};
    from = { serverSeed, clientSeed: body.clientSeed!, nonce: plan.nonce, ...member_ };
  } else {
    from = { dice: body.dice! };
  }
  const request = { system: plan.system, test: plan.test, input: plan.input };
  // The entry is decided, hashed and written as JSON where the dice are drawn (compute/decide-roll.ts): the
  // event loop's work per append does not grow with the entry (issue 25).
  const at = isoAt(ctx.now());
  const decideContext = {
    state,
    member: { id: member.id, name: member.name, role: member.role },
    command,
    at,
    salt: randomSeed(),
  };
  const job: RoomRollJob = {
    kind: 'room-roll',
    ...request,
    from,
    ...(options.steps ? { steps: true } : {}),
    decide: decideContext,
  };
  // Admitted or refused from the input and the room alone, before any die is drawn (`admitEntry`); an
  // answer to a hidden request by what the roller can see, never by its hidden input (`rollBound`); a system
  // that bounds what its roll records (`maxEntryBytes`) by that bound.
  const recorded = maxEntryBytes(ctx.registry, plan);
  const bound = rollBound(plan, work.estimate(job).output, ctx.limits, recorded);
  const refusal = admitEntry(room.bytes, bound, ctx.limits);
  if (refusal) throw refused(refusal);
  // Quick: resolved in the pool while this transaction waits. Heavy: computed outside it, then tried again (roll-work.ts).
  const rolled = await work.run<DecidedRoll | LapsedRoll>(job);
  const now = ctx.now();
  const nextNonce =
    plan.nonce === undefined
      ? {}
      : state.protocol === 2
        ? { memberNonce: { memberId: member.id, epoch: plan.epoch, next: plan.nonce + 1 } }
        : { room: { nonce: plan.nonce + 1 } };
  const extras = () => ({
    ...nextNonce,
    ...(plan.request === undefined ? {} : { answers: plan.request }),
  });
  const steps = options.steps && rolled.steps ? { steps: rolled.steps } : {};
  if ('decided' in rolled) {
    if ('refusal' in rolled.decided) throw refused(rolled.decided.refusal);
    const [decided] = await appendTexts(tx, now, rolled.decided.entries, extras);
    // Parsed once for the answer (a parse, not a hash: see ARCHITECTURE.md).
    const entry = JSON.parse(decided!.body) as RoomEntry;
    const opened = decided!.actorMayOpen && decided!.content !== undefined;
    return opened ? { entry, content: JSON.parse(decided!.content!), ...steps } : { entry, ...steps };
  }
  // A roll that got no result after its dice began to be drawn (its deadline passed, or its computation failed:
  // roll-work.ts): no result, so small; decided here. So is a roll drawn before the log moved on (another entry
  // was appended while it was computed, its draw unchanged): decided again here on the new head (issue 34, N7).
  const decision = decide(state, member, command, { at, salt: decideContext.salt, roll: rolled });
  const [decided] = await appendDecided(tx, now, decision, extras);
  const { entry, sealed, actorMayOpen } = decided!;
  return actorMayOpen ? { entry, content: sealed, ...steps } : { entry, ...steps };
}

/** A roll as `roll-work.ts` gives it when it got no result after the draw began (`lapsedRoll`). */
type LapsedRoll = Omit<RoomRoll, 'steps'> & { readonly steps?: RoomRoll['steps'] };
