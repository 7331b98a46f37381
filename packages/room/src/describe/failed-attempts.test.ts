// The GM's refused answers in one line (moved from the CLI's room screen, issue 36).
import { describe, expect, it } from 'vitest';
import { failedAttemptsWords } from './failed-attempts.js';

describe("the GM's failed attempts line", () => {
  it('counts them all, then says who and on which request; nothing when there are none', () => {
    expect(
      failedAttemptsWords([
        { request: 4, who: 'Grog', count: 2 },
        { request: 6, who: 'Pip', count: 1 },
      ]),
    ).toBe('Failed attempts: 3 (Grog 2 on #4, Pip 1 on #6)');
    expect(failedAttemptsWords([])).toBeUndefined();
    expect(failedAttemptsWords([{ request: 4, who: 'Grog', count: 0 }])).toBeUndefined();
  });
});
