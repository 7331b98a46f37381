import { describe, expect, it } from 'vitest';
import { antiFacet, FACET_NAMES, FACETS, misfitLevels } from './facets.js';

describe('Facets', () => {
  it('has 24 Facets in 12 opposed pairs', () => {
    expect(FACET_NAMES).toHaveLength(24);
    for (const name of FACET_NAMES) {
      expect(antiFacet(antiFacet(name))).toBe(name);
      expect(antiFacet(name)).not.toBe(name);
    }
  });

  it('colours the suits: Diamonds and Hearts red, Clubs and Spades black', () => {
    expect(FACETS.Zeal).toMatchObject({
      suit: 'Diamonds',
      colour: 'red',
      yinYang: 'Yang',
      antiFacet: 'Inertia',
    });
    expect(FACETS.Gossamer).toMatchObject({ suit: 'Spades', colour: 'black', yinYang: 'Yang' });
    expect(FACETS.Nature.colour).toBe('red');
    expect(FACETS.Wyrd.colour).toBe('black');
  });

  it('calls for Zeal against Inertia', () => {
    expect(antiFacet('Inertia')).toBe('Zeal');
  });

  it('counts misfit Failure Levels: Anti-Facet 3, else colour +1 and Yin/Yang +1', () => {
    expect(misfitLevels('Zeal', 'Zeal').failureLevels).toBe(0);
    expect(misfitLevels('Gossamer', 'Zeal').failureLevels).toBe(1);
    expect(misfitLevels('Inertia', 'Zeal').failureLevels).toBe(3);
    expect(misfitLevels('Awe', 'Zeal').failureLevels).toBe(0);
    expect(misfitLevels('Jeer', 'Zeal').failureLevels).toBe(1);
    expect(misfitLevels('Burden', 'Zeal').failureLevels).toBe(2);
    expect(misfitLevels('Burden', 'Zeal').reasons).toHaveLength(2);
  });
});
