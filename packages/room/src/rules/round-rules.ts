/**
 * @module
 * The rules of protocol 2's round-by-round entries, given the room's state before them (the dice and outcomes
 * are the verifier's replay: `verify-rounds.ts`). A test is started by a member with a visibility they may roll
 * with; its rounds are that member's, numbered 1, 2, ... and each takes their next nonce of the current epoch like
 * a generated roll; the GM's choice for a round comes before it, once; it ends once, by its roller (its result)
 * or abandoned by its roller or the GM. Each entry's own part is in the open for a public test, sealed otherwise.
 */
import { type CheckCode, type RoundsEntry, sealsSubject } from '@verdict/fair';
import type { RoundsTestState } from './rounds-state.js';
import { nextNonce, type RoomState } from './state.js';
import { mayRollVisibility } from './vocabulary.js';

type Fail = (check: CheckCode, message: string) => void;

/** What is wrong with appending a round-by-round `entry` to a room in `state`. */
export function roundProblems(state: RoomState, entry: RoundsEntry, fail: Fail): void {
  if (state.protocol !== 2) fail('order', `a ${entry.type} needs protocol 2`);
  const role = entry.by === null ? undefined : state.members.get(entry.by)?.role;
  if (entry.type === 'rounds.started') {
    if (role !== undefined && !mayRollVisibility(role, entry.visibility))
      fail('role', `only the GM may start a ${entry.visibility} test`);
    if (entry.epoch !== state.epoch)
      fail('epoch', `rounds.started in epoch ${entry.epoch}, but epoch ${state.epoch} is current`);
    sealedByVisibility(entry.visibility, entry.sealed !== undefined, fail);
    subjectProblem(state, entry, fail);
    if (entry.request !== undefined) answerProblems(state, entry as StartedAnswer, fail);
    return;
  }
  const test = entry.of < entry.seq ? state.tests.get(entry.of) : undefined;
  if (!test) {
    fail('order', `names seq ${entry.of}, which is not an earlier rounds.started`);
    return;
  }
  if (test.ended !== undefined) fail('order', `the test of seq ${entry.of} ended at seq ${test.ended}`);
  const next = test.rounds.length + 1;
  switch (entry.type) {
    case 'round.choice':
      if (entry.round !== next) fail('order', `a choice for round ${entry.round}, but round ${next} is next`);
      else if (test.choices.has(entry.round))
        fail(
          'order',
          `round ${entry.round} already has the GM's choice (seq ${test.choices.get(entry.round)})`,
        );
      sealedByVisibility(test.visibility, entry.sealed !== undefined, fail);
      break;
    case 'round':
      if (entry.by !== test.by) fail('role', `the rounds of seq ${test.seq} are ${test.by}'s to play`);
      if (entry.round !== next) fail('order', `round ${entry.round}, but round ${next} is next`);
      if (entry.epoch !== state.epoch)
        fail('epoch', `round in epoch ${entry.epoch}, but epoch ${state.epoch} is current`);
      if (entry.nonce !== undefined) nonceProblem(state, entry as typeof entry & { nonce: number }, fail);
      sealedByVisibility(test.visibility, entry.sealed !== undefined, fail);
      break;
    case 'round.lapsed':
      // Drawn under the roller's next nonce with no result: the round it tried is still the next one.
      if (entry.by !== test.by) fail('role', `the rounds of seq ${test.seq} are ${test.by}'s to play`);
      if (entry.round !== next) fail('order', `a lapsed round ${entry.round}, but round ${next} is next`);
      if (entry.epoch !== state.epoch)
        fail('epoch', `round.lapsed in epoch ${entry.epoch}, but epoch ${state.epoch} is current`);
      nonceProblem(state, entry, fail);
      sealedByVisibility(test.visibility, entry.sealed !== undefined, fail);
      break;
    case 'rounds.ended':
      endProblems(test, entry, role, fail);
      break;
  }
}

function endProblems(
  test: RoundsTestState,
  entry: Extract<RoundsEntry, { type: 'rounds.ended' }>,
  role: string | undefined,
  fail: Fail,
): void {
  if (test.hidden) {
    // Its end is sealed, whether it has a result or was abandoned (its part says which), and comes when its roller
    // or the GM ends it, after any number of rounds.
    if (entry.by !== test.by && role !== 'gm')
      fail('role', `only ${test.by} or the GM may end the test of seq ${test.seq}`);
    if (entry.abandoned !== undefined || entry.sealed === undefined)
      fail('shape', `the end of a test answering a hidden request is sealed, abandoned or not`);
    return;
  }
  if (entry.abandoned) {
    if (entry.by !== test.by && role !== 'gm')
      fail('role', `only ${test.by} or the GM may abandon the test of seq ${test.seq}`);
    return;
  }
  if (entry.by !== test.by) fail('role', `the result of seq ${test.seq} is ${test.by}'s to append`);
  if (test.rounds.length === 0) fail('order', `the test of seq ${test.seq} has no round yet: no result`);
  sealedByVisibility(test.visibility, entry.sealed !== undefined, fail);
  if ((entry.result !== undefined) !== (test.visibility === 'outcome'))
    fail(
      'shape',
      `result: ${test.visibility === 'outcome' ? 'an outcome test shows its result' : `a ${test.visibility} test shows no result`}`,
    );
}

type StartedAnswer = Extract<RoundsEntry, { type: 'rounds.started' }> & { readonly request: number };

/**
 * A test answering a request, as a roll answering it: the request is earlier, names its roller, who answers it once;
 * the test is the request's, with its visibility; and a request whose input is hidden is answered by blind tests only.
 */
function answerProblems(state: RoomState, entry: StartedAnswer, fail: Fail): void {
  const request = entry.request < entry.seq ? state.requests.get(entry.request) : undefined;
  if (!request) {
    fail('request', `answers seq ${entry.request}, which is not an earlier request`);
    return;
  }
  const asked = request.entry;
  if (entry.by === null || (asked.to !== 'all' && !asked.to.includes(entry.by)))
    fail('request', `request ${entry.request} does not ask ${entry.by} to roll`);
  else if (request.answeredBy.has(entry.by))
    fail('request', `${entry.by} has already answered request ${entry.request}`);
  if (entry.visibility !== asked.visibility)
    fail(
      'request',
      `visibility ${entry.visibility}, but request ${entry.request} asks for ${asked.visibility}`,
    );
  for (const key of ['system', 'test'] as const)
    if (entry[key] !== undefined && entry[key] !== asked[key])
      fail('request', `${key} ${entry[key]}, but request ${entry.request} asks for ${asked[key]}`);
  if (request.hidden && entry.visibility !== 'blind')
    fail('request', `request ${entry.request} hides its input: a test of rounds answers it blind only`);
}

/** A round takes its roller's next nonce of the epoch, as a generated roll does. */
function nonceProblem(
  state: RoomState,
  entry: Extract<RoundsEntry, { type: 'round' | 'round.lapsed' }> & { readonly nonce: number },
  fail: Fail,
): void {
  const expected = nextNonce(state, entry.by);
  if (entry.nonce < expected)
    fail(
      'nonce',
      `nonce ${entry.nonce} of epoch ${entry.epoch} for ${entry.by} is reused (the next is ${expected})`,
    );
  else if (entry.nonce > expected)
    fail(
      'nonce',
      `nonce ${entry.nonce} of epoch ${entry.epoch} for ${entry.by} skips ${expected}: a generated roll is missing`,
    );
}

/**
 * A test's start names its system and test in the open, or (protocol 2's gm and blind tests) in its seal alone, as
 * a roll does: players see only that a secret or blind test started.
 */
function subjectProblem(
  state: RoomState,
  entry: Extract<RoundsEntry, { type: 'rounds.started' }>,
  fail: Fail,
): void {
  const named = entry.system !== undefined || entry.test !== undefined;
  if (sealsSubject(state.protocol, entry.visibility)) {
    if (named)
      fail(
        'shape',
        `a ${entry.visibility} test names no system or test in its public entry (protocol ${state.protocol} seals them)`,
      );
  } else if (entry.system === undefined || entry.test === undefined)
    fail(
      'shape',
      `${entry.system === undefined ? 'system' : 'test'}: missing (protocol ${state.protocol} names what a ${entry.visibility} test plays)`,
    );
}

/** A public test's parts are in the open; every other visibility's are sealed. */
function sealedByVisibility(visibility: string, sealed: boolean, fail: Fail): void {
  if (visibility === 'public' && sealed) fail('shape', 'sealed: a public test keeps its parts in the open');
  if (visibility !== 'public' && !sealed) fail('shape', `a ${visibility} test's parts must be sealed`);
}
