// What a person types at a room, understood by every client the same way (issue 38, N1; moved here from the CLI,
// issue 36): members and requests by name, visibilities by the log's words, a reveal's seq, over a real evening's
// log (build-room.ts). Each miss says what there is.
import { describe, expect, it } from 'vitest';
import { membersOf } from '../table-state.js';
import { buildRoom } from '../test-support/build-room.js';
import { memberIdsByName, requestNamed, visibilityOf } from './addressing.js';
import { revealRefusal, revealSeqOf } from './checks-here.js';

const { entries } = buildRoom();
const members = membersOf(entries);

describe('addressing a room by name', () => {
  it('takes member names in any case, and ids; a miss names the members with a guess', () => {
    expect(memberIdsByName(members, 'olaf, GROG', '--to')).toEqual({ ok: true, value: ['olaf', 'grog'] });
    expect(memberIdsByName(members, 'gm', '--to')).toEqual({ ok: true, value: ['gm'] });
    expect(memberIdsByName(members, 'Grig', '--to')).toEqual({
      ok: false,
      problem: "--to: no member is named 'Grig': did you mean 'Grog'? (members: Gwen (GM), Olaf, Grog)",
    });
    expect(memberIdsByName(members, ' , ', '--to')).toMatchObject({ ok: false });
  });

  it("finds a request by number or by the GM's note, and lists the requests on a miss", () => {
    expect(requestNamed(entries, '#8', 'answer')).toMatchObject({ ok: true, value: { seq: 8 } });
    expect(requestNamed(entries, 'roll perception', 'answer')).toMatchObject({ ok: true, value: { seq: 8 } });
    expect(requestNamed(entries, '5', 'answer')).toEqual({
      ok: false,
      problem: 'answer: entry 5 is not a request of this room (requests: “Roll Perception” (#8), #16)',
    });
    expect(requestNamed(entries, 'Roll Percepton', 'answer')).toMatchObject({
      ok: false,
      problem: expect.stringContaining("did you mean 'Roll Perception'?"),
    });
  });

  it("reads a visibility in the log's words or its id, and names them all on a miss", () => {
    expect(visibilityOf('Result-only', '--visibility')).toEqual({ ok: true, value: 'outcome' });
    expect(visibilityOf('secret', '--visibility')).toEqual({ ok: true, value: 'gm' });
    expect(visibilityOf('gm', '--visibility')).toEqual({ ok: true, value: 'gm' });
    expect(visibilityOf('hidden', '--visibility')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^--visibility: expected one of public, result only, secret, blind/),
    });
  });

  it('checks a reveal against the sealed entries, saying which are', () => {
    expect(revealSeqOf('#5', [4, 5])).toEqual({ ok: true, value: 5 });
    expect(revealSeqOf('', [])).toEqual({
      ok: false,
      problem: 'Type the seq of a sealed entry (no entry is sealed)',
    });
    expect(revealSeqOf('x', [4])).toMatchObject({ ok: false });
    expect(revealRefusal(entries, 7)).toMatch(/^reveal: entry 7 is revealed already/);
    expect(revealRefusal(entries, 5)).toMatch(/^reveal: entry 5 seals nothing/);
  });
});
