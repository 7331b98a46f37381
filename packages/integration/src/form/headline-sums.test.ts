import { oddsTest } from '@verdict/core';
import { oddsHeadline } from '@verdict/form';
import { describe, expect, it } from 'vitest';
import { registry } from './manifests.test-helper.js';

/** The percentages a headline shows for one group of facts, added up as people would ('<0.01%' adds nothing). */
const shownSum = (texts: readonly string[]) =>
  texts.reduce((sum, text) => sum + (text.startsWith('<') ? 0 : Number.parseFloat(text.replace('>', ''))), 0);

describe('a headline’s parts add up to 100% as shown', () => {
  it('Resisting’s sides and “neither” add up to 100%, for every Skill and Will with a short round limit', () => {
    const wrong: string[] = [];
    for (let skill = 3; skill <= 18; skill += 3)
      for (let will = 3; will <= 18; will += 2)
        for (const maxRounds of [1, 2, 3]) {
          const input = { attacker: { skill }, target: { will }, maxRounds };
          const odds = oddsTest(registry, { system: 'd20-roll-under', test: 'resist', input });
          const headline = oddsHeadline(odds);
          // A contest's headline may give its sides by name instead of the kinds of result: each group shown adds up.
          const groups = (['result', 'system'] as const).filter((source) =>
            headline.some((fact) => fact.source === source),
          );
          if (groups.length === 0) wrong.push(`${skill}/${will}/${maxRounds} no headline`);
          for (const source of groups) {
            const texts = headline.filter((fact) => fact.source === source).map((fact) => fact.text);
            const sum = shownSum(texts);
            if (Math.abs(sum - 100) > 1e-9) wrong.push(`${skill}/${will}/${maxRounds} ${texts.join(' + ')}`);
          }
          // Each text still reads its own value, to the decimals shown.
          for (const fact of headline) {
            if (fact.text.startsWith('<')) expect(fact.value).toBeLessThan(0.0001);
            else expect(Math.abs(Number.parseFloat(fact.text) - fact.value * 100)).toBeLessThan(0.1);
          }
        }
    expect(wrong).toEqual([]);
  });

  it('a possible kind of result never reads 0%, nor an uncertain one 100%', () => {
    // An unlimited Resisting leaves a ~1e-14 chance unresolved: it shows, as less than the smallest step.
    const odds = oddsTest(registry, {
      system: 'd20-roll-under',
      test: 'resist',
      input: { attacker: { skill: 12 }, target: { will: 10 } },
    });
    const headline = oddsHeadline(odds);
    const tiny = headline.filter((fact) => fact.value > 0 && fact.value < 0.0001);
    expect(tiny.length).toBeGreaterThan(0);
    for (const fact of tiny) expect(fact.text).toBe('<0.01%');
    for (const fact of headline) {
      if (fact.value > 0) expect(fact.text).not.toBe('0%');
      if (fact.value < 1) expect(fact.text).not.toBe('100%');
    }
  });
});
