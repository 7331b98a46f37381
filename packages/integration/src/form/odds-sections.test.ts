import { oddsTest } from '@verdict/core';
import { oddsSections } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { manifestOf, registry } from './manifests.test-helper.js';

describe('oddsSections', () => {
  it('says an extended test’s expected turns once, in the headline', () => {
    const { labels, examples } = manifestOf('2d6-pool', 'extended');
    const odds = oddsTest(registry, { system: '2d6-pool', test: 'extended', input: examples[0]!.input });
    const { headline, facts, tables } = oddsSections(odds, labels);
    const keys = headline.map((fact) => fact.key);
    expect(keys).toContain('expectedTurns');
    expect(facts.map((fact) => fact.key)).not.toContain('expectedTurns');
    expect(tables.map((table) => table.key)).toContain('turns');
  });

  it('says a T13 Proficiency Crisis chance once, in the headline', () => {
    const { labels, examples } = manifestOf('t13', 'dice');
    const odds = oddsTest(registry, { system: 't13', test: 'dice', input: examples[0]!.input });
    const { headline, facts, tables } = oddsSections(odds, labels);
    expect(headline.some((fact) => fact.key === 'crisis')).toBe(true);
    expect([...facts, ...tables].some((item) => item.key === 'crisis')).toBe(false);
  });
});
