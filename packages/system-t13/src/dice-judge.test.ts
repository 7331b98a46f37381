import { describe, expect, it } from 'vitest';
import { type Crisis, judgeLevels, judgeScore } from './dice-judge.js';
import { planDice } from './dice-plan.js';
import { diceInput } from './dice-schema.js';

describe('judgeLevels counts exactly what judgeScore explains', () => {
  const plans = [
    { main: { boon: 13 }, proficiencies: 4, difficulty: 7 },
    { main: { boon: 13 }, proficiencies: 0, difficulty: 5, tie: 'stalemate' },
    {
      main: { boon: 13 },
      proficiencies: 2,
      difficulty: 11,
      tie: 'stalemate',
      doubles: true,
      multiples: true,
      numerology: true,
      geometry: 11,
    },
    {
      facet: 'Zeal',
      trump: 'Zeal',
      main: { boon: 13 },
      proficiencies: 2,
      difficulty: 11,
      doubles: true,
      multiples: true,
    },
    {
      facet: 'Inertia',
      trump: 'Zeal',
      main: { boon: 13 },
      proficiencies: 3,
      difficulty: 3,
      numerology: true,
      geometry: 4,
      multiples: true,
    },
    {
      facet: 'Burden',
      trump: 'Zeal',
      main: { boon: 13 },
      proficiencies: 3,
      difficulty: 12,
      doubles: true,
      numerology: true,
      geometry: 'Desi',
    },
  ].map((input) => planDice(diceInput().parse(input)));
  const crises: (Crisis | undefined)[] = [undefined, 'Snake Eyes', 'Boxcars'];

  it('for every Score from -20 to 150, with and without a Crisis', () => {
    for (const plan of plans) {
      for (const crisis of crises) {
        for (let score = -20; score <= 150; score++) {
          const full = judgeScore(plan, score, crisis);
          expect(judgeLevels(plan, score, crisis)).toEqual({
            label: full.label,
            result: full.result,
            tier: full.tier,
            successLevels: full.successLevels,
            failureLevels: full.failureLevels,
            crisisResult: full.crisisResult,
          });
        }
      }
    }
  });
});
