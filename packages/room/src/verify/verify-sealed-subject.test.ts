// Sealed means sealed (issue 34, fairplay.md item 10): under protocol 2 a gm or blind roll's public entry
// names no system or test (its seal holds them, its reveal shows them). A log that names them there fails,
// and so does a reveal that changes the test; protocol 1 logs, which name them, verify as they always did.
import { seal } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { describeEntry } from '../describe/describe-entry.js';
import { viewOf } from '../log-view.js';
import { buildRoom, rechain, registry } from '../test-support/build-room.js';
import { verifyLog } from './verify-log.js';

type Raw = Record<string, unknown>;
const v2 = () => buildRoom(Number.POSITIVE_INFINITY, 2).export() as unknown as { entries: Raw[] };
const failures = (entries: Raw[]) =>
  verifyLog({ format: 'verdict-room-log', version: 1, entries }, registry).failures.map(
    (f) => `${f.seq}:${f.check}: ${f.message}`,
  );
/** A forger's reveal of `of` (at `at`) that changes what the hidden part says, re-sealing the entry to match. */
function forgeReveal(entries: Raw[], of: number, at: number, change: Raw): Raw[] {
  const forged = structuredClone(entries);
  const content = { ...(forged[at - 1]!.content as Raw), ...change };
  forged[of - 1] = { ...forged[of - 1], sealed: seal(content as { salt: string }) };
  forged[at - 1] = { ...forged[at - 1], content };
  return rechain(forged);
}

describe('protocol 2 seals what a gm or blind roll rolls', () => {
  it('their public entries name no system or test; their reveals do; the log verifies', () => {
    const { entries } = v2();
    const secret = entries.find((e) => e.seq === 7)!; // the GM's gm roll (t13 value)
    const blind = entries.find((e) => e.seq === 9)!; // Olaf's blind answer to request 8
    for (const entry of [secret, blind]) {
      expect(entry).not.toHaveProperty('system');
      expect(entry).not.toHaveProperty('test');
    }
    expect(entries.find((e) => e.type === 'reveal' && e.of === 7)?.content).toMatchObject({
      system: 't13',
      test: 'value',
    });
    expect(failures(entries)).toEqual([]);
    // Protocol 1 names them in the open, as it always did, and still verifies.
    const v1 = buildRoom().export() as unknown as { entries: Raw[] };
    expect(v1.entries[6]).toMatchObject({ visibility: 'gm', system: 't13', test: 'value' });
    expect(failures(v1.entries)).toEqual([]);
  });

  it('a protocol 2 gm roll that names its test in its public entry fails', () => {
    const { entries } = v2();
    entries[6] = { ...entries[6], system: 't13', test: 'value' };
    expect(failures(rechain(entries))).toContain(
      '7:shape: a gm roll names no system or test in its public entry (protocol 2 seals them)',
    );
  });

  it('a forged reveal that changes the test fails, re-sealed or not', () => {
    const { entries } = v2();
    const changed = structuredClone(entries);
    changed[10] = { ...changed[10], content: { ...(changed[10]!.content as Raw), test: 'dice' } };
    expect(failures(rechain(changed))).toContain(
      '11:seal: the revealed content does not hash to the seal of seq 7',
    );
    // Re-sealed to match: the rules of the test it now names do not give its outcome.
    expect(failures(forgeReveal(entries, 7, 11, { test: 'dice' })).join('\n')).toMatch(/^7:outcome: /m);
  });

  it("an answer whose revealed test is not its request's fails", () => {
    const forged = forgeReveal(v2().entries, 9, 15, { test: 'horror' });
    expect(failures(forged)).toContain("15:request: seq 9's test is horror, but request 8 asks for check");
  });

  it('reads as a secret roll by its roller until it is opened or revealed', () => {
    const log = buildRoom(10, 2);
    const entry = log.entries[6]!;
    const player = viewOf(log.entries);
    expect(describeEntry(entry, player, registry).sentence).toBe('Gwen made a secret roll [secret, sealed]');
    expect(describeEntry(log.entries[8]!, player, registry).sentence).toBe(
      'Olaf made a blind roll (answers #8) [blind, sealed]',
    );
    // The GM opened it (the private route): the GM's own view names the test.
    const gm = viewOf(log.entries, new Map([[7, log.hidden.get(7)]]));
    expect(describeEntry(entry, gm, registry).sentence).toMatch(/^Gwen rolled Value .*\[secret, opened\]/);
    log.reveal('gm', 7);
    expect(describeEntry(entry, viewOf(log.entries), registry).sentence).toMatch(
      /^Gwen rolled Value .*\[secret, revealed\]/,
    );
  });
});
