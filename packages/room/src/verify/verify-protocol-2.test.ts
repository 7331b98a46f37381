// Protocol 2 (issue 34): a nonce per member, each epoch's end stating every member's count, no re-used
// commitment, and the writer's rules (no second reveal, a join by the joining member) in the verifier.
// Each forged log here is one the review (fairplay.md N3-N5, N8) found "Verified" under protocol 1.
import { commitment, hmacFaces } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { buildRoom, dropAndRechain, rechain, registry, serverSeeds } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const v2 = () => buildRoom(Number.POSITIVE_INFINITY, 2).export() as unknown as { entries: Raw[] };
const v1 = () => buildRoom().export() as unknown as { entries: Raw[] };
const failures = (log: { entries: Raw[] }) =>
  verifyLog({ format: 'verdict-room-log', version: 1, entries: log.entries }, registry).failures.map(
    (f) => `${f.seq}:${f.check}: ${f.message}`,
  );

const drop = dropAndRechain;

describe('protocol 2', () => {
  it('an honest evening verifies, and the same evening under protocol 1 still does (under its own version)', () => {
    const log = v2();
    expect(log.entries[0]).toMatchObject({ protocol: 2, algorithm: 'hmac-sha256-v2' });
    expect(verifyLog(log, registry).status).toBe('verified');
    expect(log.entries[11]).toMatchObject({ type: 'epoch.rotated', nonces: { gm: 1, grog: 1, olaf: 2 } });
    expect(log.entries[18]).toMatchObject({ type: 'room.closed', nonces: { grog: 1, olaf: 1 } });
    expect(v1().entries[0]).not.toHaveProperty('protocol');
    expect(verifyLog(v1(), registry).status).toBe('verified');
  });

  it('each member counts only their own rolls, and dice are keyed by the member', () => {
    expect(
      v2()
        .entries.filter((e) => e.type === 'roll')
        .map((e) => [e.seq, e.by, e.nonce]),
    ).toEqual([
      [5, 'olaf', 0],
      [6, 'grog', 0],
      [7, 'gm', 0],
      [9, 'olaf', 1],
      [10, 'grog', undefined],
      [13, 'olaf', 0],
      [17, 'grog', 0],
      [18, 'olaf', undefined],
    ]);
    // The same client seed at the same nonce gives two members different dice.
    const seed = { serverSeed: serverSeeds[1], clientSeed: 'same', nonce: 0, sides: [20, 20, 20, 20] };
    expect(hmacFaces({ ...seed, member: 'olaf' })).not.toEqual(hmacFaces({ ...seed, member: 'grog' }));
  });

  it('N3a: rolls by another member do not move a member’s nonce; a roll steered to another nonce fails', () => {
    // The operator burns nonces with rolls "by" the GM before Olaf's roll: Olaf's next nonce stays 1.
    const log = buildRoom(6, 2);
    const check = { system: 'd20-roll-under', test: 'check', input: { value: 9 } };
    for (let i = 0; i < 5; i++) log.roll('gm', { ...check, visibility: 'gm' }, { clientSeed: `burn-${i}` });
    const olaf = log.roll('olaf', { ...check, visibility: 'public' }, { clientSeed: 'olaf-2' }); // #12
    expect(olaf).toMatchObject({ seq: 12, nonce: 1 });
    const steered = log.export() as unknown as { entries: Raw[] };
    expect(failures(steered)).toEqual([]);
    // Olaf's roll written at the nonce that suits the operator (5 here) fails, before any seed is revealed.
    steered.entries[11] = { ...steered.entries[11], nonce: 5 };
    expect(failures({ entries: rechain(steered.entries) })).toEqual([
      '12:nonce: nonce 5 of epoch 1 for olaf skips 1: a generated roll is missing',
    ]);
  });

  it('N3: a roll moved to another member fails its dice once the seed is revealed', () => {
    const log = v2();
    log.entries[4] = { ...log.entries[4], by: 'grog' }; // olaf's public roll, now "grog's" nonce 0
    log.entries[5] = { ...log.entries[5], nonce: 1 }; // grog's own roll then takes his nonce 1
    log.entries = rechain(log.entries);
    expect(failures(log).filter((f) => f.startsWith('5:'))).toEqual([
      expect.stringMatching(/^5:dice: die 1 \(d20\) is \d+, but the seeds give \d+$/),
    ]);
  });

  it('N5: dropping the last roll of an inner epoch (and its reveal) fails without a head', () => {
    // #9 is Olaf's blind answer, the last generated roll of epoch 1; #15 reveals it.
    const forged = { entries: drop(v2().entries, [9, 15]) };
    expect(failures(forged)).toEqual([
      '11:nonce: epoch.rotated states the nonce counts {"gm":1,"grog":1,"olaf":2} for epoch 1, but the log holds {"gm":1,"grog":1,"olaf":1}: a generated roll is missing or added',
    ]);
    // The same cut of the last epoch's last roll fails at room.closed.
    expect(failures({ entries: drop(v2().entries, [17]) })).toContainEqual(
      expect.stringMatching(/^18:nonce: room.closed states the nonce counts \{"grog":1,"olaf":1\}/),
    );
  });

  it('an epoch end without its counts, or a protocol 1 log stating some, fails', () => {
    const log = v2();
    delete log.entries[11]!.nonces;
    log.entries = rechain(log.entries);
    expect(failures(log)).toEqual([
      '12:nonce: epoch.rotated must state the nonce counts of epoch 1 (protocol 2)',
    ]);
    const old = v1();
    old.entries[11] = { ...old.entries[11], nonces: { olaf: 2 } };
    old.entries = rechain(old.entries);
    expect(failures(old)).toEqual(['12:shape: nonces: a protocol 1 room states no nonce counts']);
  });

  it('a protocol and an algorithm that do not go together fail', () => {
    const log = v2();
    log.entries[0] = { ...log.entries[0], algorithm: 'hmac-sha256-v1' };
    log.entries = rechain(log.entries);
    expect(failures(log)).toContainEqual('1:shape: protocol 2 rolls with hmac-sha256-v2, not hmac-sha256-v1');
  });
});

describe('rules the writer had and the verifier lacked (both protocols)', () => {
  for (const [name, build] of [
    ['protocol 1', v1],
    ['protocol 2', v2],
  ] as const) {
    it(`N4 (${name}): a re-commitment to a revealed seed fails`, () => {
      const log = build();
      const rotated = log.entries[11] as { serverSeed: string; next: Raw };
      // Epoch 2 is committed to epoch 1's seed, revealed in the same entry: every member knows it.
      log.entries[11] = { ...rotated, next: { ...rotated.next, commitment: commitment(rotated.serverSeed) } };
      log.entries = rechain(log.entries);
      const found = failures(log);
      expect(found).toContainEqual(
        "12:commitment: the commitment to epoch 2's seed is an earlier commitment (a seed used or revealed before)",
      );
    });

    it(`N8 (${name}): a second reveal of an entry, and a join by another member, fail`, () => {
      const log = build();
      const again = { ...log.entries[10]!, seq: 21 }; // #11 reveals #7 again after the close
      log.entries = rechain([...log.entries, again]);
      expect(failures(log)).toEqual(['21:order: seq 7 is already revealed by entry 11']);
      const joined = build();
      joined.entries[3] = { ...joined.entries[3], by: 'olaf' }; // Grog's join "by" Olaf
      joined.entries = rechain(joined.entries);
      expect(failures(joined)).toEqual(['4:role: member.joined by "olaf": by is the joining member (grog)']);
    });
  }
});
