/**
 * @module
 * `decide`: what a command appends to a room, or why it is refused. The server (the writer) carries out
 * every command through it, and every entry it decides is checked by `entryProblems`, the rules
 * `verifyLog` replays a log through: a log the server writes is one the verifier accepts.
 */
import {
  algorithmOf,
  chainEntry,
  PROTOCOL,
  type RoomEntry,
  seal,
  splitEntry,
  type UnhashedEntry,
} from '@verdict/fair';
import {
  type DecidedEntry,
  type Decision,
  type Given,
  type RoomCommand,
  refuse,
  roleRefusal,
} from './commands.js';
import { roundsDraft } from './decide-rounds.js';
import { entryProblems } from './entry-rules.js';
import { limitRefusal } from './limits.js';
import { planRoll } from './plan-roll.js';
import { requestPartProblem } from './request-parts.js';
import { applyEntry, epochNonces, forkState, type RoomMember, type RoomState, unrevealed } from './state.js';

type Fields = { readonly type: RoomEntry['type']; readonly [field: string]: unknown };
/** One entry `decide` is about to write: its fields, who makes it, its hidden part. */
export interface Draft {
  readonly fields: Fields;
  readonly by: string | null;
  readonly sealed?: Readonly<Record<string, unknown>>;
  readonly actorMayOpen?: boolean;
}

/**
 * The entries `member` appends with `command` to a room in `state`, given what only the server has; or a
 * refusal naming the field (its message never depends on a hidden input). For `open`, `member` is the GM
 * to be (it joins at seq 2). Pure: `given` brings the time, salts, seeds and the computed roll.
 *
 * @example
 * const decision = decide(state, olaf, { kind: 'roll', system: 'd20-roll-under', test: 'check', input, clientSeed: 'abc' }, { at, salt, roll });
 * if (decision.ok) for (const { entry, sealed } of decision.entries) store(entry, sealed);
 */
export function decide(state: RoomState, member: RoomMember, command: RoomCommand, given: Given): Decision {
  const drafts = draft(state, member, command, given);
  if (!Array.isArray(drafts)) return drafts;
  const entries: DecidedEntry[] = [];
  let seq = state.lastSeq;
  let prev = state.lastHash;
  for (const { fields, by, sealed, actorMayOpen } of drafts) {
    const entry = chainEntry({ seq: ++seq, prev, at: given.at, by, ...fields } as unknown as UnhashedEntry);
    prev = entry.hash;
    entries.push({ entry, ...(sealed ? { sealed } : {}), ...(actorMayOpen ? { actorMayOpen } : {}) });
  }
  // The verifier's rules, on what is about to be written, each entry after the ones before it.
  let checked = state;
  for (const [i, { entry }] of entries.entries()) {
    const [problem] = entryProblems(checked, entry);
    if (problem) return refuse(problem.check === 'role' ? 'forbidden' : 'invalid_body', problem.message);
    if (i < entries.length - 1) {
      checked = checked === state ? forkState(state) : checked;
      applyEntry(checked, entry);
    }
  }
  return { ok: true, entries };
}

function draft(state: RoomState, member: RoomMember, command: RoomCommand, given: Given): Draft[] | Decision {
  const refusal = roleRefusal(member.role, command.kind) ?? limitRefusal(state, command, given.limits);
  if (refusal) return { ok: false, refusal };
  switch (command.kind) {
    case 'open': {
      if (state.count > 0) return refuse('invalid_body', 'The room is already open');
      const protocol = command.protocol ?? PROTOCOL;
      return [
        {
          by: null,
          fields: {
            type: 'room.opened',
            room: command.room,
            ...(protocol === 2 ? { protocol } : {}),
            algorithm: algorithmOf(protocol),
            epoch: 1,
            commitment: need(given.commitment, 'commitment'),
            engine: command.engine,
            systems: command.systems,
          },
        },
        { by: member.id, fields: { type: 'member.joined', member: { ...member, role: 'gm' } } },
      ];
    }
    case 'join':
      if (state.closed) return refuse('room_closed', 'The room is closed: nobody can join it');
      if (state.members.has(member.id)) return refuse('already_done', 'This member has already joined');
      return [{ by: member.id, fields: { type: 'member.joined', member: { ...member, role: 'player' } } }];
    case 'roll':
    case 'answer':
      return rollDraft(state, member, command, given);
    case 'request':
      return requestDraft(state, member, command, given);
    case 'start':
    case 'choose':
    case 'round':
    case 'abandon':
      return roundsDraft(state, member, command, given);
    case 'reveal': {
      const target = state.sealed.get(command.of);
      if (!target) return refuse('invalid_body', `Entry ${command.of} seals nothing`, '/of');
      if (target.revealedBy !== undefined)
        return refuse(
          'already_done',
          `Entry ${command.of} is already revealed by entry ${target.revealedBy}`,
        );
      return [revealDraft(member, command.of, target.content)];
    }
    case 'rotate':
      if (state.closed) return refuse('room_closed', 'The room is closed: only reveals are accepted');
      return [
        {
          by: member.id,
          fields: {
            type: 'epoch.rotated',
            epoch: state.epoch,
            serverSeed: need(given.serverSeed, 'serverSeed'),
            next: { epoch: state.epoch + 1, commitment: need(given.commitment, 'commitment') },
            ...counts(state),
          },
        },
      ];
    case 'close': {
      if (state.closed) return refuse('room_closed', 'The room is already closed');
      const reveals = command.revealAll
        ? unrevealed(state).map((s) => revealDraft(member, s.seq, s.content))
        : [];
      const serverSeed = need(given.serverSeed, 'serverSeed');
      return [
        ...reveals,
        { by: member.id, fields: { type: 'room.closed', epoch: state.epoch, serverSeed, ...counts(state) } },
      ];
    }
  }
}

function rollDraft(
  state: RoomState,
  member: RoomMember,
  command: Extract<RoomCommand, { kind: 'roll' | 'answer' }>,
  given: Given,
): Draft[] | Decision {
  const planned = planRoll(state, member, command);
  if (!planned.ok) return planned;
  const { plan } = planned;
  const roll = need(given.roll, 'roll');
  const generated = plan.nonce !== undefined;
  const { result, label, tier } = roll.outcome;
  const { fields, hidden } = splitEntry({
    protocol: state.protocol,
    visibility: plan.visibility,
    hidden: plan.hidden,
    open: {
      type: 'roll',
      visibility: plan.visibility,
      epoch: plan.epoch,
      ...(generated ? { nonce: plan.nonce } : {}),
      ...(plan.request === undefined ? {} : { request: plan.request }),
    },
    subject: { system: plan.system, test: plan.test },
    content: {
      ...(generated ? { clientSeed: command.clientSeed } : {}),
      input: roll.input,
      outcome: roll.outcome,
      dice: roll.dice,
    },
    ...(plan.visibility === 'outcome' ? { shown: { result: { result, label, tier } } } : {}),
    ...(plan.visibility === 'public' && !plan.hidden ? {} : { salt: need(given.salt, 'salt') }),
  });
  if (!hidden) return [{ by: member.id, fields: fields as Fields }];
  const actorMayOpen = member.role === 'gm' || (plan.visibility === 'outcome' && !plan.hidden);
  return [{ by: member.id, fields: fields as Fields, sealed: hidden, actorMayOpen }];
}

function requestDraft(
  state: RoomState,
  member: RoomMember,
  command: Extract<RoomCommand, { kind: 'request' }>,
  given: Given,
): Draft[] | Decision {
  if (state.closed) return refuse('room_closed', 'The room is closed: only reveals are accepted');
  if (Array.isArray(command.to)) {
    for (const [i, id] of command.to.entries()) {
      if (!state.members.has(id))
        return refuse('invalid_body', `${id} is not a member of this room`, `/to/${i}`);
      if (command.to.indexOf(id) !== i) return refuse('invalid_body', `${id} is named twice`, `/to/${i}`);
    }
  }
  const visibility = command.visibility ?? (command.hidden ? 'outcome' : 'public');
  if (visibility === 'gm' && (command.to === 'all' || command.to.some((id) => id !== member.id)))
    return refuse(
      'invalid_body',
      'Only the GM rolls with visibility gm: ask the players for another',
      '/visibility',
    );
  if (command.hidden && visibility !== 'outcome' && visibility !== 'blind')
    return refuse('invalid_body', 'A hidden request asks for outcome or blind rolls', '/visibility');
  const part = requestPartProblem(command.input, command.fixes);
  if (part) return refuse('invalid_body', part.message, part.path);
  const sealed = command.hidden ? { input: command.input, salt: need(given.salt, 'salt') } : undefined;
  const fields = {
    type: 'request' as const,
    to: command.to,
    system: command.system,
    test: command.test,
    visibility,
    ...(command.note === undefined ? {} : { note: command.note }),
    ...(command.fixes === undefined ? {} : { fixes: command.fixes }),
    ...(sealed ? { sealed: seal(sealed) } : { input: command.input }),
  };
  return [{ by: member.id, fields, ...(sealed ? { sealed, actorMayOpen: true } : {}) }];
}

/** Protocol 2: the ending epoch's nonce counts, by member. */
const counts = (state: RoomState) => (state.protocol === 2 ? { nonces: epochNonces(state) } : {});

const revealDraft = (member: RoomMember, of: number, content: unknown): Draft => ({
  by: member.id,
  fields: { type: 'reveal', of, content: need(content, `the hidden part of entry ${of}`) },
});

/** What a command needs from `given` (a server bug when missing, never a member's fault). */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`decide: given.${what} is missing`);
  return value;
}
