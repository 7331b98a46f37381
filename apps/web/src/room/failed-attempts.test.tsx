import { describe, expect, it } from 'vitest';
import { failedAttemptsText } from './failed-attempts.js';

describe('failedAttemptsText', () => {
  const names = new Map([
    ['m1', 'Pip'],
    ['m2', 'Bo'],
  ]);
  it("names who tried a request's dice and how often", () => {
    const attempts = [
      { request: 4, member: 'm1', count: 2 },
      { request: 4, member: 'm2', count: 1 },
      { request: 7, member: 'm1', count: 5 },
    ];
    expect(failedAttemptsText(attempts, names, 4)).toBe(
      'answers refused for the hidden input: Pip 2 times, Bo 1 time',
    );
    expect(failedAttemptsText(attempts, names, 7)).toBe('answers refused for the hidden input: Pip 5 times');
  });
  it('says nothing when nobody failed the request', () => {
    expect(failedAttemptsText([], names, 4)).toBeUndefined();
    expect(failedAttemptsText([{ request: 7, member: 'm1', count: 1 }], names, 4)).toBeUndefined();
  });
});
