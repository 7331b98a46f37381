// The verdict says exactly what was proven (issue 24, finding 4): a closed and fully revealed log is
// "Verified"; an open log, a cut log or unrevealed entries are "Incomplete", naming what is left; a head
// the client saw live catches a cut log; an unknown system version fails loudly; a changed die names
// the field and both values.
import { createRegistry } from '@verdict/core';
import { describeVerdict } from '@verdict/fair';
import { twoD6Pool } from '@verdict/system-2d6-pool';
import { d20RollUnder } from '@verdict/system-d20-roll-under';
import { describe, expect, it } from 'vitest';
import { buildRoom, ENGINE_VERSION, rechain, registry } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const fresh = () => room.export() as unknown as { entries: Raw[]; head?: unknown };
const options = { engineVersion: ENGINE_VERSION };

describe('the verdict names what was proven', () => {
  it('a closed log with every sealed entry revealed: verified, every entry checked', () => {
    const result = verifyLog(fresh(), registry, options);
    expect(result).toMatchObject({ status: 'verified', closed: true, entries: 20 });
    expect(describeVerdict(result)[0]).toBe('Verified: closed log, all 20 entries checked');
  });

  it('an open log with sealed entries: incomplete, naming the entries and why, never "intact" alone', () => {
    const open = fresh();
    open.entries = open.entries.slice(0, 13);
    const result = verifyLog(open, registry, options);
    expect(result).toMatchObject({ status: 'incomplete', closed: false, failures: [] });
    expect(result.unverifiable.map((u) => `${u.seq}:${u.kind}`)).toEqual([
      '6:sealed',
      '8:sealed',
      '9:sealed',
      '13:epoch',
    ]);
    const [headline] = describeVerdict(result);
    expect(headline).toBe(
      `Incomplete: chain intact to seq 13 (hash ${String(open.entries[12]!.hash).slice(0, 12)}…); 4 entries not verifiable yet (sealed, epoch not revealed): #6, #8, #9, #13; log still open`,
    );
  });

  it('a closed log with one sealed entry left: incomplete, not verified', () => {
    const log = fresh();
    log.entries = log.entries.slice(0, 19); // closed, but roll 6 is not revealed yet
    const result = verifyLog(log, registry, options);
    expect(result.status).toBe('incomplete');
    expect(describeVerdict(result)[0]).toMatch(/1 entry not verifiable yet \(sealed\): #6$/);
  });
});

describe('a cut log', () => {
  it('its last entries cut off: incomplete (the log reads as still open), never verified', () => {
    const cut = fresh();
    cut.entries = cut.entries.slice(0, 18); // room.closed and the last reveal gone
    const result = verifyLog(cut, registry, options);
    expect(result.status).toBe('incomplete');
    expect(result.closed).toBe(false);
    expect(describeVerdict(result)[0]).toMatch(/log still open$/);
  });

  it('checked against the head a client saw live: a log that ends before it fails, naming both', () => {
    const full = fresh().entries;
    const last = full.at(-1) as { seq: number; hash: string };
    const cut = fresh();
    cut.entries = cut.entries.slice(0, 18);
    const result = verifyLog(cut, registry, { ...options, head: { seq: last.seq, hash: last.hash } });
    expect(result.status).toBe('failed');
    expect(result.failures).toEqual([
      {
        seq: null,
        check: 'head',
        message: `the log ends at seq 18, before the head seq 20 (hash ${last.hash.slice(0, 12)}…): entries were cut off`,
      },
    ]);
    const hashOnly = verifyLog(cut, registry, { ...options, head: { hash: last.hash } });
    expect(hashOnly.failures.map((f) => f.check)).toEqual(['head']);
    expect(hashOnly.failures[0]!.message).toMatch(/is not in the log/);
  });

  it('a head that names another hash at its seq fails; the right head passes and is named', () => {
    const entries = fresh().entries;
    const wrong = verifyLog(fresh(), registry, {
      ...options,
      head: { seq: 19, hash: String(entries[18]!.hash).replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
    });
    expect(wrong.failures.map((f) => f.check)).toEqual(['head']);
    const right = verifyLog(fresh(), registry, {
      ...options,
      head: { seq: 20, hash: String(entries[19]!.hash) },
    });
    expect(right.status).toBe('verified');
    expect(describeVerdict(right)).toContain(
      `Head: seq 20 (hash ${String(entries[19]!.hash).slice(0, 12)}…) is in the log`,
    );
  });

  it("the export's own head must name its last entry: a cut that keeps the old head fails", () => {
    const entries = fresh().entries;
    const last = entries.at(-1) as { seq: number; hash: string };
    const whole = { ...fresh(), head: { seq: last.seq, hash: last.hash } };
    expect(verifyLog(whole, registry, options).status).toBe('verified');
    const cut = { ...whole, entries: entries.slice(0, 19) };
    const result = verifyLog(cut, registry, options);
    expect(result.failures.map((f) => `${f.seq}:${f.check}`)).toEqual(['null:head']);
    expect(verifyLog({ ...whole, head: { seq: 'x' } }, registry, options).failures[0]).toMatchObject({
      check: 'format',
    });
  });
});

describe('versions: an unknown one fails loudly unless the outcome still reproduces', () => {
  it('a forged outcome under a system version the verifier lacks: failed, naming the system and version', () => {
    const log = fresh();
    (log.entries[0]!.systems as Raw)['d20-roll-under'] = '9.9.9';
    (log.entries[4] as { outcome: Raw }).outcome.label = 'Success';
    log.entries = rechain(log.entries);
    const result = verifyLog(log, registry, options);
    expect(result.status).toBe('failed');
    expect(result.failures).toEqual([
      {
        seq: 5,
        check: 'version',
        message: expect.stringContaining(
          `the log names d20-roll-under 9.9.9, this verifier has d20-roll-under ${d20RollUnder.version}`,
        ),
      },
    ]);
    expect(result.failures[0]!.message).toMatch(/outcome\.label: rules "Extreme Failure", log "Success"/);
  });

  it('an honest roll under another version still reproduces: verified, with a note naming the versions', () => {
    const log = fresh();
    (log.entries[0]!.systems as Raw)['d20-roll-under'] = '9.9.9';
    log.entries = rechain(log.entries);
    const result = verifyLog(log, registry, options);
    expect(result.status).toBe('verified');
    expect(result.notes[0]).toEqual({
      seq: null,
      message: `d20-roll-under: the log names 9.9.9, checked with ${d20RollUnder.version}; every roll of it reproduces`,
    });
  });

  it('a system the verifier does not have at all: failed, naming it', () => {
    const result = verifyLog(fresh(), createRegistry([d20RollUnder, twoD6Pool]), options);
    expect(result.status).toBe('failed');
    expect(result.failures).toEqual([
      {
        seq: 7,
        check: 'version',
        message: expect.stringContaining('the log names t13 '),
      },
    ]);
  });
});

describe('a changed die names the field and both values', () => {
  it('an entered die changed (rechained): outcome differs at the first differing path', () => {
    const log = fresh();
    const dice = (log.entries[9] as { dice: { face: number }[] }).dice;
    dice[2]!.face = 4; // a kept die: 6, 5 becomes 6, 4
    log.entries = rechain(log.entries);
    const result = verifyLog(log, registry, options);
    expect(result.failures).toEqual([
      {
        seq: 10,
        check: 'outcome',
        message:
          'outcome differs at outcome.label: rules "Success, 2 degrees", log "Success, 3 degrees" (from faces [6, 3, 4, 1])',
      },
    ]);
    expect(describeVerdict(result)[0]).toBe(
      'Failed: entry #10: outcome differs at outcome.label: rules "Success, 2 degrees", log "Success, 3 degrees" (from faces [6, 3, 4, 1])',
    );
  });

  it('a difference deep inside the outcome is named by its path', () => {
    const log = fresh();
    const outcome = (log.entries[9] as { outcome: { kept: number[] } }).outcome;
    outcome.kept[1] = 4;
    log.entries = rechain(log.entries);
    expect(verifyLog(log, registry, options).failures[0]!.message).toBe(
      'outcome differs at outcome.kept[1]: rules 5, log 4 (from faces [6, 3, 5, 1])',
    );
  });
});

describe('computableText', () => {
  it('says what ending an epoch makes computable, and nothing when nothing does', async () => {
    const { computableText } = await import('@verdict/fair');
    expect(computableText({ blindRolls: 3, hiddenRequestAnswers: 0 })).toBe(
      '3 unrevealed blind rolls become computable to their rollers',
    );
    expect(computableText({ blindRolls: 1, hiddenRequestAnswers: 2 })).toBe(
      '1 unrevealed blind roll becomes computable to its roller; 2 answers to a hidden request become computable to their rollers (with the public label, a clue to the hidden input)',
    );
    expect(computableText({ blindRolls: 0, hiddenRequestAnswers: 0 })).toBe('');
  });
});
