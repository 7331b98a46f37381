// Issue 37, U8: odds noise. The 2d6 Check said its success chance three times (headline, a chip, a "Success"
// table); an extended test put "Expected turns without a turn limit 2.336" beside "Expected hours 2.336", its
// "Within" and "At most" columns were the same numbers, and "4050" and "21600" had no separator; a T13 Value
// Test's chip read "Certain true".
import { describe, expect, it } from 'vitest';
import { type DisplayLabels, formatNumber } from './display.js';
import { manifestOf, oddsOf } from './fixtures/captured.js';
import { oddsSections } from './odds-sections.js';

describe('each number said once (issue 37, U8)', () => {
  it("the 2d6 Check's success chance is in the headline only", () => {
    const sections = oddsSections(oddsOf('2d6-pool/check rating 2 difficulty 8'));
    expect(sections.headline.map((fact) => `${fact.label} ${fact.text}`)).toContain('Success 82.6%');
    expect(sections.tables.map((table) => table.title)).not.toContain('Success');
    expect(sections.facts.map((fact) => fact.key)).not.toContain('success');
  });

  it("an extended test's turns: its 'Within' is the 'At most', said once", () => {
    const { labels } = manifestOf('2d6-pool', 'extended');
    const turns = oddsSections(oddsOf('2d6-pool/extended example'), labels).tables.find(
      (table) => table.key === 'turns',
    )!;
    expect(turns.columns.map((column) => column.key)).toEqual(['turn', 'probability', 'atLeast', 'atMost']);
    expect(turns.rows[1]).toEqual(['2', '45.2%', '81.1%', '64.1%']);
  });

  it('a variant of a headline number that reads the same is left out', () => {
    const odds = {
      ...oddsOf('2d6-pool/extended example'),
      expectedTurnsUnlimited: 2.3357504453775424,
    };
    const { labels } = manifestOf('2d6-pool', 'extended');
    const labelled: DisplayLabels = {
      ...(labels as DisplayLabels),
      odds: {
        expectedTurnsUnlimited: { label: 'Expected turns without a turn limit', format: 'number' as const },
      },
    };
    expect(oddsSections(odds, labelled).facts.map((fact) => fact.key)).not.toContain(
      'expectedTurnsUnlimited',
    );
    const differs = { ...odds, expectedTurnsUnlimited: 3.5 };
    expect(oddsSections(differs, labelled).facts.map((fact) => `${fact.label} ${fact.text}`)).toContain(
      'Expected turns without a turn limit 3.5',
    );
  });

  it('an unlabelled flag is no chip; numbers group their thousands', () => {
    const odds = { outcomes: [], certain: true, note: 'The outcome is certain' };
    expect(oddsSections(odds).facts).toEqual([]);
    expect(formatNumber(4050, 'integer')).toBe('4,050');
    expect(formatNumber(21600, 'number')).toBe('21,600');
    expect(formatNumber(2.3357504453775424, 'number')).toBe('2.336');
  });
});
