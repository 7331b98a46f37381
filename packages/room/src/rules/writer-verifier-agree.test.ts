// Issue 34 (fairplay.md N8): the verifier refuses everything the writer refuses. Random sessions of commands
// run through `decide`; each command it refuses is written anyway, as the entry it would have appended had it
// been accepted (chained onto the log), and `verifyLog` must fail that entry. Both protocols.

import { parseInput } from '@verdict/core';
import {
  chainEntry,
  commitment,
  type RoomEntry,
  resolveRoll,
  seal,
  sha256Hex,
  type UnhashedEntry,
  VISIBILITIES,
  type Visibility,
} from '@verdict/fair';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withNotation } from '../notation/with-notation.js';
import { ENGINE_VERSION, registry as systemsOnly } from '../test-support/build-room.js';
import { verifyLog } from '../verify/verify-log.js';
import type { RoomCommand } from './commands.js';
import { decide } from './decide.js';
import { planRound } from './decide-rounds.js';
import { planRoll } from './plan-roll.js';
import { playRoomRound, roundsRecordOf } from './play-round.js';
import { applyEntry, epochNonces, nextNonce, type RoomMember, type RoomState, roomState } from './state.js';

const people: RoomMember[] = [
  { id: 'gm', name: 'Gwen', role: 'gm' },
  { id: 'olaf', name: 'Olaf', role: 'player' },
  { id: 'grog', name: 'Grog', role: 'player' },
  { id: 'ivy', name: 'Ivy', role: 'player' },
];
const check = { system: 'd20-roll-under', test: 'check' };
// Plain notation rolls (the pseudo-system `dice`) are rolls like any other: the same rules, the same verifier.
const registry = withNotation(systemsOnly);
const notation = { system: 'dice', test: 'notation' };
const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
const contestInput = parseInput(registry.test(contest.system, contest.test), {
  parties: [
    { name: 'Witch', will: 12, wits: 10 },
    { name: 'Abbot', will: 11, wits: 14 },
  ],
  maxRounds: 3,
});
const at = '2026-12-03T00:00:00.000Z';
const seedOf = (epoch: number) => sha256Hex(`agree seed ${epoch}`);
const salt = 'cd'.repeat(32);

/**
 * Refusals of the server's policy, not of the protocol: the protocol lets a hidden input ask for any
 * visibility (its public answers sealed, docs/fair-play.md), the server asks only for outcome or blind.
 */
const POLICY_ONLY = ['A hidden request asks for outcome or blind rolls'];

/** A member and a command; `request` and `of` pick an entry of the log so far (modulo its length). */
type Step = { who: number; command: RoomCommand };
const step: fc.Arbitrary<Step> = fc
  .tuple(
    fc.integer({ min: 0, max: 3 }),
    fc.oneof(
      fc.constant<RoomCommand>({ kind: 'join', name: 'x' }),
      fc.tuple(fc.constantFrom(...VISIBILITIES), fc.boolean()).map(
        ([visibility, generated]): RoomCommand => ({
          kind: 'roll',
          ...check,
          input: { value: 10 },
          visibility,
          ...(generated ? { clientSeed: 'c' } : { dice: [7] }),
        }),
      ),
      fc.tuple(fc.constantFrom(...VISIBILITIES), fc.boolean()).map(
        ([visibility, generated]): RoomCommand => ({
          kind: 'roll',
          ...notation,
          input: { notation: '2d6+1' },
          visibility,
          ...(generated ? { clientSeed: 'n' } : { dice: [3, 4] }),
        }),
      ),
      fc.tuple(fc.nat(), fc.option(fc.constantFrom(...VISIBILITIES), { nil: undefined })).map(
        ([request, visibility]): RoomCommand => ({
          kind: 'answer',
          request,
          clientSeed: 'a',
          ...(visibility ? { visibility } : {}),
        }),
      ),
      fc
        .tuple(
          fc.oneof(
            fc.constant<'all'>('all'),
            fc.subarray(['gm', 'olaf', 'grog', 'ivy', 'olaf'], { minLength: 1 }),
          ),
          fc.constantFrom(...VISIBILITIES),
          fc.boolean(),
        )
        .map(
          ([to, visibility, hidden]): RoomCommand => ({
            kind: 'request',
            to,
            ...check,
            input: { value: 9 },
            visibility,
            hidden,
          }),
        ),
      fc.nat().map((of): RoomCommand => ({ kind: 'reveal', of })),
      // Tests of rounds (protocol 2): start one, the GM's choice, the next round, abandon.
      fc
        .constantFrom(...VISIBILITIES)
        .map((visibility): RoomCommand => ({ kind: 'start', ...contest, input: contestInput, visibility })),
      fc
        .nat()
        .map(
          (of): RoomCommand => ({ kind: 'choose', of, choices: { criticalSuccess: { first: 'penalty' } } }),
        ),
      { arbitrary: fc.nat().map((of): RoomCommand => ({ kind: 'round', of, clientSeed: 'r' })), weight: 4 },
      fc.nat().map((of): RoomCommand => ({ kind: 'abandon', of })),
      fc.constant<RoomCommand>({ kind: 'rotate' }),
      fc.boolean().map((revealAll): RoomCommand => ({ kind: 'close', revealAll })),
    ),
  )
  .map(([who, command]) => ({ who, command }));

/** A room the server's way: decide writes, and the hidden parts are kept as the server keeps them. */
function openRoom(protocol: 1 | 2) {
  const state = roomState([]);
  const entries: RoomEntry[] = [];
  const systems = Object.fromEntries(registry.systems.map((s) => [s.id, s.version]));
  const opened = decide(
    state,
    people[0]!,
    { kind: 'open', room: { id: 'r', name: 'R' }, engine: { version: ENGINE_VERSION }, systems, protocol },
    { at, commitment: commitment(seedOf(1)) },
  );
  if (!opened.ok) throw new Error(opened.refusal.message);
  const keep = (decided: { entry: RoomEntry; sealed?: Readonly<Record<string, unknown>> }) => {
    entries.push(decided.entry);
    applyEntry(state, decided.entry);
    const { sealed } = decided;
    const request = state.requests.get(decided.entry.seq);
    if (request && sealed) request.input = sealed.input;
    const target = state.sealed.get(decided.entry.seq);
    if (target && sealed) target.content = { ...sealed };
  };
  for (const decided of opened.entries) keep(decided);
  return { state, entries, keep };
}

/** The roll a roll or answer command resolves to (its request's test when it answers one). */
function computed(
  state: RoomState,
  member: RoomMember,
  command: Extract<RoomCommand, { kind: 'roll' | 'answer' }>,
) {
  const planned = planRoll(state, member, command);
  const input = planned.ok ? planned.plan.input : command.kind === 'roll' ? command.input : { value: 10 };
  const nonce = planned.ok ? planned.plan.nonce : nextNonce(state, member.id);
  const from =
    command.clientSeed === undefined
      ? { dice: command.dice! }
      : {
          serverSeed: seedOf(state.epoch),
          clientSeed: command.clientSeed,
          nonce: nonce ?? 0,
          ...(state.protocol === 2 ? { member: member.id } : {}),
        };
  return resolveRoll(registry, { ...testOf(state, command), input }, from);
}

/** The test a roll or answer command rolls: its own, or its request's (a check when it names none). */
function testOf(state: RoomState, command: Extract<RoomCommand, { kind: 'roll' | 'answer' }>) {
  if (command.kind === 'roll') return { system: command.system, test: command.test };
  const request = state.requests.get(command.request)?.entry;
  return request ? { system: request.system, test: request.test } : check;
}

/** The round a round command plays (any test's next round, even one the member may not play). */
function playedRound(state: RoomState, member: RoomMember, of: number, entries: readonly RoomEntry[]) {
  const test = state.tests.get(of);
  if (!test || test.ended !== undefined) return { dice: [], steps: [] };
  const planned = planRound(state, member, of);
  const nonce = planned.ok ? planned.plan.nonce : nextNonce(state, member.id);
  const partOf = (seq: number) =>
    (state.sealed.get(seq)?.content ?? entries[seq - 1]) as Readonly<Record<string, unknown>>;
  const { record, choices } = roundsRecordOf(test, partOf);
  const seed = { serverSeed: seedOf(state.epoch), clientSeed: 'r', nonce, member: member.id };
  return playRoomRound(registry, record, { seed, ...(choices === undefined ? {} : { choices }) });
}

/** A round-by-round entry's part, in the open or sealed by the visibility of its test. */
function roundPart(state: RoomState, of: number, content: Record<string, unknown>) {
  const visibility = state.tests.get(of)?.visibility ?? 'public';
  return visibility === 'public' ? content : { sealed: seal({ ...content, salt }) };
}

/** The entry a refused command would have appended, had the writer accepted it. */
function forged(
  state: RoomState,
  member: RoomMember,
  command: RoomCommand,
  entries: readonly RoomEntry[],
): Record<string, unknown> {
  const epoch = state.epoch;
  const counts = state.protocol === 2 ? { nonces: epochNonces(state) } : {};
  switch (command.kind) {
    case 'join':
      return { type: 'member.joined', by: member.id, member: { ...member, role: 'player' } };
    case 'roll':
    case 'answer': {
      const request = command.kind === 'answer' ? state.requests.get(command.request)?.entry : undefined;
      const visibility: Visibility = command.visibility ?? request?.visibility ?? 'public';
      const roll = computed(state, member, command);
      const generated = command.clientSeed !== undefined;
      const content = {
        ...(generated ? { clientSeed: command.clientSeed } : {}),
        input: roll.input,
        outcome: roll.outcome,
        dice: roll.dice,
      };
      const { result, label, tier } = roll.outcome;
      const hidden = request?.sealed !== undefined && state.requests.get(request.seq)?.hidden;
      return {
        type: 'roll',
        by: member.id,
        ...testOf(state, command),
        visibility,
        epoch,
        ...(generated ? { nonce: nextNonce(state, member.id) } : {}),
        ...(command.kind === 'answer' ? { request: command.request } : {}),
        ...(visibility === 'public' && !hidden
          ? content
          : {
              ...(visibility === 'outcome' ? { result: { result, label, tier } } : {}),
              sealed: seal({ ...content, salt }),
            }),
      };
    }
    case 'request':
      return {
        type: 'request',
        by: member.id,
        to: command.to,
        ...check,
        visibility: command.visibility ?? 'public',
        ...(command.hidden ? { sealed: seal({ input: command.input, salt }) } : { input: command.input }),
      };
    case 'reveal': {
      const target = state.sealed.get(command.of);
      return {
        type: 'reveal',
        by: member.id,
        of: command.of,
        content: target?.content ?? { input: 1, salt },
      };
    }
    case 'rotate':
      return {
        type: 'epoch.rotated',
        by: member.id,
        epoch,
        serverSeed: seedOf(epoch),
        next: { epoch: epoch + 1, commitment: commitment(seedOf(epoch + 1)) },
        ...counts,
      };
    case 'close':
      return { type: 'room.closed', by: member.id, epoch, serverSeed: seedOf(epoch), ...counts };
    case 'start': {
      const visibility = command.visibility ?? 'public';
      const content = { input: command.input };
      const part = visibility === 'public' ? content : { sealed: seal({ ...content, salt }) };
      return { type: 'rounds.started', by: member.id, ...contest, visibility, epoch, ...part };
    }
    case 'choose': {
      const round = (state.tests.get(command.of)?.rounds.length ?? 0) + 1;
      const part = roundPart(state, command.of, { choices: command.choices });
      return { type: 'round.choice', by: member.id, of: command.of, round, ...part };
    }
    case 'round': {
      const round = (state.tests.get(command.of)?.rounds.length ?? 0) + 1;
      const played = playedRound(state, member, command.of, entries);
      const content = { clientSeed: command.clientSeed, dice: played.dice, steps: played.steps };
      const nonce = nextNonce(state, member.id);
      return {
        type: 'round',
        by: member.id,
        of: command.of,
        round,
        epoch,
        nonce,
        ...roundPart(state, command.of, content),
      };
    }
    case 'abandon':
      return { type: 'rounds.ended', by: member.id, of: command.of, abandoned: true };
    case 'open':
      throw new Error('not generated');
  }
}

describe('the verifier refuses every command the writer refuses, chained as if accepted', () => {
  for (const protocol of [1, 2] as const) {
    it(`protocol ${protocol}`, () => {
      let refusals = 0;
      const rounds = { played: 0, refused: 0 };
      fc.assert(
        fc.property(fc.array(step, { minLength: 5, maxLength: 30 }), (steps) => {
          const room = openRoom(protocol);
          const joined = new Set(['gm']);
          for (const member of people.slice(1, 3)) {
            const decision = decide(room.state, member, { kind: 'join', name: member.name }, { at });
            if (decision.ok) decision.entries.forEach(room.keep);
            joined.add(member.id);
          }
          for (const { who, command: picked } of steps) {
            let member = people[who]!;
            // Mostly an entry of the right kind (a request to answer, a sealed entry to reveal), else any.
            const pick = (n: number, among: readonly number[]) =>
              among.length > 0 && n % 4 !== 0 ? among[n % among.length]! : (n % room.state.lastSeq) + 1;
            const command: RoomCommand =
              picked.kind === 'answer'
                ? { ...picked, request: pick(picked.request, [...room.state.requests.keys()]) }
                : picked.kind === 'reveal'
                  ? { ...picked, of: pick(picked.of, [...room.state.sealed.keys()]) }
                  : 'of' in picked
                    ? { ...picked, of: pick(picked.of, [...room.state.tests.keys()]) }
                    : picked;
            // A round is mostly played by the member who started its test (else by anyone, to be refused).
            const starter = command.kind === 'round' ? room.state.tests.get(command.of)?.by : undefined;
            if (starter && who !== 3) member = people.find((p) => p.id === starter)!;
            if (!joined.has(member.id) && command.kind !== 'join') continue; // only members command
            const needsRoll = command.kind === 'roll' || command.kind === 'answer';
            let roll: ReturnType<typeof computed> | undefined;
            let round: ReturnType<typeof playedRound> | undefined;
            try {
              roll = needsRoll ? computed(room.state, member, command) : undefined;
              round =
                command.kind === 'round'
                  ? playedRound(room.state, member, command.of, room.entries)
                  : undefined;
            } catch {
              continue; // dice that do not fit the test: refused before the rules, by the engine
            }
            const decision = decide(room.state, member, command, {
              at,
              salt,
              serverSeed: seedOf(room.state.epoch),
              commitment: commitment(seedOf(room.state.epoch + 1)),
              ...(roll ? { roll } : {}),
              ...(round ? { round, resultSalt: 'ef'.repeat(32) } : {}),
            });
            if (decision.ok) {
              for (const decided of decision.entries) room.keep(decided);
              if (command.kind === 'round') rounds.played++;
              if (command.kind === 'join') joined.add(member.id);
              continue;
            }
            if (POLICY_ONLY.includes(decision.refusal.message)) continue;
            refusals++;
            if (['start', 'choose', 'round', 'abandon'].includes(command.kind)) rounds.refused++;
            const last = room.entries.at(-1)!;
            const entry = chainEntry({
              seq: last.seq + 1,
              prev: last.hash,
              at,
              ...forged(room.state, member, command, room.entries),
            } as unknown as UnhashedEntry);
            const result = verifyLog(
              { format: 'verdict-room-log', version: 1, entries: [...room.entries, entry] },
              registry,
            );
            expect(
              result.failures.filter((f) => f.seq === entry.seq),
              `${command.kind} by ${member.id} refused by decide (${decision.refusal.message}) passes the verifier`,
            ).not.toEqual([]);
          }
        }),
        { numRuns: 150, seed: 34 + protocol },
      );
      expect(refusals).toBeGreaterThan(300); // the sessions do reach refusals
      expect(rounds.refused).toBeGreaterThan(50); // of round-by-round commands too
      if (protocol === 2) expect(rounds.played).toBeGreaterThan(30); // and play rounds
    }, 120_000);
  }
});
