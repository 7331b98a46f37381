import { describe, expect, it } from 'vitest';
import { manifestOf, oddsOf } from './fixtures/captured.js';
import { oddsSections } from './odds-sections.js';

describe('oddsSections', () => {
  it('says an extended test’s expected turns once, in the headline', () => {
    const { labels } = manifestOf('2d6-pool', 'extended');
    const odds = oddsOf('2d6-pool/extended example');
    const { headline, facts, tables } = oddsSections(odds, labels);
    const keys = headline.map((fact) => fact.key);
    expect(keys).toContain('expectedTurns');
    expect(facts.map((fact) => fact.key)).not.toContain('expectedTurns');
    expect(tables.map((table) => table.key)).toContain('turns');
  });

  it('says a T13 Proficiency Crisis chance once, in the headline', () => {
    const { labels } = manifestOf('t13', 'dice');
    const odds = oddsOf('t13/dice example');
    const { headline, facts, tables } = oddsSections(odds, labels);
    expect(headline.some((fact) => fact.key === 'crisis')).toBe(true);
    expect([...facts, ...tables].some((item) => item.key === 'crisis')).toBe(false);
  });
});
