// Who may give which command is one rule: the server asks `roleRefusal` at the door, and `decide` refuses
// by the same function, so both answer a player's GM command alike.
import { describe, expect, it } from 'vitest';
import { buildRoom, serverSeeds } from '../test-support/build-room.js';
import { type RoomCommand, roleRefusal } from './commands.js';
import { decide } from './decide.js';
import { roomState } from './state.js';
import { COMMANDS, GM_ONLY_COMMANDS } from './vocabulary.js';

describe('roleRefusal', () => {
  it("refuses a player the GM's commands, and nobody anything else", () => {
    for (const kind of COMMANDS) {
      expect(roleRefusal('gm', kind)).toBeUndefined();
      expect(roleRefusal('player', kind)?.code).toBe(
        GM_ONLY_COMMANDS.includes(kind) ? 'forbidden' : undefined,
      );
    }
  });

  it('is what decide answers a player who gives one', () => {
    const state = roomState(buildRoom(10).entries);
    const olaf = { id: 'olaf', name: 'Olaf', role: 'player' } as const;
    const given = { at: '2026-12-02T01:00:00.000Z', serverSeed: serverSeeds[1], commitment: 'c'.repeat(64) };
    const commands: RoomCommand[] = [
      { kind: 'request', to: 'all', system: 'd20-roll-under', test: 'check', input: { value: 9 } },
      { kind: 'reveal', of: 6 },
      { kind: 'rotate' },
      { kind: 'close' },
    ];
    for (const command of commands)
      expect(decide(state, olaf, command, given)).toEqual({
        ok: false,
        refusal: roleRefusal('player', command.kind),
      });
  });
});
