// The refusals an answer to a hidden request may get say nothing of the hidden input, and a request whose
// answers could not be admitted is refused when the GM asks: a whole input by its answers' entry size and, when
// hidden, their work; in parts, only a hidden request for a test with no cost model (no answer could be bounded).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitRequest, answerRefused, diceDoNotFit, hiddenBudgetRefusal } from './hidden-answers.js';

const limits = { entryBytes: 500_000, roomBytes: 50_000_000 };
const BUDGET = 2_000_000;
const whole = { input: { difficulty: 8 }, inParts: false, costModel: true };

describe("a hidden answer's refusals", () => {
  it('name the request and the field, never anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (request) => {
        for (const refusal of [diceDoNotFit(request), answerRefused(request)]) {
          const digits = `${refusal.message} ${refusal.issue}`.match(/\d+/g) ?? [];
          expect(new Set(digits)).toEqual(new Set([String(request)]));
        }
      }),
    );
    expect(diceDoNotFit(4)).toMatchObject({ code: 'dice_do_not_fit', path: '/dice' });
    expect(answerRefused(4)).toMatchObject({ code: 'answer_refused', path: '/request' });
  });
});

describe('the hidden-answer budget', () => {
  it('admits a worst case up to the budget, and refuses more or an unbounded one', () => {
    expect(hiddenBudgetRefusal(BUDGET, BUDGET)).toBeUndefined();
    expect(hiddenBudgetRefusal(BUDGET + 1, BUDGET)?.message).toContain('could take 2,000,001 steps');
    expect(hiddenBudgetRefusal(undefined, BUDGET)?.message).toContain('cannot be bounded');
    expect(hiddenBudgetRefusal(Number.POSITIVE_INFINITY, BUDGET)?.code).toBe('limit_exceeded');
  });
});

describe('admitRequest', () => {
  it('refuses a whole input whose answer could not fit the room, hidden or not', () => {
    const huge = { work: 10, output: 1_000_000 };
    for (const hidden of [false, true])
      expect(admitRequest(0, { ...whole, hidden, worst: huge }, limits, BUDGET)).toMatchObject({
        code: 'limit_exceeded',
        path: '/input',
        issue: expect.stringContaining('ROOM_ENTRY_BYTES'),
      });
  });

  it('refuses a hidden whole input past the budget, but not the same one in the open', () => {
    const heavy = { work: BUDGET * 2, output: 1_000 };
    expect(admitRequest(0, { ...whole, hidden: false, worst: heavy }, limits, BUDGET)).toBeUndefined();
    expect(admitRequest(0, { ...whole, hidden: true, worst: heavy }, limits, BUDGET)?.issue).toContain(
      'hidden-answer budget',
    );
    const unknown = { work: undefined };
    expect(admitRequest(0, { ...whole, hidden: true, worst: unknown }, limits, BUDGET)?.message).toContain(
      'cannot be bounded',
    );
  });

  it('in parts, refuses only a hidden request for a test with no cost model', () => {
    const parts = { input: { difficulty: 8 }, inParts: true };
    const cases = [
      [false, false, undefined],
      [false, true, undefined],
      [true, true, undefined],
      [true, false, 'limit_exceeded'],
    ] as const;
    for (const [hidden, costModel, code] of cases)
      expect(admitRequest(0, { ...parts, hidden, costModel }, limits, BUDGET)?.code).toBe(code);
  });

  it('refuses any request to a full room', () => {
    const light = { work: 10, output: 100 };
    expect(
      admitRequest(limits.roomBytes, { ...whole, hidden: false, worst: light }, limits, BUDGET),
    ).toMatchObject({ code: 'limit_exceeded', issue: expect.stringContaining('ROOM_MAX_BYTES') });
  });
});
