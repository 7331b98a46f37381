// A request card's first sentence is the room view's (issue 36: the web card worded it itself): who asks, the roll
// by its name, what is hidden, and the GM's note; and what its visible input is called.
import type { RequestEntry } from '@verdict/fair';
import { describe, expect, it } from 'vitest';
import { registry } from '../test-support/build-room.js';
import { waitingRequest } from './room-view-requests.js';

const common = { type: 'request', seq: 5, by: 'gm', to: ['p'], system: 'd20-roll-under', test: 'check' };
const request = (fields: Record<string, unknown>) => ({ ...common, ...fields }) as unknown as RequestEntry;

describe('a request waiting for me, as its card says it', () => {
  it('says a hidden difficulty and the note', () => {
    const card = waitingRequest(request({ visibility: 'public', sealed: 'c'.repeat(64), note: 'the lock' }), {
      from: 'Ada',
      registry,
    });
    expect(card.asks).toBe('Ada asks you to roll Check against a hidden difficulty: “the lock”');
    expect(card.hidden).toBe(true);
  });

  it("names the GM's hidden fields of a request in parts, and its open input as the GM's part", () => {
    const hidden = waitingRequest(
      request({ visibility: 'public', sealed: 'c'.repeat(64), fixes: ['value'] }),
      { from: 'Ada', registry },
    );
    expect(hidden.asks).toBe("Ada asks you to roll Check with the GM's skill hidden");
    const open = waitingRequest(request({ visibility: 'public', input: { value: 12 }, fixes: ['value'] }), {
      from: 'Ada',
      registry,
    });
    expect(open).toMatchObject({ asks: 'Ada asks you to roll Check', inputLabel: 'Set by the GM' });
    expect(
      waitingRequest(request({ visibility: 'public', input: { value: 12 } }), { from: 'Ada' }).inputLabel,
    ).toBe('Input');
  });

  it('a test rolled whole is not offered round by round, and says why', () => {
    const card = waitingRequest(request({ visibility: 'blind', input: { value: 12 } }), {
      from: 'Ada',
      registry,
    });
    expect(card.answerRounds).toMatchObject({
      allowed: false,
      why: 'Check is rolled whole, not round by round',
    });
  });
});
