import { describe, expect, it } from 'vitest';
import { manifestOf, oddsOf } from './fixtures/captured.js';
import { addFractions } from './fraction.js';
import { oddsHeadline } from './headline.js';

describe('oddsHeadline', () => {
  it('puts the total chance of each kind of result first, success first, with the exact sum', () => {
    const odds = oddsOf('d20-roll-under/check value 12');
    const headline = oddsHeadline(odds);
    expect(headline.map((fact) => fact.key)).toEqual(['result.success', 'result.failure']);
    const success = headline[0]!;
    // Brute force: a d20 rolled under a Value of 12 succeeds on 1..12.
    let wins = 0;
    for (let face = 1; face <= 20; face += 1) if (face <= 12) wins += 1;
    expect(success.value).toBeCloseTo(wins / 20, 12);
    expect(success.fraction).toBe('3/5');
    expect(success.text).toBe('60.0%');
    expect(headline[1]!.fraction).toBe('2/5');
  });

  it('leaves out kinds of result that cannot happen and adds the test’s own headline after them', () => {
    const odds = {
      outcomes: [
        { label: 'Win', result: 'success', tier: 1, probability: 1, fraction: '1/1' },
        { label: 'Loss', result: 'failure', tier: -1, probability: 0, fraction: '0/1' },
      ],
      headline: [
        {
          key: 'crisis',
          label: 'Chance of a Proficiency Crisis',
          value: 1 / 3,
          format: 'percent',
          fraction: '1/3',
        },
        { key: 'broken', value: 'not a number' },
      ],
    };
    const headline = oddsHeadline(odds);
    expect(headline.map((fact) => `${fact.label} ${fact.text}`)).toEqual([
      'Success 100%',
      'Chance of a Proficiency Crisis 33.3%',
    ]);
    expect(headline[1]).toMatchObject({ source: 'system', fraction: '1/3' });
  });

  it('reads a headline’s words and format from the test’s labels when the item leaves them out', () => {
    const { labels } = manifestOf('2d6-pool', 'extended');
    const headline = oddsHeadline(
      { outcomes: [], headline: [{ key: 'expectedTurns', value: 2.33575 }] },
      labels,
    );
    expect(headline[0]).toMatchObject({ label: 'Expected turns', text: '2.336' });
  });
});

describe('addFractions', () => {
  it('adds exactly and reduces', () => {
    expect(addFractions(['1/6', '1/3'])).toBe('1/2');
    expect(addFractions(['1/4', '3/4'])).toBe('1/1');
  });
  it('gives no fraction when one part is missing or malformed', () => {
    expect(addFractions(['1/6', undefined])).toBeUndefined();
    expect(addFractions(['1/0'])).toBeUndefined();
    expect(addFractions(['0.5'])).toBeUndefined();
    expect(addFractions([])).toBeUndefined();
  });
});
