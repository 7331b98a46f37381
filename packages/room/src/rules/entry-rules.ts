/**
 * @module
 * The rules an entry follows, given the room's state before it: its place (room.opened first, the GM at
 * seq 2, nothing but reveals after room.closed), who may make it, its epoch and nonce, the request it
 * answers, the seal it reveals and the seed it reveals. `decide` checks every entry it writes with these,
 * and `verifyLog` checks every entry of a log with them: writer and verifier agree by construction.
 */
import {
  algorithmOf,
  type CheckCode,
  canonicalJson,
  commitment,
  contentShapeIssues,
  type RequestEntry,
  type RollEntry,
  type RoomEntry,
  revealMatches,
  sealsSubject,
} from '@verdict/fair';
import { requestPartProblem } from './request-parts.js';
import { roundProblems } from './round-rules.js';
import { contentKind, epochNonces, nextNonce, type RoomState, type SealedState } from './state.js';
import { GM_ONLY_ENTRIES, mayRollVisibility } from './vocabulary.js';

/** One broken rule: which check (as the verifier names it) and why. Never a hidden input. */
export interface RuleProblem {
  readonly check: CheckCode;
  readonly message: string;
}

/**
 * What is wrong with appending `entry` to a room in `state` (nothing: an empty list).
 *
 * @example
 * entryProblems(roomState(entries), nextEntry); // [{ check: 'role', message: 'only the GM may make a reveal' }]
 */
export function entryProblems(state: RoomState, entry: RoomEntry): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const fail = (check: CheckCode, message: string) => problems.push({ check, message });
  if (state.count === 0 && entry.type !== 'room.opened') fail('order', 'the log must begin with room.opened');
  if (state.count > 0 && entry.type === 'room.opened')
    fail('order', 'room.opened must be the first entry, once');
  if (state.closed && entry.type !== 'reveal')
    fail('order', `a ${entry.type} after room.closed (only reveals may follow it)`);
  if (entry.type !== 'room.opened' && entry.type !== 'member.joined') {
    const role = entry.by === null ? undefined : state.members.get(entry.by)?.role;
    if (role === undefined) fail('role', `${entry.type} by ${JSON.stringify(entry.by)}, who is not a member`);
    else if (GM_ONLY_ENTRIES.includes(entry.type) && role !== 'gm')
      fail('role', `only the GM may make a ${entry.type}`);
    else if (entry.type === 'roll' && !mayRollVisibility(role, entry.visibility))
      fail('role', `only the GM may make a ${entry.visibility} roll`);
  }
  switch (entry.type) {
    case 'room.opened': {
      const protocol = entry.protocol === 2 ? 2 : 1;
      if (entry.algorithm !== algorithmOf(protocol))
        fail('shape', `protocol ${protocol} rolls with ${algorithmOf(protocol)}, not ${entry.algorithm}`);
      break;
    }
    case 'member.joined':
      if (entry.by !== entry.member.id)
        fail(
          'role',
          `member.joined by ${JSON.stringify(entry.by)}: by is the joining member (${entry.member.id})`,
        );
      if (entry.seq === 2 && entry.member.role !== 'gm') fail('order', 'the GM must join at seq 2');
      if (entry.seq !== 2 && entry.member.role === 'gm') fail('order', 'only the member at seq 2 is the GM');
      if (state.members.has(entry.member.id)) fail('order', `member ${entry.member.id} joined twice`);
      break;
    case 'roll':
      rollProblems(state, entry, fail);
      break;
    case 'request':
      requestProblems(state, entry, fail);
      break;
    case 'reveal': {
      const target = entry.of < entry.seq ? state.sealed.get(entry.of) : undefined;
      if (!target) {
        fail('seal', `reveal of seq ${entry.of}, an earlier entry that seals nothing`);
        break;
      }
      const issues = contentShapeIssues(entry.content, contentKind(target));
      for (const issue of issues) fail('shape', `reveal of seq ${entry.of}, ${issue.path}: ${issue.message}`);
      sealedAnswerProblems(state, target, entry.content, fail);
      if (!revealMatches(target.seal, entry.content))
        fail('seal', `the revealed content does not hash to the seal of seq ${entry.of}`);
      if (target.revealedBy !== undefined)
        fail('order', `seq ${entry.of} is already revealed by entry ${target.revealedBy}`);
      break;
    }
    case 'epoch.rotated':
    case 'room.closed': {
      if (entry.epoch !== state.epoch)
        fail('epoch', `${entry.type} names epoch ${entry.epoch}, but epoch ${state.epoch} is current`);
      const committed = state.commitments.get(entry.epoch);
      if (
        committed !== undefined &&
        !state.seeds.has(entry.epoch) &&
        commitment(entry.serverSeed) !== committed
      )
        fail('commitment', `the server seed of epoch ${entry.epoch} does not hash to its commitment`);
      if (entry.type === 'epoch.rotated' && entry.next.epoch !== state.epoch + 1)
        fail('epoch', `the next epoch must be ${state.epoch + 1}, got ${entry.next.epoch}`);
      if (entry.type === 'epoch.rotated' && state.committed.has(entry.next.commitment))
        fail(
          'commitment',
          `the commitment to epoch ${entry.next.epoch}'s seed is an earlier commitment (a seed used or revealed before)`,
        );
      noncesProblems(state, entry, fail);
      break;
    }
    default:
      roundProblems(state, entry, fail);
  }
  return problems;
}

type Fail = (check: CheckCode, message: string) => void;

/**
 * Protocol 2: an epoch's end states how many generated rolls each member made in it, and they are the rolls
 * the log holds; protocol 1 states none.
 */
function noncesProblems(
  state: RoomState,
  entry: Extract<RoomEntry, { type: 'epoch.rotated' | 'room.closed' }>,
  fail: Fail,
): void {
  if (state.protocol !== 2) {
    if (entry.nonces !== undefined) fail('shape', 'nonces: a protocol 1 room states no nonce counts');
    return;
  }
  if (entry.nonces === undefined) {
    fail('nonce', `${entry.type} must state the nonce counts of epoch ${entry.epoch} (protocol 2)`);
    return;
  }
  const logged = epochNonces(state);
  if (canonicalJson(entry.nonces) !== canonicalJson(logged))
    fail(
      'nonce',
      `${entry.type} states the nonce counts ${canonicalJson(entry.nonces)} for epoch ${entry.epoch}, but the log holds ${canonicalJson(logged)}: a generated roll is missing or added`,
    );
}

/** A roll: the current epoch, the next nonce, the request it answers, sealed when it must be. */
function rollProblems(state: RoomState, entry: RollEntry, fail: Fail): void {
  if (entry.epoch !== state.epoch)
    fail('epoch', `roll in epoch ${entry.epoch}, but epoch ${state.epoch} is current`);
  if (entry.nonce !== undefined) {
    const expected = state.protocol === 2 ? nextNonce(state, entry.by) : (state.nonces.get(entry.epoch) ?? 0);
    const whose = state.protocol === 2 ? ` for ${entry.by}` : '';
    if (entry.nonce < expected)
      fail(
        'nonce',
        `nonce ${entry.nonce} of epoch ${entry.epoch}${whose} is reused (the next is ${expected})`,
      );
    else if (entry.nonce > expected)
      fail(
        'nonce',
        `nonce ${entry.nonce} of epoch ${entry.epoch}${whose} skips ${expected}: a generated roll is missing`,
      );
  }
  const request = entry.request === undefined ? undefined : state.requests.get(entry.request);
  if (entry.request !== undefined) {
    if (!request || request.entry.seq >= entry.seq)
      fail('request', `answers seq ${entry.request}, which is not an earlier request`);
    else answerProblems(entry, request.entry, request.answeredBy, fail);
  }
  subjectProblems(state, entry, fail);
  if (entry.visibility === 'public') {
    const sealed = 'sealed' in entry;
    const hidden = request?.entry.sealed !== undefined && request.hidden;
    if (sealed && request?.entry.sealed === undefined)
      fail('shape', 'a public roll is sealed only when it answers a request with a hidden input');
    else if (!sealed && hidden)
      fail('shape', 'a public answer to a request whose input is hidden must be sealed');
  }
}

/**
 * What a roll rolls is in its public entry, or (protocol 2's gm and blind rolls) in its seal alone: a sealed
 * roll's public entry names no system or test, so that players see only that it happened.
 */
function subjectProblems(state: RoomState, entry: RollEntry, fail: Fail): void {
  const named = entry.system !== undefined || entry.test !== undefined;
  if (sealsSubject(state.protocol, entry.visibility)) {
    if (named)
      fail(
        'shape',
        `a ${entry.visibility} roll names no system or test in its public entry (protocol ${state.protocol} seals them)`,
      );
  } else if (entry.system === undefined || entry.test === undefined)
    fail(
      'shape',
      `${entry.system === undefined ? 'system' : 'test'}: missing (protocol ${state.protocol} names what a ${entry.visibility} roll rolls)`,
    );
}

/** A revealed answer whose entry sealed what it rolls rolled what its request asks for. */
function sealedAnswerProblems(state: RoomState, target: SealedState, content: unknown, fail: Fail): void {
  if (!target.subjectSealed || target.request === undefined) return;
  const request = state.requests.get(target.request)?.entry;
  const revealed = content as { system?: unknown; test?: unknown } | null;
  if (!request || typeof revealed !== 'object' || revealed === null) return;
  for (const key of ['system', 'test'] as const) {
    if (revealed[key] !== undefined && revealed[key] !== request[key])
      fail(
        'request',
        `seq ${target.seq}'s ${key} is ${String(revealed[key])}, but request ${request.seq} asks for ${request[key]}`,
      );
  }
}

/** An answer to a request names the request's test and visibility, is asked for, and comes once. */
function answerProblems(roll: RollEntry, request: RequestEntry, answeredBy: ReadonlySet<string>, fail: Fail) {
  for (const key of ['system', 'test', 'visibility'] as const) {
    // A sealed system and test are checked against the request when they are revealed.
    if (key !== 'visibility' && roll[key] === undefined) continue;
    if (roll[key] !== request[key])
      fail('request', `its ${key} is ${roll[key]}, but request ${request.seq} asks for ${request[key]}`);
  }
  const roller = roll.by ?? '';
  if (request.to !== 'all' && !request.to.includes(roller))
    fail('request', `request ${request.seq} does not ask ${roller} to roll`);
  if (answeredBy.has(roller)) fail('request', `${roller} answered request ${request.seq} twice`);
}

/**
 * A request asks members, each once, and gm rolls of the GM alone; it fixes only the fields it names. (The protocol lets a hidden input ask
 * for any visibility, its public answers sealed; the server's `decide` asks only for outcome or blind.)
 */
function requestProblems(state: RoomState, entry: RequestEntry, fail: Fail): void {
  if (Array.isArray(entry.to)) {
    for (const [i, id] of entry.to.entries()) {
      if (!state.members.has(id)) fail('request', `it asks ${id}, who is not a member`);
      else if (entry.to.indexOf(id) !== i) fail('request', `it names ${id} twice`);
    }
  }
  const gm = [...state.members.values()].find((m) => m.role === 'gm')?.id;
  if (entry.visibility === 'gm' && (entry.to === 'all' || entry.to.some((id) => id !== gm)))
    fail('request', 'it asks for gm rolls from someone other than the GM');
  // The GM's part: the fields it fixes, and (in the open) no field it does not fix.
  const part = requestPartProblem(entry.sealed === undefined ? entry.input : {}, entry.fixes);
  if (part) fail('shape', `${part.path.slice(1)}: ${part.message}`);
}
