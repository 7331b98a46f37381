/**
 * A roll into the room's log: generated dice from `hmac-sha256-v1` (the epoch's server seed, the roller's
 * client seed, the next nonce) or entered dice, resolved by the rules, and written by visibility: in the
 * open (public), result only (outcome), or sealed (gm, blind, and answers to a request whose input is
 * still hidden). Runs inside the room's write transaction, so the nonce and seq are the next ones; the
 * resolution itself is a `room-roll` job, which a heavy roll computes outside the transaction (see
 * `roll-work.ts`).
 */
import type { Step } from '@verdict/core';
import { type RoomEntry, type RoomRoll, seal, type Visibility } from '@verdict/fair';
import type { ComputeJob } from '../compute/jobs.js';
import { problemOf } from '../http/errors.js';
import { admitEntry, entryBound } from './admission.js';
import { appendEntry } from './append.js';
import type { RoomsContext } from './context.js';
import { entriesLimit } from './members.js';
import { randomSeed } from './random.js';
import type { TxWork } from './roll-work.js';
import type { RollBody } from './schemas.js';
import type { Member, RoomWriter } from './store/types.js';

/** The answer: the entry, and its hidden part when the roller may open it. */
export interface RollAnswer {
  readonly entry: RoomEntry;
  readonly content?: unknown;
  /** The engine's reasoning, when asked for (`steps: true`): never part of the log or the HTTP answer. */
  readonly steps?: readonly Step[];
}

type RoomRollJob = Extract<ComputeJob, { kind: 'room-roll' }>;

interface Asked {
  readonly system: string;
  readonly test: string;
  readonly input: unknown;
  readonly visibility: Visibility;
  readonly hidden: boolean;
}

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
  if (room.closed) throw problemOf('room_closed', 'The room is closed: only reveals are accepted');
  if (room.lastSeq >= ctx.limits.entries) throw entriesLimit(ctx);
  const asked = body.request === undefined ? ownRoll(body) : await answering(tx, member, body);
  if (asked.visibility === 'gm' && member.role !== 'gm') {
    throw problemOf('forbidden', 'Only the GM rolls with visibility gm', [
      { path: '/visibility', message: 'only the GM rolls gm' },
    ]);
  }
  const request = { system: asked.system, test: asked.test, input: asked.input };
  const generated = body.dice === undefined;
  let from: RoomRollJob['from'];
  if (generated) {
    const serverSeed = await tx.serverSeed(room.epoch);
    if (serverSeed === undefined) throw new Error(`Room ${room.id} has no seed for epoch ${room.epoch}`);
    from = { serverSeed, clientSeed: body.clientSeed!, nonce: room.nonce };
  } else {
    from = { dice: body.dice! };
  }
  const job: RoomRollJob = { kind: 'room-roll', ...request, from, ...(options.steps ? { steps: true } : {}) };
  // Admitted or refused from the input and the room alone, before any die is drawn (admission.ts).
  admitEntry(ctx, room, entryBound(asked.input, work.estimate(job)));
  // Quick: resolved in the pool while this transaction waits. Heavy: computed outside it, then tried again (roll-work.ts).
  const rolled = await work.run<Omit<RoomRoll, 'steps'> & { readonly steps?: RoomRoll['steps'] }>(job);
  const content = {
    ...(generated ? { clientSeed: body.clientSeed! } : {}),
    input: rolled.input,
    outcome: rolled.outcome,
    dice: rolled.dice,
  };
  const common = {
    type: 'roll' as const,
    system: asked.system,
    test: asked.test,
    visibility: asked.visibility,
    epoch: room.epoch,
    ...(generated ? { nonce: room.nonce } : {}),
    ...(body.request === undefined ? {} : { request: body.request }),
  };
  const open = asked.visibility === 'public' && !asked.hidden;
  const sealed = open ? undefined : { ...content, salt: randomSeed() };
  const fields = open
    ? { ...common, ...content }
    : asked.visibility === 'outcome'
      ? {
          ...common,
          result: {
            result: rolled.outcome.result,
            label: rolled.outcome.label,
            tier: rolled.outcome.tier,
          },
          sealed: seal(sealed!),
        }
      : { ...common, sealed: seal(sealed!) };
  const entry = await appendEntry(tx, ctx.now(), member.id, fields, {
    ...(sealed ? { content: JSON.stringify(sealed) } : {}),
    ...(generated ? { room: { nonce: room.nonce + 1 } } : {}),
    ...(body.request === undefined ? {} : { answers: body.request }),
  });
  const mayOpen =
    sealed !== undefined && (member.role === 'gm' || (asked.visibility === 'outcome' && !asked.hidden));
  const steps = options.steps && rolled.steps ? { steps: rolled.steps } : {};
  return mayOpen ? { entry, content: sealed, ...steps } : { entry, ...steps };
}

function ownRoll(body: RollBody): Asked {
  return {
    system: body.system!,
    test: body.test!,
    input: body.input,
    visibility: body.visibility ?? 'public',
    hidden: false,
  };
}

/** The request a roll answers: named members only, each once; its system, test, input and visibility. */
async function answering(tx: RoomWriter, member: Member, body: RollBody): Promise<Asked> {
  const seq = body.request!;
  const stored = await tx.entry(seq);
  if (stored?.type !== 'request') {
    throw problemOf('invalid_body', `Entry ${seq} is not a request`, [
      { path: '/request', message: `entry ${seq} is not a request of this room` },
    ]);
  }
  const request = JSON.parse(stored.body) as {
    to: string[] | 'all';
    system: string;
    test: string;
    visibility: Visibility;
    input?: unknown;
    sealed?: string;
  };
  if (request.to !== 'all' && !request.to.includes(member.id)) {
    throw problemOf('forbidden', `Request ${seq} does not ask this member to roll`);
  }
  if (await tx.answered(seq, member.id)) {
    throw problemOf('already_done', `This member has already answered request ${seq}`);
  }
  const errors = (['system', 'test', 'visibility'] as const)
    .filter((key) => body[key] !== undefined && body[key] !== request[key])
    .map((key) => ({ path: `/${key}`, message: `request ${seq} asks for ${request[key]}` }));
  if (errors.length > 0) {
    throw problemOf('invalid_body', errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  let input = request.input;
  let hidden = false;
  if (request.sealed !== undefined) {
    const content = await tx.content(seq);
    if (!content) throw new Error(`Request ${seq} has no hidden content`);
    input = (JSON.parse(content.content) as { input: unknown }).input;
    hidden = content.revealedSeq === null;
  }
  return { system: request.system, test: request.test, input, visibility: request.visibility, hidden };
}
