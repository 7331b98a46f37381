// Issue 38 (N13's rest): T13's Dice Test showed a "Tiers" table of bare numbers (-1, 0, 1), which no rule names:
// the rules name each tier by its outcome ("Moderate Failure"), as the outcomes above the table already do.
import { describe, expect, it } from 'vitest';
import { manifestOf, oddsOf } from './fixtures/captured.js';
import { oddsSections } from './odds-sections.js';

describe("odds tables in the rules' words (issue 38, N13)", () => {
  it("T13 Dice's tiers are named by their outcomes, lowest first, with their running sums", () => {
    const { labels } = manifestOf('t13', 'dice');
    const { tables } = oddsSections(oddsOf('t13/dice example'), labels);
    const tiers = tables.find((table) => table.key === 'tiers');
    expect(tiers).toBeDefined();
    expect(tiers!.columns.map((column) => column.label)).toEqual([
      'Outcome',
      'Probability',
      'At least',
      'At most',
    ]);
    expect(tiers!.rows.map((row) => row[0])).toEqual(['Moderate Failure', 'Borderline', 'Moderate Success']);
    expect(tiers!.rows[0]).toEqual(['Moderate Failure', '50.0%', '100%', '50.0%']);
    expect(tiers!.distribution!.map((point) => point.label)).toEqual([
      'Moderate Failure',
      'Borderline',
      'Moderate Success',
    ]);
  });

  it('a tier that two outcomes share names both, once each', () => {
    const { tables } = oddsSections({
      outcomes: [
        { label: 'Complete Failure', result: 'failure', tier: -2, probability: 0.25 },
        { label: 'Complete Failure', result: 'failure', tier: -2, probability: 0.25 },
        { label: 'Grim Failure', result: 'failure', tier: -2, probability: 0.25 },
        { label: 'Stalemate', result: 'stalemate', tier: 0, probability: 0.25 },
      ],
      tiers: [
        { tier: 0, probability: 0.25 },
        { tier: -2, probability: 0.75 },
      ],
    });
    const tiers = tables.find((table) => table.key === 'tiers');
    expect(tiers!.rows.map((row) => row[0])).toEqual(['Complete Failure / Grim Failure', 'Stalemate']);
  });

  it('tiers no outcome names keep their numbers', () => {
    const { tables } = oddsSections({ outcomes: [], tiers: [{ tier: 1, probability: 1 }] });
    expect(tables.find((table) => table.key === 'tiers')!.rows).toEqual([['1', '100%', '100%', '100%']]);
  });
});
