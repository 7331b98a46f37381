// The request a member names to answer, from the client's snapshot (issue 36, h7-owlbear): the CLI's `room answer`
// worked it out from the log itself; now one that is not waiting for the member is refused in the room's words.
import { describe, expect, it } from 'vitest';
import { membersOf } from '../table-state.js';
import { buildRoom } from '../test-support/build-room.js';
import { requestToAnswer } from './request-to-answer.js';

/** The snapshot of `me` at the evening of `buildRoom(upTo)`. */
function snapshotOf(upTo: number, me: string) {
  const entries = buildRoom(upTo).entries;
  const members = membersOf(entries);
  return { entries, members, me: members.find((member) => member.id === me)! };
}

describe('the request a member names to answer', () => {
  it('is one waiting for them, by number or by note', () => {
    expect(requestToAnswer(snapshotOf(8, 'olaf'), '#8', 'answer')).toMatchObject({
      ok: true,
      value: { seq: 8 },
    });
    expect(requestToAnswer(snapshotOf(8, 'olaf'), 'roll perception', 'answer')).toMatchObject({
      ok: true,
      value: { seq: 8 },
    });
  });

  it('is refused, in words, when answered already, asked of others, or the room is closed', () => {
    expect(requestToAnswer(snapshotOf(9, 'olaf'), '8', 'answer')).toEqual({
      ok: false,
      problem: 'answer: you answered request #8 already',
    });
    expect(requestToAnswer(snapshotOf(9, 'grog'), '8', 'answer')).toEqual({
      ok: false,
      problem: 'answer: request #8 asks Olaf, not you',
    });
    expect(requestToAnswer(snapshotOf(19, 'grog'), '16', 'answer')).toEqual({
      ok: false,
      problem: 'answer: the room is closed; request #16 takes no answer',
    });
  });

  it('says a miss as requestNamed says it', () => {
    expect(requestToAnswer(snapshotOf(9, 'olaf'), '5', 'answer')).toEqual({
      ok: false,
      problem: 'answer: entry 5 is not a request of this room (requests: “Roll Perception” (#8))',
    });
  });
});
