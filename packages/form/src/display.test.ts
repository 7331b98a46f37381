import { describe, expect, it } from 'vitest';
import { groupLabel, oddsFacts, outcomeFacts, winnerLabel } from './display.js';
import { manifestOf, oddsOf, resolutionOf } from './fixtures/captured.js';

describe('display labels, on captured manifests', () => {
  it('names a Mutual Contest’s parties by the names given, in the winner and the dice rows', () => {
    const { labels } = manifestOf('d20-roll-under', 'mutual-contest');
    const response = resolutionOf('d20-roll-under/mutual-contest Ragnhild and Sven, seed saga');
    const parties = response.outcome.parties as Record<string, string> | undefined;
    const groups = [...new Set(response.dice.map((die) => groupLabel(die.group, labels, parties)))];
    expect(groups.every((group) => group === 'Ragnhild' || group === 'Sven')).toBe(true);
    if (response.outcome.winner) {
      expect(['Ragnhild', 'Sven']).toContain(winnerLabel(String(response.outcome.winner), labels, parties));
    }
    const facts = outcomeFacts(response.outcome, labels);
    expect(facts.map((fact) => fact.text).join(' ')).not.toMatch(/first|second|party-/i);
  });

  it('reads the odds extras in the rules’ words and as percentages', () => {
    const { labels } = manifestOf('2d6-pool', 'check');
    const odds = oddsOf('2d6-pool/check rating 2 difficulty 8');
    const { facts } = oddsFacts(odds, labels);
    const best = facts.find((fact) => fact.key === 'best');
    expect(best?.label).toBe('A 12, the best possible outcome');
    expect(best?.text).toMatch(/^\d+(\.\d+)?%$/);
    expect(facts.every((fact) => !/^0\.\d+$/.test(fact.text) || fact.key === 'mean')).toBe(true);
  });

  it('keeps a system’s code words out of the facts unless the test names them', () => {
    const odds = oddsOf('d20-roll-under/mutual-contest unnamed');
    const { facts } = oddsFacts(odds, manifestOf('d20-roll-under', 'mutual-contest').labels);
    expect(facts.map((fact) => `${fact.label} ${fact.text}`).join(' ')).not.toMatch(/Party a|first|second/i);
  });

  it('falls back to readable words without labels (the winner says the result)', () => {
    expect(
      outcomeFacts({ label: 'Win', result: 'success', tier: 1, winner: 'party-b', effects: [] }),
    ).toEqual([{ key: 'winner', label: 'Winner', text: 'Party b' }]);
  });
});
