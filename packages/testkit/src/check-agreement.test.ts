import type { OddsResponse } from '@verdict/core';
import { describe, expect, it } from 'vitest';
import { agreementProblems } from './check-agreement.js';

const odds = (success: number): OddsResponse => ({
  system: 's',
  test: 't',
  outcomes: [
    { label: 'Success', result: 'success', tier: 1, probability: success },
    { label: 'Failure', result: 'failure', tier: -1, probability: 1 - success },
  ],
});

const tally = (success: number, failure: number, extra: [string, number][] = []) => ({
  runs: success + failure + extra.reduce((n, [, c]) => n + c, 0),
  counts: new Map<string, number>([['Success', success], ['Failure', failure], ...extra]),
});

describe('agreementProblems', () => {
  it('accepts counts within 4 standard errors', () => {
    // 20,000 runs at p = 0.5: one standard error is about 71.
    expect(agreementProblems(tally(10_250, 9_750), odds(0.5), 4)).toEqual([]);
  });

  it('refuses counts further out, naming the label, the share and what the odds say', () => {
    expect(agreementProblems(tally(10_400, 9_600), odds(0.5), 4)).toEqual([
      "'Success': 10400 of 20000 (52.00%), the odds say 50.00%: expected 10000 ± 284",
      "'Failure': 9600 of 20000 (48.00%), the odds say 50.00%: expected 10000 ± 284",
    ]);
  });

  it('refuses a label the odds give no chance, and one they do not list', () => {
    // The odds list 'Failure' with probability 0 and do not list 'Critical' at all.
    expect(agreementProblems(tally(20_000, 0, [['Critical', 1]]), odds(1), 4)).toEqual([
      "'Critical': 1 of 20001 (0.00%), but the odds give it no chance",
    ]);
    expect(agreementProblems(tally(19_999, 1), odds(1), 4)).toEqual([
      "'Failure': 1 of 20000 (0.01%), but the odds give it no chance",
    ]);
  });

  it('sums odds entries that share a label (a contest lists a label once per winner)', () => {
    const split: OddsResponse = {
      system: 's',
      test: 't',
      outcomes: [
        { label: 'Win', result: 'success', tier: 1, winner: 'attacker', probability: 0.25 },
        { label: 'Win', result: 'success', tier: 1, winner: 'target', probability: 0.25 },
        { label: 'Unresolved', result: 'unresolved', tier: 0, probability: 0.5 },
      ],
    };
    expect(
      agreementProblems(
        {
          runs: 1000,
          counts: new Map([
            ['Win', 510],
            ['Unresolved', 490],
          ]),
        },
        split,
        4,
      ),
    ).toEqual([]);
  });
});
