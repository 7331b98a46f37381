/**
 * Tests of rounds in a room (protocol 2; fair-play.md, "Tests of rounds"), through `decide` of `@verdict/room`: a
 * member starts a test whose rules play in rounds, the GM chooses for its next round, its roller plays the next round
 * (the test's earlier rounds replayed from the log, then this round's dice drawn from the epoch's server seed, the
 * roller's client seed and next nonce, by core's `stepTest`), and its roller or the GM abandons it. Each runs inside
 * the room's write transaction. A round (a replay of its earlier rounds, then its own dice) is engine work: it runs as
 * a `room-round` job through `writeWithWork` (`roll-work.ts`), in the worker pool as a roll does, estimated and charged
 * before any work, its draw reserved while it is computed outside the transaction; never on the event loop. The
 * state after a test's last round is kept (`round-states.ts`), so its next round replays nothing.
 */
import { parseInput, VerdictError, validateWith } from '@verdict/core';
import {
  type AbandonRoundsBody,
  answering,
  decide,
  loadStoredRounds,
  loadStoredState,
  type NextRoundBody,
  type PlayedRound,
  planRound,
  type RoomCommand,
  type RoundChoicesBody,
  type RoundsAfter,
  roundsRecordOf,
  type StartRoundsBody,
} from '@verdict/room';
import { appendDecided, isoAt } from './append.js';
import type { RoomsContext } from './context.js';
import { markHidden } from './hidden.js';
import { randomSeed } from './random.js';
import type { LapsedRound, TxWork } from './roll-work.js';
import { forgetState, keepState, keptState } from './round-states.js';
import { refused } from './state.js';
import type { Member, RoomWriter } from './store/types.js';

/**
 * Starts a test of rounds: its input parsed by the rules (refused, naming the field, when it does not fit), and
 * fixed for the whole test.
 *
 * @example
 * await startRounds(ctx, tx, olaf, { system: 'd20-roll-under', test: 'mutual-contest', input });
 */
export async function startRounds(ctx: RoomsContext, tx: RoomWriter, me: Member, body: StartRoundsBody) {
  const { request } = body;
  const state = await loadStoredState(
    tx,
    tx.room,
    request === undefined ? {} : { seqs: [request], member: me.id },
  );
  // An answer plays the request's test, its input the request's merged with the player's part (`answering`).
  const asked = request === undefined ? undefined : answering(state, me, { ...body, request });
  if (asked && 'ok' in asked) throw refused(asked.refusal);
  const system = asked?.system ?? body.system!;
  const name = asked?.test ?? body.test!;
  const test = ctx.registry.test(system, name);
  if (!test.rounds)
    throw new VerdictError('unknown_test', `${system}/${name} has no rounds: roll it whole`, [
      { path: ['test'], message: 'this test has no rounds' },
    ]);
  // A hidden request's merged input that does not fit is masked by the route (hidden.ts: `markHidden`).
  const parse = () => parseInput(test, asked ? asked.input : body.input);
  const input = asked?.hidden ? markedHidden(parse) : parse();
  if (request === undefined) return append(ctx, tx, me, state, { kind: 'start', ...body, input });
  const { input: part, ...rest } = body;
  const command: RoomCommand = { kind: 'start', ...rest, ...(part === undefined ? {} : { input: part }) };
  return append(ctx, tx, me, state, command, { input }, {}, request);
}

const markedHidden = <T>(run: () => T): T => {
  try {
    return run();
  } catch (error) {
    throw markHidden(error);
  }
};

/**
 * The GM's choices for the next round of a test, checked by its rules' round choices schema.
 *
 * @example
 * await chooseRound(ctx, tx, gm, { of: 9, choices: { criticalSuccess: { first: 'penalty' } } });
 */
export async function chooseRound(ctx: RoomsContext, tx: RoomWriter, gm: Member, body: RoundChoicesBody) {
  const state = await loadStoredState(tx, tx.room);
  await loadStoredRounds(tx, state, body.of);
  const test = state.tests.get(body.of);
  // A sealed test's system and test come from its part, which the server keeps (loadStoredRounds).
  const schema =
    test?.system !== undefined && test.test !== undefined
      ? ctx.registry.test(test.system, test.test).rounds?.choices
      : undefined;
  if (test && test.ended === undefined && !state.closed) {
    if (!schema)
      throw new VerdictError('invalid_input', 'This test takes no choices round by round', [
        { path: ['choices'], message: 'this test takes no choices round by round' },
      ]);
    const checked = validateWith(schema, body.choices);
    if (!checked.ok) {
      const issues = checked.issues.map((i) => ({ path: ['choices', ...i.path], message: i.message }));
      throw new VerdictError(
        'invalid_input',
        issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        issues,
      );
    }
    return append(ctx, tx, gm, state, { kind: 'choose', of: body.of, choices: checked.value });
  }
  return append(ctx, tx, gm, state, { kind: 'choose', of: body.of, choices: body.choices });
}

/**
 * Plays the next round of a test: answers the round's entry and, when it ends the test, the result (`ended`). The
 * round is computed by `work` (see the module).
 *
 * @example
 * await writeWithWork(roomId, { store, work }, (tx, jobs) => nextRound(ctx, tx, olaf, { of: 9, clientSeed: 'abc' }, jobs));
 */
export async function nextRound(
  ctx: RoomsContext,
  tx: RoomWriter,
  me: Member,
  body: NextRoundBody,
  work: TxWork,
) {
  const state = await loadStoredState(tx, tx.room, { member: me.id });
  await loadStoredRounds(tx, state, body.of);
  const command: RoomCommand =
    body.dice === undefined
      ? { kind: 'round', of: body.of, clientSeed: body.clientSeed! }
      : { kind: 'round', of: body.of, dice: body.dice };
  const planned = planRound(state, me, body.of);
  if (state.closed || !planned.ok) return append(ctx, tx, me, state, command);
  const { plan } = planned;
  const entries = new Map<number, Record<string, unknown>>();
  for (const seq of [plan.test.seq, ...plan.test.rounds, ...plan.test.choices.values()]) {
    const stored = state.sealed.get(seq)?.content ?? (await tx.entry(seq))?.body;
    entries.set(seq, typeof stored === 'string' ? JSON.parse(stored) : stored);
  }
  const { record, choices } = roundsRecordOf(plan.test, (seq) => entries.get(seq));
  const chosen = choices === undefined ? {} : { choices };
  // The state after the test's last round, kept by this server or in the database by whichever server played it:
  // the earlier rounds are not replayed (round-states.ts).
  const lastRound = plan.test.rounds.at(-1);
  const lastHash = lastRound === undefined ? undefined : (await tx.entry(lastRound))?.hash;
  const kept = keptState(lastHash) ?? (await storedState(tx, body.of, lastHash));
  const from = kept === undefined ? {} : { after: kept };
  let played: { round: PlayedRound; after: RoundsAfter };
  let answer: Awaited<ReturnType<typeof append>>;
  if (body.dice !== undefined) {
    // Entered (physical) dice take no nonce; faces that do not fit the round are the engine's 422, naming the die.
    played = await work.run({ kind: 'room-round', record, ...from, next: { dice: body.dice, ...chosen } });
    answer = await append(ctx, tx, me, state, command, { round: played.round, resultSalt: randomSeed() });
  } else {
    const serverSeed = await tx.serverSeed(plan.epoch);
    const seed = { serverSeed, clientSeed: body.clientSeed!, nonce: plan.nonce, member: me.id };
    const drawn = await work.run<typeof played | LapsedRound>({
      kind: 'room-round',
      record,
      ...from,
      next: { seed, ...chosen },
    });
    const next = { memberNonce: { memberId: me.id, epoch: plan.epoch, next: plan.nonce + 1 } };
    // Drawn, but no result (the deadline passed, or its computation failed): a round.lapsed spends its nonce, and
    // the test's state (kept or not) is as it was, its next round the same.
    if ('lapsed' in drawn) return append(ctx, tx, me, state, command, { lapsed: drawn.lapsed }, next);
    played = drawn;
    answer = await append(
      ctx,
      tx,
      me,
      state,
      command,
      { round: played.round, resultSalt: randomSeed() },
      next,
    );
  }
  forgetState(lastHash);
  // A held test (answering a hidden request) goes on after its end: its state is kept then too. In the database as
  // well, in the round's transaction, so another server (or this one after a restart) starts from it.
  if (answer.ended === undefined) keepState(answer.entry.hash, played.after);
  const { rounds, state: after, done } = played.after;
  await tx.keepRoundState(
    body.of,
    answer.ended === undefined
      ? { afterHash: answer.entry.hash, rounds, state: after, done: done === true }
      : undefined,
  );
  return answer;
}

/**
 * Abandons a test: its roller or the GM ends it with no result.
 *
 * @example
 * await abandonRounds(ctx, tx, gm, { of: 9 });
 */
export async function abandonRounds(ctx: RoomsContext, tx: RoomWriter, me: Member, body: AbandonRoundsBody) {
  const state = await loadStoredState(tx, tx.room);
  await loadStoredRounds(tx, state, body.of);
  const answer = await append(ctx, tx, me, state, { kind: 'abandon', of: body.of });
  // A test that ended plays no more rounds: its kept state goes (a held test's end is a rounds.ended too).
  await tx.keepRoundState(body.of, undefined);
  return answer;
}

/** The state the database keeps after the test's last round, when it follows that round (`lastHash`). */
async function storedState(
  tx: RoomWriter,
  of: number,
  lastHash: string | undefined,
): Promise<RoundsAfter | undefined> {
  if (lastHash === undefined) return undefined;
  const stored = await tx.roundState(of);
  if (stored?.afterHash !== lastHash) return undefined;
  return { rounds: stored.rounds, state: stored.state, ...(stored.done ? { done: true } : {}) };
}

/** Decides and appends; answers the first entry (and its part when the member may open it), and `ended`. */
async function append(
  ctx: RoomsContext,
  tx: RoomWriter,
  me: Member,
  state: Awaited<ReturnType<typeof loadStoredState>>,
  command: RoomCommand,
  extra: Partial<Parameters<typeof decide>[3]> = {},
  nonce: { readonly memberNonce?: { memberId: string; epoch: number; next: number } } = {},
  answers?: number,
) {
  const now = ctx.now();
  const member = { id: me.id, name: me.name, role: me.role };
  const decision = decide(state, member, command, {
    at: isoAt(now),
    salt: randomSeed(),
    limits: ctx.limits,
    ...extra,
  });
  if (!decision.ok) throw refused(decision.refusal);
  // A test answering a request is that request's answer (the store's `answered` finds it).
  const decided = await appendDecided(tx, now, decision, (d) =>
    d.entry.type === 'round' || d.entry.type === 'round.lapsed'
      ? nonce
      : d.entry.type === 'rounds.started' && answers !== undefined
        ? { answers }
        : {},
  );
  const answer = (d: (typeof decided)[number]) =>
    d.actorMayOpen && d.sealed ? { entry: d.entry, content: d.sealed } : { entry: d.entry };
  const [first, ended] = decided;
  return { ...answer(first!), ...(ended ? { ended: answer(ended) } : {}) };
}
