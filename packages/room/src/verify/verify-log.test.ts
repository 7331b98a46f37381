import { describe, expect, it } from 'vitest';
import { buildRoom, ENGINE_VERSION, rechain, registry, serverSeeds } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const fresh = () => room.export() as unknown as { format: string; version: number; entries: Raw[] };
const checks = (result: ReturnType<typeof verifyLog>) => result.failures.map((f) => `${f.seq}:${f.check}`);

describe('verifyLog on a whole room', () => {
  it('verifies every entry of an honest export, and has nothing left unverifiable once all is revealed', () => {
    const result = verifyLog(fresh(), registry, { engineVersion: ENGINE_VERSION });
    expect(result.failures).toEqual([]);
    expect(result.unverifiable).toEqual([]);
    expect(result).toMatchObject({ ok: true, entries: 20 });
  });

  it('takes the export as JSON text, the way it comes off the wire', () => {
    expect(verifyLog(JSON.stringify(fresh()), registry)).toMatchObject({ ok: true, entries: 20 });
  });

  it('says what is not yet verifiable in a room still open: unrevealed seals and the current epoch', () => {
    const open = fresh();
    open.entries = open.entries.slice(0, 13); // before the request and the blind roll are revealed
    const result = verifyLog(open, registry);
    expect(result).toMatchObject({ ok: true, status: 'incomplete' });
    expect(result.unverifiable).toEqual([
      // Issue 37, N6: the visibility in the words the table uses ("result only", as the select and the badge).
      { seq: 6, kind: 'sealed', reason: 'a sealed result-only roll, not revealed yet' },
      { seq: 8, kind: 'sealed', reason: 'a request with a hidden input, not revealed yet' },
      { seq: 9, kind: 'sealed', reason: 'a sealed blind roll, not revealed yet' },
      {
        seq: 13,
        kind: 'epoch',
        reason: 'the server seed of epoch 2 is not revealed yet: its dice cannot be checked',
      },
    ]);
  });
});

// Issue 37, N11: the verifier said of a T13 Value Test in direct mode, which rolls no dice, "its dice cannot be
// checked" until the epoch's server seed is revealed.
it('leaves nothing to wait for in a roll without dice', () => {
  const log = buildRoom(4); // opened, the GM and two players joined; epoch 1 running
  const value = { system: 't13', test: 'value', visibility: 'public' as const };
  const pushCar = {
    tested: { facet: 'Zeal', contributions: [{ label: 'Pusher', boon: 13 }] },
    opposing: { facet: 'Inertia', contributions: [{ label: 'Car', boon: 18 }] },
  };
  log.roll('olaf', { ...value, input: { ...pushCar, mode: 'direct' } }, { clientSeed: 'olaf-1' }); // 5: no dice
  log.roll('olaf', { ...value, input: { ...pushCar, mode: 'percentage' } }, { clientSeed: 'olaf-2' }); // 6: a d100
  const result = verifyLog(log.export(), registry);
  expect(result.failures).toEqual([]);
  expect(result.unverifiable.map((u) => `${u.seq}:${u.kind}`)).toEqual(['6:epoch']);
});

describe('verifyLog names each tamper', () => {
  it('an edited outcome (rehashed and rechained by the forger): outcome', () => {
    const log = fresh();
    const roll = log.entries[4] as { outcome: Raw };
    roll.outcome = { ...roll.outcome, result: 'success', label: 'Success', tier: 1 };
    log.entries = rechain(log.entries);
    expect(checks(verifyLog(log, registry))).toEqual(['5:outcome']);
  });

  it('an edited outcome left with its old hash: hash, and the next entry no longer links', () => {
    const log = fresh();
    (log.entries[4] as { outcome: Raw }).outcome.label = 'Critical Success';
    const result = verifyLog(log, registry);
    expect(checks(result)).toEqual(expect.arrayContaining(['5:hash', '5:outcome']));
  });

  it('a removed entry: seq and prev', () => {
    const log = fresh();
    log.entries.splice(9, 1); // the entered roll, seq 10
    expect(checks(verifyLog(log, registry))).toEqual([
      '11:seq',
      '11:prev',
      '12:seq',
      '13:seq',
      '14:seq',
      '15:seq',
      '16:seq',
      '17:seq',
      '18:seq',
      '19:seq',
      '20:seq',
    ]);
  });

  it('a removed generated roll, renumbered and rechained: a nonce gap', () => {
    const log = fresh();
    log.entries.splice(4, 1); // seq 5, nonce 0 of epoch 1
    log.entries = rechain(log.entries.map((entry, i) => ({ ...entry, seq: i + 1 })));
    const result = verifyLog(log, registry);
    expect(checks(result)).toContain('5:nonce');
    expect(result.failures.find((f) => f.check === 'nonce')?.message).toMatch(
      /skips 0: a generated roll is missing/,
    );
  });

  it('a reordered entry: seq and prev at both places', () => {
    const log = fresh();
    [log.entries[4], log.entries[5]] = [log.entries[5]!, log.entries[4]!];
    // Each swapped entry is out of place and unlinked, and their nonces now run 1, 0.
    expect(checks(verifyLog(log, registry))).toEqual([
      '5:seq',
      '5:prev',
      '5:nonce',
      '6:seq',
      '6:prev',
      '6:nonce',
      '7:prev',
    ]);
  });

  it('reordered rolls, renumbered and rechained: their nonces are out of order', () => {
    const log = fresh();
    [log.entries[4], log.entries[5]] = [log.entries[5]!, log.entries[4]!];
    log.entries = rechain(log.entries.map((entry, i) => ({ ...entry, seq: i + 1 })));
    expect(checks(verifyLog(log, registry))).toEqual(expect.arrayContaining(['5:nonce', '6:nonce']));
  });

  it('a reused nonce: nonce, and the dice do not come from the seeds', () => {
    const log = fresh();
    (log.entries[16] as Raw).nonce = 0; // seq 17 takes epoch 2's nonce 0 again
    log.entries = rechain(log.entries);
    expect(checks(verifyLog(log, registry))).toEqual(['17:nonce', '17:dice']);
  });

  it('a reveal that does not match its seal: seal', () => {
    const log = fresh();
    const reveal = log.entries[14] as { content: { input: Raw } }; // seq 15 reveals the blind roll
    reveal.content.input = { ...reveal.content.input, value: 18 };
    log.entries = rechain(log.entries);
    const result = verifyLog(log, registry);
    expect(checks(result)).toEqual(['15:seal']);
    expect(result.unverifiable).toEqual([
      { seq: 9, kind: 'sealed', reason: 'a sealed blind roll, not revealed yet' },
    ]);
  });

  it('a wrong server seed: commitment, and that epoch’s dice cannot be checked', () => {
    const log = fresh();
    (log.entries[11] as Raw).serverSeed = serverSeeds[2];
    log.entries = rechain(log.entries);
    const result = verifyLog(log, registry);
    expect(checks(result)).toEqual(['12:commitment']);
    expect(result.unverifiable.map((u) => u.seq)).toEqual([5, 6, 7, 9]);
  });

  it('faces that the seeds do not give, with a consistent outcome: dice', () => {
    const log = fresh();
    // Olaf's d20 at seq 13 shown as a 1, and the outcome a critical success to match the rules.
    const honest = log.entries[12] as { dice: Raw[]; outcome: Raw; input: unknown };
    const forged = registry.test('d20-roll-under', 'check').resolve(honest.input as never, {
      dice: { d: () => 1, roll: () => [] } as never,
    });
    honest.dice[0]!.face = 1;
    honest.outcome = JSON.parse(JSON.stringify(forged.outcome));
    log.entries = rechain(log.entries);
    expect(checks(verifyLog(log, registry))).toEqual(['13:dice']);
  });

  it("an outcome roll's public result that is not its revealed outcome: outcome", () => {
    const log = fresh();
    (log.entries[5] as { result: Raw }).result = { result: 'success', label: 'Success, 9 degrees', tier: 10 };
    log.entries = rechain(log.entries);
    expect(verifyLog(log, registry).failures).toEqual([
      {
        seq: 6,
        check: 'outcome',
        message: "the public result Success, 9 degrees is not the revealed outcome's (Success, 0 degrees)",
      },
    ]);
  });

  it('another client seed than the one the dice came from: dice', () => {
    const log = fresh();
    (log.entries[4] as Raw).clientSeed = 'olaf-lucky';
    log.entries = rechain(log.entries);
    expect(checks(verifyLog(log, registry))).toEqual(['5:dice']);
  });

  it('generated dice passed off as entered ones: dice', () => {
    const log = fresh();
    for (const die of (log.entries[4] as { dice: Raw[] }).dice) die.source = 'entered';
    log.entries = rechain(log.entries);
    expect(verifyLog(log, registry).failures).toEqual([
      {
        seq: 5,
        check: 'dice',
        message: 'die 1 is entered, but the roll has a nonce, so its dice are generated',
      },
    ]);
  });
});
