/**
 * @module
 * What the round-by-round commands append (protocol 2): `start` a test of rounds, the GM's `choose` for its next
 * round, the roller's next `round` (with its `rounds.ended` when the round ends the test), and `abandon`. Each
 * entry's own part is in the open for a public test and sealed otherwise, as a roll's is, with a fresh salt each.
 */
import { seal, splitEntry, type Visibility } from '@verdict/fair';
import { type Decision, type Given, type RoomCommand, refuse } from './commands.js';
import type { Draft } from './decide.js';
import { need } from './decide.js';
import { type Asked, answering } from './plan-roll.js';
import type { RoundsTestState } from './rounds-state.js';
import { nextNonce, type RoomMember, type RoomState } from './state.js';
import { mayRollVisibility } from './vocabulary.js';

type RoundsCommand = Extract<RoomCommand, { kind: 'start' | 'choose' | 'round' | 'abandon' }>;

/** What the next round of a test plays: its number, the nonce it takes, and the seq of the GM's choice for it. */
export interface RoundPlan {
  readonly test: RoundsTestState;
  readonly round: number;
  readonly epoch: number;
  readonly nonce: number;
  readonly choice?: number;
}

/**
 * The plan of the next round of the test started at `of`, or why `member` may not play it. The server computes the
 * round from it (replaying the test's earlier rounds: `playRoomRound`) and gives it to `decide`.
 *
 * @example
 * planRound(state, olaf, 12); // { ok: true, plan: { round: 3, nonce: 7, ... } }
 */
export function planRound(
  state: RoomState,
  member: RoomMember,
  of: number,
): { readonly ok: true; readonly plan: RoundPlan } | Extract<Decision, { ok: false }> {
  const test = openTest(state, of);
  if (!('seq' in test)) return test;
  if (test.by !== member.id)
    return refused('forbidden', `The rounds of test ${of} are played by the member who started it`);
  const round = test.rounds.length + 1;
  const choice = test.choices.get(round);
  return {
    ok: true,
    plan: {
      test,
      round,
      epoch: state.epoch,
      nonce: nextNonce(state, member.id),
      ...(choice === undefined ? {} : { choice }),
    },
  };
}

/** The entries of a round-by-round command, or its refusal. */
export function roundsDraft(
  state: RoomState,
  member: RoomMember,
  command: RoundsCommand,
  given: Given,
): Draft[] | Decision {
  if (state.closed) return refuse('room_closed', 'The room is closed: only reveals are accepted');
  if (state.protocol !== 2) return refuse('invalid_body', 'Tests of rounds need a protocol 2 room');
  const by = member.id;
  switch (command.kind) {
    case 'start': {
      const asked = startOf(state, member, command);
      if ('ok' in asked) return asked;
      const { visibility, request } = asked;
      if (!mayRollVisibility(member.role, visibility))
        return refuse('forbidden', `Only the GM rolls with visibility ${visibility}`, '/visibility');
      // Its test is its subject, sealed with its input where the protocol seals what a roll rolls (gm, blind).
      const { fields, hidden } = splitEntry({
        protocol: state.protocol,
        visibility,
        open: {
          type: 'rounds.started',
          visibility,
          epoch: state.epoch,
          ...(request === undefined ? {} : { request }),
        },
        subject: { system: asked.system, test: asked.test },
        content: { input: given.input ?? asked.input },
        ...(visibility === 'public' ? {} : { salt: need(given.salt, 'salt') }),
      });
      const draft: Draft = { by, fields: fields as Draft['fields'] };
      const opens = mayOpen(member, visibility) && !asked.hidden;
      return [hidden ? { ...draft, sealed: hidden, actorMayOpen: opens } : draft];
    }
    case 'choose': {
      const test = openTest(state, command.of);
      if (!('seq' in test)) return test;
      const round = test.rounds.length + 1;
      if (test.choices.has(round))
        return refuse(
          'already_done',
          `Round ${round} of test ${command.of} already has your choice`,
          '/choices',
        );
      const fields = { type: 'round.choice' as const, of: test.seq, round };
      const content = { choices: command.choices };
      return [part({ by, fields, visibility: test.visibility, content, salt: given.salt, opener: member })];
    }
    case 'round': {
      const planned = planRound(state, member, command.of);
      if (!planned.ok) return planned;
      const { plan } = planned;
      // Entered dice would tell their roller what the hidden input made of them (enteredDiceRefusal's reason).
      if (plan.test.hidden && command.dice !== undefined)
        return refuse(
          'invalid_body',
          `Test ${plan.test.seq} answers a request whose input is hidden: its rounds are rolled by the server (a clientSeed), not entered`,
          '/dice',
        );
      if (given.lapsed !== undefined && command.clientSeed !== undefined) {
        const fields = {
          type: 'round.lapsed' as const,
          of: plan.test.seq,
          round: plan.round,
          epoch: plan.epoch,
          nonce: plan.nonce,
        };
        const content = { clientSeed: command.clientSeed, noResult: given.lapsed };
        const { visibility } = plan.test;
        return [part({ by, fields, visibility, content, salt: given.salt, opener: member })];
      }
      const played = need(given.round, 'round');
      // Entered (physical) dice take no nonce, as a roll of entered dice.
      const generated = command.dice === undefined;
      const fields = {
        type: 'round' as const,
        of: plan.test.seq,
        round: plan.round,
        epoch: plan.epoch,
        ...(generated ? { nonce: plan.nonce } : {}),
      };
      const content = {
        ...(generated ? { clientSeed: command.clientSeed } : {}),
        dice: played.dice,
        steps: played.steps,
        ...(played.previousDice?.length ? { previousDice: played.previousDice } : {}),
        // A hidden test's end is held: the round that ends it keeps the outcome in its sealed part.
        ...(plan.test.hidden && played.outcome ? { outcome: played.outcome } : {}),
      };
      const { visibility } = plan.test;
      const drafts = [part({ by, fields, visibility, content, salt: given.salt, opener: member })];
      if (played.outcome && !plan.test.hidden) {
        const { result, label, tier } = played.outcome;
        const shown = visibility === 'outcome' ? { result: { result, label, tier } } : {};
        const ended = { type: 'rounds.ended' as const, of: plan.test.seq, ...shown };
        const salt = need(given.resultSalt, 'resultSalt');
        drafts.push(
          part({ by, fields: ended, visibility, content: { outcome: played.outcome }, salt, opener: member }),
        );
      }
      return drafts;
    }
    case 'abandon': {
      const test = openTest(state, command.of);
      if (!('seq' in test)) return test;
      if (test.by !== by && member.role !== 'gm')
        return refuse(
          'forbidden',
          `Only the member who started test ${command.of}, or the GM, may abandon it`,
        );
      if (test.hidden) return [hiddenEnd(state, member, test, given)];
      return [{ by, fields: { type: 'rounds.ended', of: test.seq, abandoned: true } }];
    }
  }
}

/** What a test of rounds plays: its own test, or the request it answers (with the request's rules). */
function startOf(
  state: RoomState,
  member: RoomMember,
  command: Extract<RoundsCommand, { kind: 'start' }>,
): (Asked & { readonly request?: number }) | Extract<Decision, { ok: false }> {
  if (command.request === undefined) {
    const { system, test } = command;
    if (system === undefined || test === undefined)
      return refused('invalid_body', `${system === undefined ? 'system' : 'test'}: required`);
    const visibility = command.visibility ?? 'public';
    return { system, test, input: command.input, visibility, hidden: false };
  }
  const asked = answering(state, member, { ...command, request: command.request });
  if ('ok' in asked) return asked;
  // An outcome test's result shows when it ends, and how many rounds it took would tell the hidden input.
  if (asked.hidden && asked.visibility !== 'blind')
    return refused(
      'invalid_body',
      `Request ${command.request} hides its input and shows its answers' results: a test of rounds would tell the hidden input by when it ends. Answer it with one roll, or the GM asks for blind rolls`,
      '/request',
    );
  return { ...asked, request: command.request };
}

/**
 * The end of a test answering a hidden request, by its roller or the GM: sealed, its part the outcome of the round
 * that ended it (the server keeps its rounds' parts), or `abandoned: true` when no round did.
 */
function hiddenEnd(state: RoomState, member: RoomMember, test: RoundsTestState, given: Given): Draft {
  const ending = test.rounds
    .map((seq) => state.sealed.get(seq)?.content?.outcome)
    .find((outcome) => outcome !== undefined);
  const content = ending === undefined ? { abandoned: true } : { outcome: ending };
  const fields = { type: 'rounds.ended' as const, of: test.seq };
  return part({
    by: member.id,
    fields,
    visibility: test.visibility,
    content,
    salt: given.salt,
    opener: member,
  });
}

/** The test started at `of`, still going; or why not. */
function openTest(state: RoomState, of: number): RoundsTestState | Extract<Decision, { ok: false }> {
  const test = state.tests.get(of);
  if (!test) return refused('invalid_body', `Entry ${of} does not start a test of rounds`, '/of');
  if (test.ended !== undefined)
    return refused(
      'already_done',
      `Test ${of} ${test.abandoned ? 'was abandoned' : 'has ended'} at entry ${test.ended}`,
    );
  return test;
}

/** An entry with its part in the open (public) or sealed, and whether its maker may open that part. */
function part(options: {
  readonly by: string;
  readonly fields: Draft['fields'];
  readonly visibility: Visibility;
  readonly content: Readonly<Record<string, unknown>>;
  readonly salt: string | undefined;
  readonly opener: RoomMember;
}): Draft {
  const { by, fields, visibility, content, opener } = options;
  if (visibility === 'public') return { by, fields: { ...fields, ...content } };
  const sealed = { ...content, salt: need(options.salt, 'salt') };
  return {
    by,
    fields: { ...fields, sealed: seal(sealed) },
    sealed,
    actorMayOpen: mayOpen(opener, visibility),
  };
}

/** Whether the member who makes a sealed part may open it: the GM, or anyone for an `outcome` test. */
const mayOpen = (member: RoomMember, visibility: Visibility) =>
  member.role === 'gm' || visibility === 'outcome';

const refused = (code: Parameters<typeof refuse>[0], message: string, path?: string) =>
  refuse(code, message, path) as Extract<Decision, { ok: false }>;
