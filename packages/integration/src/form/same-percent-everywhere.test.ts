import { oddsTest } from '@verdict/core';
import { oddsHeadline } from '@verdict/form';

import { describe, expect, it } from 'vitest';
// Each frontend's own formatter, from its source: the web's bars and headline, the CLI's odds text, Discord's embeds.
import { percent as discordPercent } from '../../../../apps/api/src/discord/embeds.js';
import { percent as cliPercent } from '../../../../apps/cli/src/format/bar.js';
import { createPalette } from '../../../../apps/cli/src/format/colour.js';
import { formatOdds } from '../../../../apps/cli/src/format/odds-text.js';
import { formatPercent as webPercent } from '../../../../apps/web/src/outcome/tier.js';
import { formatChance } from '../../../room/src/chance.js';
import { manifestOf, registry } from './manifests.test-helper.js';

describe('a probability reads the same on the web, in the CLI, in Discord and in a room', () => {
  const samples = [1 / 4, 1 / 3, 1 / 20_000, 1 - 1 / 20_000, 0.0025, 0.995, 1e-300, 0, 1];

  it.each(samples)('%s', (probability) => {
    const texts = [
      webPercent(probability),
      cliPercent(probability),
      discordPercent(probability),
      formatChance(probability),
    ];
    expect(new Set(texts).size).toBe(1);
  });

  it('1/4 reads 25.0% and 1/20000 reads <0.01% everywhere', () => {
    expect(cliPercent(1 / 4)).toBe('25.0%');
    expect(webPercent(1 / 20_000)).toBe('<0.01%');
  });

  it("the CLI's odds text shows the headline and each outcome as the web does", () => {
    const request = {
      system: 'd20-roll-under',
      test: 'resist',
      input: { attacker: { skill: 3 }, target: { will: 5 }, maxRounds: 1 },
    };
    const odds = oddsTest(registry, request);
    const { labels } = manifestOf('d20-roll-under', 'resist');
    const lines = formatOdds(odds, createPalette(false), 120, labels).split('\n');
    // The web's headline shows each fact's text; its bars show formatPercent of each outcome.
    for (const fact of oddsHeadline(odds, labels)) {
      expect(lines.some((line) => line.startsWith(fact.label) && line.includes(` ${fact.text}`))).toBe(true);
    }
    for (const outcome of odds.outcomes) {
      const web = webPercent(outcome.probability);
      expect(lines.some((line) => line.startsWith(outcome.label) && line.includes(` ${web} `))).toBe(true);
    }
  });
});
