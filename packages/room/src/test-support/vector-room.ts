// The protocol 2 golden room (docs/vectors/protocol-2.json): a small room written by `decide` itself with
// fixed seeds, salts and times, so that the checked-in file is what the writer writes, byte for byte.
import { createRegistry, parseInput } from '@verdict/core';
import { commitment, type RoomEntry, resolveRoll } from '@verdict/fair';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { withNotation } from '../notation/with-notation.js';
import type { RoomCommand } from '../rules/commands.js';
import { decide } from '../rules/decide.js';
import { planRound } from '../rules/decide-rounds.js';
import { planRoll } from '../rules/plan-roll.js';
import { playRoomRound, roundsRecordOf } from '../rules/play-round.js';
import { applyEntry, type RoomMember, roomState } from '../rules/state.js';

/** The bytes 0..31 and 32..63, as the two epochs' server seeds. */
export const VECTOR_SEEDS = {
  1: Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join(''),
  2: Array.from({ length: 32 }, (_, i) => (i + 32).toString(16).padStart(2, '0')).join(''),
} as const;

export const vectorRegistry = createRegistry([d20RollUnder]);
const rollRegistry = withNotation(vectorRegistry);

const gm: RoomMember = { id: 'gm', name: 'Gwen', role: 'gm' };
const olaf: RoomMember = { id: 'olaf', name: 'Olaf', role: 'player' };
const check = { system: 'd20-roll-under', test: 'check' };
const notation = { system: 'dice', test: 'notation' };

/** The golden room's entries, written by `decide`. */
export function vectorRoom(): RoomEntry[] {
  const state = roomState([]);
  const entries: RoomEntry[] = [];
  let minute = 0;
  // The round a member plays next: the test's earlier rounds replayed from the log, then the room's dice.
  const playRound = (member: RoomMember, command: Extract<RoomCommand, { kind: 'round' }>) => {
    const planned = planRound(state, member, command.of);
    if (!planned.ok) throw new Error(planned.refusal.message);
    const { test, nonce } = planned.plan;
    // A sealed entry's part as the server keeps it, else the entry itself (its part in the open).
    const partOf = (seq: number) => state.sealed.get(seq)?.content ?? (entries[seq - 1] as never);
    const { record, choices } = roundsRecordOf(test, partOf);
    const chosen = choices === undefined ? {} : { choices };
    if (command.dice !== undefined)
      return playRoomRound(vectorRegistry, record, { dice: command.dice, ...chosen });
    const seed = { serverSeed: VECTOR_SEEDS[2], clientSeed: command.clientSeed, nonce, member: member.id };
    return playRoomRound(vectorRegistry, record, { seed, ...chosen });
  };
  // `lapsed`: the round's job got no result after its draw (a round.lapsed is appended, its nonce spent).
  const run = (member: RoomMember, command: RoomCommand, lapsed?: 'deadline' | 'failed') => {
    const epoch = (state.epoch || 1) as 1 | 2;
    let roll: ReturnType<typeof resolveRoll> | undefined;
    if (command.kind === 'roll') {
      const planned = planRoll(state, member, command);
      if (!planned.ok) throw new Error(planned.refusal.message);
      const { nonce, input } = planned.plan;
      const from = {
        serverSeed: VECTOR_SEEDS[epoch],
        clientSeed: command.clientSeed!,
        nonce: nonce!,
        member: member.id,
      };
      roll = resolveRoll(rollRegistry, { system: command.system, test: command.test, input }, from);
    }
    const round = command.kind === 'round' && !lapsed ? playRound(member, command) : undefined;
    const decided = decide(state, member, command, {
      at: `2026-12-01T20:${String(minute++).padStart(2, '0')}:00.000Z`,
      salt: 'ab'.repeat(32),
      commitment: commitment(VECTOR_SEEDS[command.kind === 'open' ? 1 : 2]),
      serverSeed: VECTOR_SEEDS[epoch],
      ...(roll ? { roll } : {}),
      ...(round ? { round, resultSalt: 'cd'.repeat(32) } : {}),
      ...(lapsed ? { lapsed } : {}),
    });
    if (!decided.ok) throw new Error(decided.refusal.message);
    for (const { entry, sealed } of decided.entries) {
      entries.push(entry);
      applyEntry(state, entry);
      // The server keeps each sealed part beside its entry, for the reveal.
      const kept = state.sealed.get(entry.seq);
      if (sealed && kept) kept.content = sealed;
      // The server knows a hidden request's input (its sealed part).
      const request = entry.type === 'request' ? state.requests.get(entry.seq) : undefined;
      if (request && sealed) request.input = sealed.input;
    }
  };
  // Fixed: a release of the system (or of the notation's rules) must not change the vectors.
  const systems = { 'd20-roll-under': '1.0.0', dice: '1.0.0' };
  run(gm, { kind: 'open', room: { id: 'r2', name: 'Vectors' }, engine: { version: '1.0.0' }, systems });
  run(olaf, { kind: 'join', name: 'Olaf' });
  run(olaf, { kind: 'roll', ...check, input: { value: 12 }, clientSeed: 'table-1' }); // olaf nonce 0
  run(gm, { kind: 'roll', ...check, input: { value: 12 }, clientSeed: 'table-1' }); // gm nonce 0: other dice
  run(olaf, { kind: 'roll', ...check, input: { value: 12 }, clientSeed: 'table-1' }); // olaf nonce 1
  run(gm, { kind: 'rotate' });
  run(olaf, { kind: 'roll', ...check, input: { value: 12 }, clientSeed: 'table-1' }); // epoch 2, olaf nonce 0
  // Plain notation (the pseudo-system `dice`): a public roll, and the GM's secret one, revealed at the close.
  run(olaf, {
    kind: 'roll',
    ...notation,
    input: { notation: '4d6kh3', name: 'Strength' },
    clientSeed: 'table-1',
  }); // olaf nonce 1
  run(gm, {
    kind: 'roll',
    ...notation,
    input: { notation: '2d6+3' },
    visibility: 'gm',
    clientSeed: 'table-1',
  }); // gm nonce 0
  // Sealed rolls: their public entries name no system or test (their seals hold them), until the reveals.
  run(gm, { kind: 'roll', ...check, input: { value: 12 }, clientSeed: 'table-2', visibility: 'gm' }); // gm nonce 1
  run(olaf, { kind: 'roll', ...check, input: { value: 12 }, clientSeed: 'table-2', visibility: 'blind' }); // olaf nonce 2
  // A Mutual Contest of Wills played round by round (olaf's nonces 3, 4, ...), the GM choosing for round 1.
  const contest = { system: 'd20-roll-under', test: 'mutual-contest' };
  const parties = [
    { name: 'Witch', will: 12, wits: 10 },
    { name: 'Abbot', will: 11, wits: 14 },
  ];
  const raw = { parties, criticalSuccess: 'automatic', maxRounds: 10 };
  const input = parseInput(vectorRegistry.test(contest.system, contest.test), raw);
  run(olaf, { kind: 'start', ...contest, input });
  const of = entries.at(-1)!.seq;
  run(gm, { kind: 'choose', of, choices: { criticalSuccess: { first: 'penalty', second: 'penalty' } } });
  for (let n = 1; state.tests.get(of)?.ended === undefined; n++) {
    if (n > 10) throw new Error('the vector contest did not end in 10 rounds');
    run(olaf, { kind: 'round', of, clientSeed: `table-1-round-${n}` });
  }
  // The GM's secret contest: its start seals its system and test with its input; its round 1 is of entered
  // (physical) dice, which take no nonce, and its later rounds take gm nonces 2, 3, ...
  run(gm, { kind: 'start', ...contest, input, visibility: 'gm' });
  const secret = entries.at(-1)!.seq;
  run(gm, {
    kind: 'choose',
    of: secret,
    choices: { criticalSuccess: { first: 'penalty', second: 'penalty' } },
  });
  run(gm, { kind: 'round', of: secret, dice: [5, 5] });
  for (let n = 2; state.tests.get(secret)?.ended === undefined; n++) {
    if (n > 10) throw new Error('the secret vector contest did not end in 10 rounds');
    run(gm, { kind: 'round', of: secret, clientSeed: `table-2-round-${n}` });
  }
  // A round drawn with no result (round.lapsed): its nonce is spent, and the round it tried is played next.
  run(olaf, { kind: 'start', ...contest, input });
  const third = entries.at(-1)!.seq;
  run(olaf, { kind: 'round', of: third, clientSeed: 'table-3-lapsed' }, 'deadline');
  run(olaf, { kind: 'round', of: third, clientSeed: 'table-3-round-1' });
  if (state.tests.get(third)?.ended === undefined) run(olaf, { kind: 'abandon', of: third });
  // A hidden request answered round by round: blind, sealed, its end held (a round past the deciding one draws
  // nothing), then ended by its roller with the decided outcome.
  run(gm, { kind: 'request', to: [olaf.id], ...contest, input, visibility: 'blind', hidden: true });
  const asked = entries.at(-1)!.seq;
  run(olaf, { kind: 'start', request: asked });
  const held = entries.at(-1)!.seq;
  const decided = () =>
    state.tests.get(held)!.rounds.some((seq) => state.sealed.get(seq)?.content?.outcome !== undefined);
  for (let n = 1; !decided(); n++) {
    if (n > 10) throw new Error('the held vector contest did not end in 10 rounds');
    run(olaf, { kind: 'round', of: held, clientSeed: `table-4-round-${n}` });
  }
  run(olaf, { kind: 'round', of: held, clientSeed: 'table-4-held' });
  run(olaf, { kind: 'abandon', of: held });
  run(gm, { kind: 'close', revealAll: true });
  return entries;
}
