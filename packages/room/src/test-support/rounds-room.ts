// A protocol 2 room driven the server's way for tests of rounds: `decide` writes every entry, the sealed parts are
// kept as the server keeps them, and each round is played by `playRoomRound` after replaying the test's rounds.
import { commitment, type RoomEntry, sha256Hex } from '@verdict/fair';
import type { PlayedRound, RoomCommand } from '../rules/commands.js';
import { decide } from '../rules/decide.js';
import { planRound } from '../rules/decide-rounds.js';
import { playRoomRound, roundsRecordOf } from '../rules/play-round.js';
import { applyEntry, type RoomMember, type RoomState, roomState } from '../rules/state.js';
import { ENGINE_VERSION, registry } from './build-room.js';

export const gm: RoomMember = { id: 'gm', name: 'Gwen', role: 'gm' };
export const olaf: RoomMember = { id: 'olaf', name: 'Olaf', role: 'player' };
const seedOf = (epoch: number) => sha256Hex(`rounds seed ${epoch}`);

/** A room with its GM and Olaf; `run` gives a command (refusals throw), `entries` is its log so far. */
export function roundsRoom() {
  const state: RoomState = roomState([]);
  const entries: RoomEntry[] = [];
  let salt = 0;
  const fresh = () => sha256Hex(`salt ${salt++}`);
  const partOf = (seq: number) =>
    (state.sealed.get(seq)?.content ?? entries[seq - 1]) as Readonly<Record<string, unknown>>;
  // `lapsed`: the round's job got no result after its draw (a round.lapsed is appended, its nonce spent).
  const run = (member: RoomMember, command: RoomCommand, lapsed?: 'deadline' | 'failed') => {
    let round: PlayedRound | undefined;
    if (command.kind === 'round' && !lapsed) {
      const planned = planRound(state, member, command.of);
      if (!planned.ok) throw new Error(planned.refusal.message);
      const { record, choices } = roundsRecordOf(planned.plan.test, partOf);
      const chosen = choices === undefined ? {} : { choices };
      if (command.dice !== undefined)
        round = playRoomRound(registry, record, { dice: command.dice, ...chosen });
      else {
        const seed = {
          serverSeed: seedOf(state.epoch),
          clientSeed: command.clientSeed,
          nonce: planned.plan.nonce,
          member: member.id,
        };
        round = playRoomRound(registry, record, { seed, ...chosen });
      }
    }
    const decided = decide(state, member, command, {
      at: '2026-12-06T12:00:00.000Z',
      salt: fresh(),
      resultSalt: fresh(),
      commitment: commitment(seedOf(state.epoch + 1)),
      serverSeed: seedOf(state.epoch || 1),
      ...(round ? { round } : {}),
      ...(lapsed ? { lapsed } : {}),
    });
    if (!decided.ok) throw new Error(decided.refusal.message);
    for (const { entry, sealed } of decided.entries) {
      entries.push(entry);
      applyEntry(state, entry);
      const target = state.sealed.get(entry.seq);
      if (target && sealed) target.content = { ...sealed };
      // The server knows a hidden request's input (its sealed part).
      const request = entry.type === 'request' ? state.requests.get(entry.seq) : undefined;
      if (request && sealed) request.input = sealed.input;
    }
    return decided.entries;
  };
  const systems = Object.fromEntries(registry.systems.map((s) => [s.id, s.version]));
  run(gm, {
    kind: 'open',
    room: { id: 'r', name: 'Rounds' },
    engine: { version: ENGINE_VERSION },
    systems,
    protocol: 2,
  });
  run(olaf, { kind: 'join', name: 'Olaf' });
  return { state, entries, run };
}
