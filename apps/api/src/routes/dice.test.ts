import { LIMITS, seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { expectProblem, post, testApp } from '../../test/http.js';
import { createJobEstimator } from '../compute/cost.js';
import { createAppRegistry } from '../registry.js';
import { notationOdds, rollResponse } from '../schemas/responses.js';

const { app } = testApp({ random: seededSource('dice route tests') });

describe('POST /v1/roll', () => {
  it('rolls entered dice, keeping the highest three and naming each die by its term', async () => {
    const response = await post(app, '/v1/roll', { notation: '4d6kh3 + 1d4 - 2', dice: [3, 5, 1, 6, 2] });
    expect(response.status).toBe(200);
    const roll = rollResponse.parse(await response.json());
    expect(roll).toEqual({
      notation: '4d6kh3+1d4-2',
      total: 3 + 5 + 6 + 2 - 2,
      dice: [
        { sides: 6, face: 3, kept: true, group: '4d6kh3', source: 'entered' },
        { sides: 6, face: 5, kept: true, group: '4d6kh3', source: 'entered' },
        { sides: 6, face: 1, kept: false, group: '4d6kh3', source: 'entered', marks: ['dropped'] },
        { sides: 6, face: 6, kept: true, group: '4d6kh3', source: 'entered' },
        { sides: 4, face: 2, kept: true, group: '1d4', source: 'entered' },
      ],
    });
  });

  it('subtracts a negative dice term', async () => {
    const roll = rollResponse.parse(
      await (await post(app, '/v1/roll', { notation: '1d20-1d4', dice: [12, 3] })).json(),
    );
    expect(roll.total).toBe(9);
  });

  it('returns the seed of generated dice, and the seed replays them', async () => {
    const first = rollResponse.parse(await (await post(app, '/v1/roll', { notation: '3d6' })).json());
    expect(first.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(first.dice).toHaveLength(3);
    expect(first.total).toBe(first.dice.reduce((t, d) => t + d.face, 0));
    const again = await (await post(app, '/v1/roll', { notation: '3d6', seed: first.seed })).json();
    expect(again).toEqual(first);
  });

  it('refuses 99999999d99999999 and a 100,000-die pool as limits, before any die is drawn', async () => {
    const sides = await expectProblem(
      await post(app, '/v1/roll', { notation: '99999999d99999999', dice: [] }),
      422,
      'limit_exceeded',
    );
    expect(sides.errors).toEqual([{ path: '/notation', message: expect.stringContaining('1000000 sides') }]);
    const pool = await expectProblem(
      await post(app, '/v1/roll', { notation: '100000d6', dice: [] }),
      422,
      'limit_exceeded',
    );
    expect(pool.errors).toEqual([
      { path: '/notation', message: `at most ${LIMITS.maxDicePerPool} dice in one notation` },
    ]);
    const long = await expectProblem(
      await post(app, '/v1/roll', { notation: `1d6${'+1'.repeat(600)}` }),
      422,
      'limit_exceeded',
    );
    expect(long.errors?.[0]?.path).toBe('/notation');
  });

  it('names the die of entered dice that are too few, too many or out of range', async () => {
    const few = await expectProblem(
      await post(app, '/v1/roll', { notation: '2d6', dice: [4] }),
      422,
      'dice_exhausted',
    );
    expect(few.errors).toEqual([{ path: '/dice/1', message: expect.stringContaining('d6') }]);
    const many = await expectProblem(
      await post(app, '/v1/roll', { notation: '1d6', dice: [4, 4] }),
      422,
      'dice_left_over',
    );
    expect(many.errors?.map((e) => e.path)).toEqual(['/dice/1']);
    const range = await expectProblem(
      await post(app, '/v1/roll', { notation: '1d20+1d6', dice: [20, 7] }),
      422,
      'face_out_of_range',
    );
    expect(range.errors).toEqual([
      { path: '/dice/1', message: expect.stringContaining('expected a face from 1 to 6, got 7') },
    ]);
  });

  it('explains notation it cannot read, and a missing notation', async () => {
    const bad = await expectProblem(
      await post(app, '/v1/roll', { notation: '2x6' }),
      422,
      'invalid_notation',
    );
    expect(bad.errors).toEqual([
      { path: '/notation', message: expect.stringMatching(/^Unexpected 'x' at 2/) },
    ]);
    const missing = await expectProblem(await post(app, '/v1/roll', {}), 422, 'invalid_body');
    expect(missing.errors).toEqual([{ path: '/notation', message: 'required' }]);
  });
});

describe('POST /v1/roll with the full notation', () => {
  it('lists every die with what happened to it, labels and the comment', async () => {
    const response = await post(app, '/v1/roll', {
      notation: '2d6!kh2[fire] + 1d4r1 # breath',
      dice: [6, 2, 3, 1, 4],
    });
    expect(response.status).toBe(200);
    const roll = rollResponse.parse(await response.json());
    expect(roll).toEqual({
      notation: '2d6!kh2[fire]+1d4r1',
      total: 6 + 3 + 4,
      dice: [
        {
          sides: 6,
          face: 6,
          kept: true,
          group: '2d6!kh2',
          source: 'entered',
          marks: ['exploded'],
          label: 'fire',
        },
        {
          sides: 6,
          face: 2,
          kept: false,
          group: '2d6!kh2',
          source: 'entered',
          marks: ['explosion', 'dropped'],
          label: 'fire',
        },
        { sides: 6, face: 3, kept: true, group: '2d6!kh2', source: 'entered', label: 'fire' },
        { sides: 4, face: 1, kept: false, group: '1d4r1', source: 'entered', marks: ['rerolled'] },
        { sides: 4, face: 4, kept: true, group: '1d4r1', source: 'entered' },
      ],
      labels: [{ label: 'fire', value: 9 }],
      comment: 'breath',
    });
  });

  it('counts successes and gives Fate dice their values', async () => {
    const pool = rollResponse.parse(
      await (await post(app, '/v1/roll', { notation: '3d10>=8f1', dice: [9, 1, 8] })).json(),
    );
    expect(pool.total).toBe(1);
    expect(pool.dice.map((d) => d.marks)).toEqual([['success'], ['failure'], ['success']]);
    const fate = rollResponse.parse(
      await (await post(app, '/v1/roll', { notation: '2dF', dice: [1, 3] })).json(),
    );
    expect(fate.dice.map((d) => d.value)).toEqual([-1, 1]);
  });

  it('answers a notation error with its position', async () => {
    const bad = await expectProblem(
      await post(app, '/v1/roll', { notation: '3d6!>' }),
      422,
      'invalid_notation',
    );
    expect(bad.detail).toBe('`!` at 4: a compare point needs a number');
    expect((bad as { position?: number }).position).toBe(4);
  });
});

describe('POST /v1/odds', () => {
  it('gives the exact series of exploding dice with the truncated mass beside it', async () => {
    const odds = notationOdds.parse(await (await post(app, '/v1/odds', { notation: '10d6!' })).json());
    expect(odds.min).toBe(10);
    expect(odds.truncated).toBeGreaterThan(0);
    expect(odds.truncated).toBeLessThan(1e-12);
    expect(odds.mean).toBeCloseTo(10 * 4.2, 9);
    const pool = notationOdds.parse(await (await post(app, '/v1/odds', { notation: '20d10>=8' })).json());
    expect(pool.distribution[0]).toMatchObject({ value: 0, fraction: `${7n ** 20n}/${10n ** 20n}` });
    expect(pool.distribution[0]?.probability).toBeCloseTo(0.7 ** 20, 15);
  });

  it('refuses a distribution too costly to compute, naming the limit, before any work', async () => {
    const costly = await expectProblem(
      await post(app, '/v1/odds', { notation: '50d100kh40' }),
      422,
      'limit_exceeded',
    );
    expect(costly.detail).toMatch(/maxDistributionWork/);
  });

  it('gives the exact distribution of 2d6 with fractions, mean and spread', async () => {
    const response = await post(app, '/v1/odds', { notation: '2d6' });
    expect(response.status).toBe(200);
    const odds = notationOdds.parse(await response.json());
    expect(odds).toMatchObject({ notation: '2d6', min: 2, max: 12 });
    expect(odds.distribution).toHaveLength(11);
    expect(odds.distribution[5]).toEqual({ value: 7, probability: 1 / 6, fraction: '1/6' });
    expect(odds.mean).toBeCloseTo(7, 12);
    expect(odds.standardDeviation).toBeCloseTo(Math.sqrt(35 / 6), 12);
    expect(Math.abs(odds.distribution.reduce((t, d) => t + d.probability, 0) - 1)).toBeLessThan(1e-12);
  });

  it('handles keep-highest and constants', async () => {
    const odds = notationOdds.parse(await (await post(app, '/v1/odds', { notation: '4d6kh3+2' })).json());
    expect(odds).toMatchObject({ min: 5, max: 20 });
    // Three sixes among four dice: 21 of 1296 rolls, 7/432 in lowest terms.
    expect(odds.distribution.at(-1)).toMatchObject({ value: 20, fraction: '7/432' });
  });

  it('refuses distributions too large to serve, and notation past the limits', async () => {
    const wide = await expectProblem(
      await post(app, '/v1/odds', { notation: '1d1000000' }),
      422,
      'limit_exceeded',
    );
    expect(wide.errors).toEqual([
      {
        path: '/notation',
        message: expect.stringContaining('more than the 10,001 whose odds can be listed'),
      },
    ]);
    await expectProblem(
      await post(app, '/v1/odds', { notation: '99999999d99999999' }),
      422,
      'limit_exceeded',
    );
    await expectProblem(await post(app, '/v1/odds', { notation: 'd' }), 422, 'invalid_notation');
  });

  it('refuses a distribution over the work budget before computing it', async () => {
    // @verdict/dice's notationCost: 50d100kh49 (4,852 totals) is about 1.2 * 10^9 steps, over its
    // maxDistributionWork of 5 * 10^7, so it is refused before any work.
    const costly = await expectProblem(
      await post(app, '/v1/odds', { notation: '50d100kh49' }),
      422,
      'limit_exceeded',
    );
    expect(costly.errors).toEqual([
      { path: '/notation', message: expect.stringContaining('maxDistributionWork') },
    ]);
    // Within the budget is served as before.
    expect((await post(app, '/v1/odds', { notation: '100d2' })).status).toBe(200);
  });

  // Issue 25, item 2: each of these fooled the estimate (1d2*30000000 was "5 steps" and blocked for 9.5 s).
  it.each([
    ['1d2*30000000', 'maxDistributionEntries'],
    ['1d20*400000', 'maxDistributionEntries'],
    ['(1d6*1000000)*(1d6*1000000)', 'max'],
    ['30d100kl29', 'maxDistributionWork'],
  ])(
    'refuses %s before any work: the estimate itself refuses it, never a 500',
    async (notation, limit) => {
      const estimate = createJobEstimator(createAppRegistry());
      expect(() => estimate({ kind: 'notation-odds', notation })).toThrow(
        expect.objectContaining({ code: 'limit_exceeded' }),
      );
      const refused = await expectProblem(await post(app, '/v1/odds', { notation }), 422, 'limit_exceeded');
      expect(refused.errors).toEqual([{ path: '/notation', message: expect.stringContaining(limit) }]);
      expect(refused.detail).toContain(notation.replace(/^\((.*?)\)\*/, '$1*'));
    },
    120_000,
  );

  it('answers 30d100 within its estimate: probabilities without the costly fractions, estimated by size', async () => {
    const estimate = createJobEstimator(createAppRegistry());
    const cost = estimate({ kind: 'notation-odds', notation: '30d100' });
    const response = await post(app, '/v1/odds', { notation: '30d100' });
    expect(response.status).toBe(200);
    const text = await response.text();
    const odds = notationOdds.parse(JSON.parse(text));
    expect(odds.distribution).toHaveLength(2971);
    expect(odds.distribution[0]?.fraction).toBeUndefined();
    // The answer's size is part of the estimate (it decides where the job runs), within a factor of 2.
    expect(cost.output).toBeGreaterThan(text.length / 2);
    expect(cost.output).toBeLessThan(text.length * 2);
  }, 120_000);
});
