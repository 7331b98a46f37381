// Issue 36: a test of rounds is checked against the versions room.opened names, as a roll is: a system the verifier
// lacks fails with `version` naming it (never as the rules refusing its rounds), rounds under another version of the
// system that reproduce pass with a note, and a forged round under another version fails with `version` naming both.
import { createRegistry, parseInput } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { rechain, registry } from '../test-support/build-room.js';
import { gm, olaf, roundsRoom } from '../test-support/rounds-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const extended = { system: '2d6-pool', test: 'extended' };
const input = parseInput(registry.test(extended.system, extended.test), {
  difficulty: 8,
  progressRequired: 10,
  participants: [{ name: 'Grog', rating: 2 }],
});
const here = registry.system('2d6-pool').version;

/** A closed room with Olaf's extended test played to its end; its log's entries and the test's seq. */
function played() {
  const room = roundsRoom();
  const [started] = room.run(olaf, { kind: 'start', ...extended, input });
  const of = started!.entry.seq;
  for (let n = 1; room.state.tests.get(of)?.ended === undefined; n++) {
    if (n > 50) throw new Error('the test did not end');
    room.run(olaf, { kind: 'round', of, clientSeed: `seed-${n}` });
  }
  room.run(gm, { kind: 'close' });
  return { entries: structuredClone(room.entries) as unknown as Raw[], of };
}
const verify = (entries: Raw[], with_ = registry) =>
  verifyLog({ format: 'verdict-room-log', version: 1, entries } as never, with_);
const underVersion = (entries: Raw[], version: string) => {
  (entries[0]!.systems as Raw)['2d6-pool'] = version;
  return rechain(entries);
};

describe('a test of rounds and the versions of room.opened', () => {
  it('a system the verifier lacks fails with version at its start, naming the system', () => {
    const { entries, of } = played();
    const result = verify(entries, createRegistry([d20RollUnder]));
    expect(result.failures).toEqual([
      {
        seq: of,
        check: 'version',
        message: expect.stringMatching(
          /the log names 2d6-pool \S+, and this verifier does not have 2d6-pool/,
        ),
      },
    ]);
  });

  it('rounds that reproduce under another version pass, with a note naming both versions', () => {
    const { entries } = played();
    const result = verify(underVersion(entries, '0.0.1'));
    expect(result.failures).toEqual([]);
    expect(result.status).toBe('verified');
    expect(result.notes.map((n) => n.message)).toContainEqual(
      expect.stringContaining(`2d6-pool: the log names 0.0.1, checked with ${here}`),
    );
  });

  it('a forged round under another version fails with version, naming both versions', () => {
    const { entries, of } = played();
    const round = entries.findIndex((e) => e.type === 'round' && e.of === of);
    const steps = (entries[round]!.steps as Raw[]).map((s, i) => (i === 0 ? { ...s, text: 'forged' } : s));
    entries[round] = { ...entries[round], steps };
    const result = verify(underVersion(entries, '0.0.1'));
    expect(result.failures).toContainEqual({
      seq: round + 1,
      check: 'version',
      message: expect.stringContaining(`the log names 2d6-pool 0.0.1, this verifier has 2d6-pool ${here}`),
    });
  });
});
