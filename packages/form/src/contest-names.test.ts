// A Mutual Contest read "Second party wins (critical)" with the facts "Result Failure, Winner Sven", and its
// headline put "Success 53.9%" first: a contest is said by its parties' names and their chances to win.
import { describe, expect, it } from 'vitest';
import { outcomeFacts, outcomeLabel } from './display.js';
import { manifestOf, oddsOf, resolutionOf } from './fixtures/captured.js';
import { oddsHeadline } from './headline.js';

const labels = manifestOf('d20-roll-under', 'mutual-contest').labels;
const { outcome } = resolutionOf('d20-roll-under/mutual-contest Ragnhild and Sven, seed saga');

describe('a contest by its parties', () => {
  it("names the winner in the outcome's label, keeping the rules' words", () => {
    expect(outcome.label).toBe('Second party wins (critical)');
    expect(outcomeLabel(outcome, labels)).toBe('Sven wins (critical)');
  });

  it('leaves out the result and the winner the label already says', () => {
    const facts = outcomeFacts(outcome, labels).map((fact) => `${fact.label} ${fact.text}`);
    expect(facts).toEqual(['Rounds 4']);
  });

  it('keeps a label without a named winner as it is', () => {
    const unnamed = { ...outcome, parties: undefined };
    expect(outcomeLabel(unnamed, labels)).toBe('Second party wins (critical)');
    expect(outcomeLabel({ label: 'Success', result: 'success', tier: 1 }, labels)).toBe('Success');
  });

  it("puts each side's chance to win and the chance neither wins first, not Success and Failure", () => {
    const headline = oddsHeadline(oddsOf('d20-roll-under/mutual-contest unnamed'), labels);
    expect(headline.map((fact) => fact.label)).toEqual([
      'First party wins',
      'Second party wins',
      'Neither wins (round limit)',
    ]);
    expect(headline.filter((fact) => fact.key.startsWith('result.'))).toEqual([]);
  });

  it('still puts the kinds of result first for a test without sides', () => {
    const headline = oddsHeadline(oddsOf('d20-roll-under/check value 12'));
    expect(headline[0]!.label).toBe('Success');
  });
});
