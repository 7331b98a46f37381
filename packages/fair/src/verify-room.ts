import type { RequestEntry, RollEntry, RoomEntry, RoomOpenedEntry } from './entries.js';
import { contentShapeIssues } from './entry-shape.js';
import { revealMatches } from './seal.js';
import { commitment } from './sha256.js';
import type { CheckedEntry } from './verify-chain.js';
import type { Findings } from './verify-result.js';

/** What the walk through the log learned, for the checks of each roll that follow it. */
export interface RoomState {
  opened?: RoomOpenedEntry;
  /** Whether the log holds a room.closed. */
  closed: boolean;
  /** Server seeds revealed and matching their commitment, by epoch. */
  readonly seeds: Map<number, string>;
  /** Epochs whose revealed seed does not match its commitment. */
  readonly badSeeds: Set<number>;
  /** The hidden parts revealed and matching their seals, by the seq of the sealed entry. */
  readonly revealed: Map<number, Record<string, unknown>>;
  readonly requests: Map<number, RequestEntry>;
  readonly rolls: RollEntry[];
}

const GM_ONLY = new Set(['request', 'reveal', 'epoch.rotated', 'room.closed']);

/**
 * Walks the log in order: points 2 (server seeds and commitments), 3 (nonces), 4 (reveals and seals),
 * and the order and roles the protocol sets (room.opened first, the GM at seq 2, GM-only entries,
 * answers to requests, nothing but reveals after room.closed).
 */
export function walkRoom(entries: readonly CheckedEntry[], findings: Findings): RoomState {
  const state: RoomState = {
    closed: false,
    seeds: new Map(),
    badSeeds: new Set(),
    revealed: new Map(),
    requests: new Map(),
    rolls: [],
  };
  const members = new Map<string, 'gm' | 'player'>();
  const bySeq = new Map<number, RoomEntry>();
  const commitments = new Map<number, string>();
  const nextNonce = new Map<number, number>();
  const answered = new Map<number, Set<string>>();
  let epoch = 0;
  let closed = false;

  for (const [index, { entry, seq }] of entries.entries()) {
    const fail = findings.fail.bind(findings, seq);
    if (!bySeq.has(entry.seq)) bySeq.set(entry.seq, entry);
    if (index === 0 && entry.type !== 'room.opened') fail('order', 'the log must begin with room.opened');
    if (index > 0 && entry.type === 'room.opened') fail('order', 'room.opened must be the first entry, once');
    if (closed && entry.type !== 'reveal')
      fail('order', `a ${entry.type} after room.closed (only reveals may follow it)`);
    if (entry.type !== 'room.opened' && entry.type !== 'member.joined') {
      const role = entry.by === null ? undefined : members.get(entry.by);
      if (role === undefined)
        fail('role', `${entry.type} by ${JSON.stringify(entry.by)}, who is not a member`);
      else if (
        role !== 'gm' &&
        (GM_ONLY.has(entry.type) || (entry.type === 'roll' && entry.visibility === 'gm'))
      )
        fail('role', `only the GM may make a ${entry.type === 'roll' ? 'gm roll' : entry.type}`);
    }

    switch (entry.type) {
      case 'room.opened':
        if (state.opened === undefined && index === 0) {
          state.opened = entry;
          epoch = 1;
          commitments.set(1, entry.commitment);
        }
        break;
      case 'member.joined':
        if (entry.seq === 2 && entry.member.role !== 'gm') fail('order', 'the GM must join at seq 2');
        if (members.has(entry.member.id)) fail('order', `member ${entry.member.id} joined twice`);
        else members.set(entry.member.id, entry.member.role);
        break;
      case 'roll': {
        if (entry.epoch !== epoch)
          fail('epoch', `roll in epoch ${entry.epoch}, but epoch ${epoch} is current`);
        if (entry.nonce !== undefined) {
          const expected = nextNonce.get(entry.epoch) ?? 0;
          if (entry.nonce < expected)
            fail('nonce', `nonce ${entry.nonce} of epoch ${entry.epoch} is reused (the next is ${expected})`);
          else {
            if (entry.nonce > expected)
              fail(
                'nonce',
                `nonce ${entry.nonce} of epoch ${entry.epoch} skips ${expected}: a generated roll is missing`,
              );
            nextNonce.set(entry.epoch, entry.nonce + 1);
          }
        }
        if (entry.request !== undefined) checkAnswer(entry, bySeq.get(entry.request), answered, fail);
        if (entry.visibility === 'public' && 'sealed' in entry) {
          const request = entry.request === undefined ? undefined : bySeq.get(entry.request);
          if (request?.type !== 'request' || request.sealed === undefined)
            fail('shape', 'a public roll is sealed only when it answers a request with a hidden input');
        }
        state.rolls.push(entry);
        break;
      }
      case 'request':
        state.requests.set(entry.seq, entry);
        break;
      case 'reveal': {
        const target = entry.of < entry.seq ? bySeq.get(entry.of) : undefined;
        if (!target || !('sealed' in target) || target.sealed === undefined) {
          fail('seal', `reveal of seq ${entry.of}, an earlier entry that seals nothing`);
          break;
        }
        const kind = target.type === 'roll' ? 'roll' : 'request';
        const issues = contentShapeIssues(entry.content, kind);
        for (const issue of issues)
          fail('shape', `reveal of seq ${entry.of}, ${issue.path}: ${issue.message}`);
        if (!revealMatches(target.sealed, entry.content)) {
          fail('seal', `the revealed content does not hash to the seal of seq ${entry.of}`);
        } else if (issues.length === 0) {
          state.revealed.set(entry.of, entry.content as unknown as Record<string, unknown>);
        }
        break;
      }
      case 'epoch.rotated':
      case 'room.closed': {
        if (entry.epoch !== epoch)
          fail('epoch', `${entry.type} names epoch ${entry.epoch}, but epoch ${epoch} is current`);
        const committed = commitments.get(entry.epoch);
        if (committed !== undefined && !state.seeds.has(entry.epoch)) {
          if (commitment(entry.serverSeed) === committed) state.seeds.set(entry.epoch, entry.serverSeed);
          else {
            state.badSeeds.add(entry.epoch);
            fail('commitment', `the server seed of epoch ${entry.epoch} does not hash to its commitment`);
          }
        }
        if (entry.type === 'room.closed') closed = state.closed = true;
        else {
          if (entry.next.epoch !== epoch + 1)
            fail('epoch', `the next epoch must be ${epoch + 1}, got ${entry.next.epoch}`);
          epoch = entry.next.epoch;
          if (!commitments.has(epoch)) commitments.set(epoch, entry.next.commitment);
        }
        break;
      }
    }
  }
  return state;
}

/** An answer to a request: the request exists before it, names the roller, is answered once, and matches. */
function checkAnswer(
  roll: RollEntry,
  request: RoomEntry | undefined,
  answered: Map<number, Set<string>>,
  fail: (check: 'request', message: string) => void,
): void {
  if (request?.type !== 'request') {
    fail('request', `answers seq ${roll.request}, which is not an earlier request`);
    return;
  }
  for (const key of ['system', 'test', 'visibility'] as const) {
    if (roll[key] !== request[key])
      fail('request', `its ${key} is ${roll[key]}, but request ${request.seq} asks for ${request[key]}`);
  }
  const roller = roll.by ?? '';
  if (request.to !== 'all' && !request.to.includes(roller))
    fail('request', `request ${request.seq} does not ask ${roller} to roll`);
  const seen = answered.get(request.seq) ?? new Set<string>();
  if (seen.has(roller)) fail('request', `${roller} answered request ${request.seq} twice`);
  seen.add(roller);
  answered.set(request.seq, seen);
}
