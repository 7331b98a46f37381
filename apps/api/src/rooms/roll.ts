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
import { answerBound, decide, entryBound, planRoll, type RollBody, type RoomCommand } from '@verdict/room';
import type { DecidedRoll } from '../compute/decide-roll.js';
import type { ComputeJob } from '../compute/jobs.js';
import { admitEntry } from './admission.js';
import { appendDecided, appendTexts, isoAt } from './append.js';
import type { RoomsContext } from './context.js';
import { entriesLimit } from './members.js';
import { randomSeed } from './random.js';
import { checkAnswerInput } from './request-parts.js';
import type { TxWork } from './roll-work.js';
import { loadState, refused } from './state.js';
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
  if (!room.closed && room.lastSeq >= ctx.limits.entries) throw entriesLimit(ctx);
  const seqs = body.request === undefined ? [] : [body.request];
  const state = await loadState(tx, room, { seqs, member: member.id });
  const command = commandOf(body);
  const planned = planRoll(state, member, command);
  if (!planned.ok) throw refused(planned.refusal);
  const { plan } = planned;
  if (plan.request !== undefined)
    checkAnswerInput(ctx.registry.test(plan.system, plan.test), plan, body.input, plan.request);
  let from: RoomRollJob['from'];
  if (plan.nonce !== undefined) {
    const serverSeed = await tx.serverSeed(room.epoch);
    if (serverSeed === undefined) throw new Error(`Room ${room.id} has no seed for epoch ${room.epoch}`);
    from = { serverSeed, clientSeed: body.clientSeed!, nonce: plan.nonce };
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
  // Admitted or refused from the input and the room alone, before any die is drawn (admission.ts). An
  // answer to a hidden request is bounded by what the roller can see, never by its hidden input: the
  // entry limit, which its request was checked against when the GM asked (`answerBound`). A system that bounds
  // what its roll records (`maxEntryBytes`) is admitted by that bound.
  const bound = plan.hidden
    ? answerBound(ctx.limits)
    : entryBound(plan.input, work.estimate(job).output, maxEntryBytes(ctx.registry, plan));
  admitEntry(ctx, room, bound);
  // Quick: resolved in the pool while this transaction waits. Heavy: computed outside it, then tried again (roll-work.ts).
  const rolled = await work.run<DecidedRoll | LapsedRoll>(job);
  const now = ctx.now();
  const extras = () => ({
    ...(plan.nonce === undefined ? {} : { room: { nonce: plan.nonce + 1 } }),
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
  // A roll whose deadline passed after its dice began to be drawn (roll-work.ts): no result, so small; decided here.
  const decision = decide(state, member, command, { at, salt: decideContext.salt, roll: rolled });
  const [decided] = await appendDecided(tx, now, decision, extras);
  const { entry, sealed, actorMayOpen } = decided!;
  return actorMayOpen ? { entry, content: sealed, ...steps } : { entry, ...steps };
}

/** A roll as `roll-work.ts` gives it when its deadline passed after the draw began (`lapsedRoll`). */
type LapsedRoll = Omit<RoomRoll, 'steps'> & { readonly steps?: RoomRoll['steps'] };

/** The body as a command of the room: a roll of the member's own, or an answer to a request. */
function commandOf(body: RollBody): Extract<RoomCommand, { kind: 'roll' | 'answer' }> {
  const from = body.dice === undefined ? { clientSeed: body.clientSeed! } : { dice: body.dice };
  if (body.request !== undefined)
    return {
      kind: 'answer',
      request: body.request,
      ...(body.system === undefined ? {} : { system: body.system }),
      ...(body.test === undefined ? {} : { test: body.test }),
      ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
      ...(body.input === undefined ? {} : { input: body.input }),
      ...from,
    };
  return {
    kind: 'roll',
    system: body.system!,
    test: body.test!,
    input: body.input,
    ...(body.visibility === undefined ? {} : { visibility: body.visibility }),
    ...from,
  };
}
