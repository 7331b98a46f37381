import { describeRegistry } from '@verdict/core';
import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { expectProblem, post, testApp } from '../../test/http.js';
import { createAppRegistry } from '../registry.js';
import { oddsResponse, outcomeResponse } from '../schemas/responses.js';

const { app } = testApp({ random: seededSource('api tests') });
const systems = describeRegistry(createAppRegistry()).systems;
const resolve = (system: string, test: string, body: unknown) =>
  post(app, `/v1/systems/${system}/tests/${test}/resolve`, body);

describe('POST /v1/systems/{system}/tests/{test}/resolve', () => {
  it('serves the four systems and every test id of the contract', () => {
    expect(Object.fromEntries(systems.map((s) => [s.id, s.tests.map((t) => t.id).sort()]))).toEqual({
      'd20-roll-under': ['check', 'directed-contest', 'horror', 'mutual-contest', 'resist'],
      '2d6-pool': ['check', 'extended'],
      t13: ['dice', 'value'],
      srd52: ['attack', 'check', 'contest', 'damage', 'death-saves', 'group', 'passive', 'save'],
    });
  });

  for (const system of systems) {
    for (const test of system.tests) {
      for (const example of test.examples) {
        it(`${system.id}/${test.id}: ${example.title}`, async () => {
          const body = example.dice
            ? { input: example.input, dice: example.dice }
            : { input: example.input, seed: example.seed };
          const response = await resolve(system.id, test.id, body);
          expect(response.status).toBe(200);
          const outcome = outcomeResponse.parse(await response.json());
          expect(outcome.outcome).toMatchObject(example.expected);
          if (example.dice) {
            expect(outcome.dice.map((d) => d.face)).toEqual(example.dice);
            expect(outcome.dice.every((d) => d.source === 'entered')).toBe(true);
            expect(outcome.seed).toBeUndefined();
          }
        });
      }
    }
  }

  it('spells out the d20 check of 12 against a rolled 15, with entered dice', async () => {
    const response = await resolve('d20-roll-under', 'check', { input: { value: 12 }, dice: [15] });
    const body = await response.json();
    expect(body).toMatchObject({
      system: 'd20-roll-under',
      test: 'check',
      outcome: { result: 'failure', label: 'Failure', tier: -1, margin: -3 },
      dice: [{ sides: 20, face: 15, kept: true, group: 'check', source: 'entered' }],
    });
    expect(body.seed).toBeUndefined();
  });

  it('returns the seed of generated dice, and the same seed replays the same roll', async () => {
    for (const system of systems) {
      for (const test of system.tests) {
        const input = test.examples[0]!.input;
        const first = outcomeResponse.parse(await (await resolve(system.id, test.id, { input })).json());
        expect(first.seed, `${system.id}/${test.id}`).toMatch(/^[0-9a-f]{16}$/);
        expect(first.dice.every((d) => d.source === 'generated')).toBe(true);
        const again = await (await resolve(system.id, test.id, { input, seed: first.seed })).json();
        expect(again, `${system.id}/${test.id}`).toEqual(first);
      }
    }
  });

  it('answers 404 for an unknown system or test, before reading the body', async () => {
    const system = await expectProblem(await resolve('nope', 'check', 'not json'), 404, 'unknown_system');
    expect(system.detail).toContain("Unknown system 'nope'");
    expect(system.detail).toContain('d20-roll-under');
    const test = await expectProblem(await resolve('t13', 'nope', { input: {} }), 404, 'unknown_test');
    expect(test.detail).toContain('value, dice');
  });

  it('answers 422 naming the field of invalid input', async () => {
    const problem = await expectProblem(
      await resolve('d20-roll-under', 'check', { input: { value: 'twelve' }, dice: [3] }),
      422,
      'invalid_input',
    );
    expect(problem.errors).toEqual([{ path: '/input/value', message: expect.any(String) }]);
    const missing = await expectProblem(
      await resolve('2d6-pool', 'check', { input: { rating: 2 } }),
      422,
      'invalid_input',
    );
    expect(missing.errors?.map((e) => e.path)).toContain('/input/difficulty');
  });

  it('answers 422 for a body of the wrong shape, naming each field', async () => {
    const noInput = await expectProblem(await resolve('d20-roll-under', 'check', {}), 422, 'invalid_body');
    expect(noInput.errors).toEqual([{ path: '/input', message: 'required' }]);
    const typo = await expectProblem(
      await resolve('d20-roll-under', 'check', { input: { value: 12 }, seeds: 'x' }),
      422,
      'invalid_body',
    );
    expect(typo.errors?.[0]?.message).toContain('seeds');
    const both = await expectProblem(
      await resolve('d20-roll-under', 'check', { input: { value: 12 }, dice: [3], seed: 'x' }),
      422,
      'invalid_body',
    );
    expect(both.errors).toEqual([{ path: '/seed', message: expect.stringContaining('not both') }]);
    const fraction = await expectProblem(
      await resolve('d20-roll-under', 'check', { input: { value: 12 }, dice: [3.5] }),
      422,
      'invalid_body',
    );
    expect(fraction.errors?.[0]?.path).toBe('/dice/0');
  });

  it('names the die when entered dice are too few, too many or out of range', async () => {
    const input = { attacker: { will: 12 }, target: { will: 12 } };
    const few = await expectProblem(
      await resolve('d20-roll-under', 'directed-contest', { input, dice: [4] }),
      422,
      'dice_exhausted',
    );
    expect(few.errors).toEqual([{ path: '/dice/1', message: expect.stringMatching(/d20/) }]);
    const many = await expectProblem(
      await resolve('d20-roll-under', 'check', { input: { value: 12 }, dice: [3, 4, 5] }),
      422,
      'dice_left_over',
    );
    expect(many.errors?.map((e) => e.path)).toEqual(['/dice/1', '/dice/2']);
    const range = await expectProblem(
      await resolve('2d6-pool', 'check', { input: { rating: 2, difficulty: 8 }, dice: [6, 7] }),
      422,
      'face_out_of_range',
    );
    expect(range.errors).toEqual([{ path: '/dice/1', message: expect.stringContaining('1 to 6, got 7') }]);
  });

  it('refuses a 100,000-die pool, and any pool past the limit, before any die is drawn', async () => {
    // No dice are entered: had one been drawn first, the answer would be dice_exhausted.
    const huge = await expectProblem(
      await resolve('2d6-pool', 'check', { input: { rating: 100_000, difficulty: 8 }, dice: [] }),
      422,
      'invalid_input',
    );
    expect(huge.errors).toEqual([{ path: '/input/rating', message: expect.stringContaining('10000') }]);
    const over = await expectProblem(
      await resolve('2d6-pool', 'check', {
        input: { rating: 10_000, bonusDice: 10_000, difficulty: 8 },
        dice: [],
      }),
      422,
      'limit_exceeded',
    );
    expect(over.errors).toEqual([
      { path: '/input/rating', message: expect.stringContaining('at most 10000 dice') },
    ]);
  });
});

describe('POST /v1/systems/{system}/tests/{test}/odds', () => {
  for (const system of systems) {
    for (const test of system.tests) {
      it(`${system.id}/${test.id}: exact odds that sum to 1`, async () => {
        const response = await post(app, `/v1/systems/${system.id}/tests/${test.id}/odds`, {
          input: test.examples[0]!.input,
        });
        expect(response.status).toBe(200);
        const odds = oddsResponse.parse(await response.json());
        expect(odds).toMatchObject({ system: system.id, test: test.id });
        const sum = odds.outcomes.reduce((total, o) => total + o.probability, 0);
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
      });
    }
  }

  it('gives the d20 check of 12 its exact fractions', async () => {
    const response = await post(app, '/v1/systems/d20-roll-under/tests/check/odds', { input: { value: 12 } });
    const odds = oddsResponse.parse(await response.json());
    const success = odds.outcomes
      .filter((o) => o.result === 'success')
      .reduce((t, o) => t + o.probability, 0);
    expect(success).toBeCloseTo(12 / 20, 12);
  });

  it("puts the headline first: a T13 Proficiency Crisis, an extended test's turns, a contest's sides", async () => {
    const odds = async (system: string, test: string, input: unknown) => {
      const response = await post(app, `/v1/systems/${system}/tests/${test}/odds`, { input });
      expect(response.status).toBe(200);
      return oddsResponse.parse(await response.json());
    };
    // The rules' example: one Proficiency Die, a 1 or a 6 of it is a Crisis.
    const swords = await odds('t13', 'dice', {
      facet: 'Craft',
      main: { boon: 13 },
      proficiencies: 1,
      aptProficiencies: 1,
      difficulty: 8,
    });
    expect(swords.headline).toEqual([
      expect.objectContaining({ key: 'crisis', value: 1 / 3, fraction: '1/3', format: 'percent' }),
    ]);

    // One d6 pool of two dice at Difficulty 10 (a 12 gains 2, an 11 gains 1): the chance of some progress each
    // turn is 3/36; needing 1 progress, the turn is geometric, and its median the first n with 1 - (33/36)^n >= 1/2.
    const extended = await odds('2d6-pool', 'extended', {
      difficulty: 10,
      progressRequired: 1,
      participants: [{ rating: 0 }],
      maxTurns: 100,
    });
    const miss = 33 / 36;
    let median = 1;
    while (1 - miss ** median < 0.5) median++;
    let expectedTurns = 0;
    for (let turn = 1; turn <= 100; turn++) expectedTurns += miss ** (turn - 1);
    expect(extended.headline).toEqual([
      expect.objectContaining({
        key: 'expectedTurns',
        label: 'Expected turns',
        value: expect.closeTo(expectedTurns, 9),
      }),
      expect.objectContaining({
        key: 'medianTurns',
        label: 'Median turns',
        value: median,
        format: 'integer',
      }),
    ]);

    const contest = await odds('d20-roll-under', 'directed-contest', {
      attacker: { name: 'Sorcerer', will: 12 },
      target: { name: 'Knight', will: 11 },
    });
    expect(contest.headline!.map((h) => h.label)).toEqual([
      'Sorcerer wins',
      'Knight wins',
      'Neither wins (round limit)',
    ]);
    expect(contest.headline!.reduce((sum, h) => sum + h.value, 0)).toBeCloseTo(1, 12);
  });

  it('answers 422 naming the field, and 404 for an unknown test', async () => {
    const problem = await expectProblem(
      await post(app, '/v1/systems/2d6-pool/tests/check/odds', { input: { rating: 2, difficulty: 'hard' } }),
      422,
      'invalid_input',
    );
    expect(problem.errors?.[0]?.path).toBe('/input/difficulty');
    await expectProblem(
      await post(app, '/v1/systems/2d6-pool/tests/nope/odds', { input: {} }),
      404,
      'unknown_test',
    );
  });
});
