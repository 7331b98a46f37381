// What a check of an export proved, in the words every screen shows (issue 36: the web's verify page said them
// itself): the head typed or kept, an earlier export against the entry seen at its end, and each failure by entry.
import { describe, expect, it } from 'vitest';
import { buildRoom, ENGINE_VERSION, registry } from '../test-support/build-room.js';
import { parseHeadField, verifyExport } from './verify-export.js';

type Raw = Record<string, unknown>;
const room = buildRoom();
const whole = () => room.export() as unknown as { entries: Raw[] };
const text = (exported: unknown) => JSON.stringify(exported);
const entries = whole().entries as { seq: number; hash: string; room?: { id: string } }[];
const roomId = entries[0]!.room!.id;
const at = (seq: number) => entries[seq - 1]!;
/** This screen saw the room live up to `upTo`. */
const kept = (upTo: number) => ({
  last: (id: string) => (id === roomId ? { seq: upTo, hash: at(upTo).hash } : undefined),
  hashAt: (id: string, seq: number) => (id === roomId && seq <= upTo ? at(seq).hash : undefined),
});
const options = { engineVersion: ENGINE_VERSION, here: 'this browser' };

describe('an export checked as a screen offers it', () => {
  it('a closed log: Verified, its headline and nothing against', () => {
    const checked = verifyExport(text(whole()), registry, options);
    expect(checked).toMatchObject({
      ok: true,
      report: { headline: 'Verified: closed log, all 20 entries checked', failures: [], unverifiable: [] },
    });
    expect(checked.ok && checked.report.against).toBeUndefined();
  });

  it('a head typed wrong is a problem naming the field, and nothing is checked', () => {
    expect(verifyExport(text(whole()), registry, { ...options, headText: '12:abc' })).toEqual({
      ok: false,
      problem: 'The head must be SEQ:HASH or HASH (64 hex digits), as the room page showed it',
    });
    expect(parseHeadField(` 7:${'AB'.repeat(32)} `)).toEqual({ seq: 7, hash: 'ab'.repeat(32) });
  });

  it('cut before the head kept here: an earlier export, consistent, saying how many entries came after', () => {
    const cut = whole();
    cut.entries = cut.entries.slice(0, 15);
    const checked = verifyExport(text(cut), registry, { ...options, kept: kept(20) });
    expect(checked.ok && checked.report.headline).toBe(
      'An earlier export of this room, consistent with what you saw',
    );
    expect(checked.ok && checked.report.against).toBe(
      'It ends at seq 15, an entry this browser saw live, with the same hash; this browser later saw the room up to seq 20, so 5 entries came after this export.',
    );
  });

  it('against the head kept, a changed die fails naming its entry and field', () => {
    const changed = whole();
    const roll = changed.entries.find((e) => e.type === 'roll' && Array.isArray(e.dice)) as {
      seq: number;
      dice: { face: number }[];
    };
    roll.dice[0]!.face = roll.dice[0]!.face === 1 ? 2 : 1;
    const checked = verifyExport(text(changed), registry, { ...options, kept: kept(20) });
    expect(checked.ok && checked.report.headline).toMatch(/^Failed: /);
    expect(checked.ok && checked.report.against).toMatch(
      /^Checked against the head this browser saw live at this room: seq 20 \(hash [0-9a-f]{12}…\)/,
    );
    expect(checked.ok && checked.report.failures.some((f) => f.startsWith(`Entry #${roll.seq} (`))).toBe(
      true,
    );
  });
});
