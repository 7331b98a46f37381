// Point 6 against the versions room.opened names, and a sealed public answer to a hidden request.
import { createRegistry } from '@verdict/core';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { buildRoom, ENGINE_VERSION, rechain, registry } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const fresh = () => room.export() as unknown as { entries: Raw[] };

describe('verifyLog and the versions of room.opened', () => {
  it('a system the registry lacks: its rolls fail with version, naming the system (never silently skipped)', () => {
    const result = verifyLog(fresh(), createRegistry([d20RollUnder]));
    expect(result.status).toBe('failed');
    expect(result.failures.map((f) => `${f.seq}:${f.check}`)).toEqual([
      '6:version',
      '7:version',
      '10:version',
    ]);
    expect(result.failures[0]!.message).toMatch(
      /the log names 2d6-pool \S+, and this verifier does not have 2d6-pool/,
    );
  });

  it('a forged outcome under other system versions fails with version, naming both versions', () => {
    const log = fresh();
    (log.entries[0]!.systems as Raw)['d20-roll-under'] = '0.9.0';
    (log.entries[4] as { outcome: Raw }).outcome.label = 'Success';
    log.entries = rechain(log.entries);
    const result = verifyLog(log, registry);
    expect(result.unverifiable).toEqual([]);
    expect(result.failures).toEqual([
      {
        seq: 5,
        check: 'version',
        message: expect.stringContaining(
          'the log names d20-roll-under 0.9.0, this verifier has d20-roll-under',
        ),
      },
    ]);
  });

  it('the same under another engine version, when the verifier says which engine it runs', () => {
    const log = fresh();
    (log.entries[4] as { outcome: Raw }).outcome.label = 'Success';
    log.entries = rechain(log.entries);
    expect(verifyLog(log, registry, { engineVersion: ENGINE_VERSION }).failures.map((f) => f.check)).toEqual([
      'outcome',
    ]);
    const other = verifyLog(log, registry, { engineVersion: '0.0.1' });
    expect(other.failures).toEqual([
      {
        seq: 5,
        check: 'version',
        message: expect.stringContaining(`the log names engine ${ENGINE_VERSION}, this verifier has 0.0.1`),
      },
    ]);
    const honest = verifyLog(fresh(), registry, { engineVersion: '0.0.1' });
    expect(honest.status).toBe('verified');
    expect(honest.notes.map((n) => n.message)).toContain(
      `d20-roll-under: the log names engine ${ENGINE_VERSION}, checked with 0.0.1; every roll of it reproduces`,
    );
  });

  it('a roll of a system room.opened does not list: version', () => {
    const log = fresh();
    delete (log.entries[0]!.systems as Raw).t13;
    log.entries = rechain(log.entries);
    expect(verifyLog(log, registry).failures).toEqual([
      { seq: 7, check: 'version', message: 'room.opened does not state the version of t13' },
    ]);
  });
});

describe('a public request with a hidden input', () => {
  const build = () => {
    const log = buildRoom(10); // epoch 1 still open, the next nonce is 4
    const hidden = { value: 7 };
    const ask = { system: 'd20-roll-under', test: 'check', visibility: 'public' as const };
    const request = log.sealed({ type: 'request', by: 'gm', to: ['grog'], ...ask }, { input: hidden }); // 11
    log.roll(
      'grog',
      { ...ask, input: hidden, request: request.seq },
      { clientSeed: 'g' },
      { sealAnyway: true },
    ); // 12
    return { log, request };
  };

  it('is answered by a sealed public roll, verifiable once both are revealed', () => {
    const { log } = build();
    const before = verifyLog(log.export(), registry);
    expect(before.failures).toEqual([]);
    expect(before.unverifiable.map((u) => u.seq)).toEqual([5, 6, 7, 8, 9, 11, 12]);
    log.reveal('gm', 11);
    log.reveal('gm', 12);
    const after = verifyLog(log.export(), registry);
    expect(after.failures).toEqual([]);
    expect(after.unverifiable.at(-1)).toEqual({
      seq: 12,
      kind: 'epoch',
      reason: 'the server seed of epoch 1 is not revealed yet: its dice cannot be checked',
    });
  });

  it('a sealed public roll that answers no hidden request: shape', () => {
    const log = buildRoom(10);
    log.roll(
      'grog',
      { system: 'd20-roll-under', test: 'check', input: { value: 3 }, visibility: 'public' },
      { dice: [2] },
      { sealAnyway: true },
    );
    expect(verifyLog(log.export(), registry).failures).toEqual([
      {
        seq: 11,
        check: 'shape',
        message: 'a public roll is sealed only when it answers a request with a hidden input',
      },
    ]);
  });

  it('an answer whose revealed input is not the request’s: request', () => {
    const { log, request } = build();
    log.roll(
      'grog',
      {
        system: 'd20-roll-under',
        test: 'check',
        input: { value: 19 },
        visibility: 'public',
        request: request.seq,
      },
      { dice: [2] },
    );
    log.reveal('gm', 11);
    const found = verifyLog(log.export(), registry).failures;
    expect(found).toContainEqual({
      seq: 13,
      check: 'request',
      message: 'its input is not the input of request 11',
    });
  });
});
