import { seededSource } from '@verdict/dice';
import { describe, expect, it } from 'vitest';
import { expectProblem, post, testApp } from '../../test/http.js';
import { outcomeResponse, stepResponse } from '../schemas/responses.js';

const { app } = testApp({ random: seededSource('step tests') });
const step = (system: string, test: string, body: unknown) =>
  post(app, `/v1/systems/${system}/tests/${test}/step`, body);
const resist = { attacker: { name: 'Jokkler', skill: 12 }, target: { name: 'Guard', will: 10 } };

describe('POST /v1/systems/{system}/tests/{test}/step', () => {
  it("plays the rules' Resist example round by round with entered dice", async () => {
    const rounds = [[8, 5], [7, 10], [2]];
    let state: unknown;
    const answers = [];
    for (const dice of rounds) {
      const response = await step('d20-roll-under', 'resist', {
        input: resist,
        dice,
        ...(state ? { state } : {}),
      });
      expect(response.status).toBe(200);
      const answer = stepResponse.parse(await response.json());
      answers.push(answer);
      state = answer.state;
    }
    expect(answers.map((a) => a.done)).toEqual([false, false, true]);
    expect(answers[0]!.needs.length).toBeGreaterThan(0);
    expect(answers[2]!.needs).toEqual([]);
    expect(answers[2]!.outcome).toMatchObject({
      label: 'Attacker wins (critical)',
      winner: 'attacker',
      rounds: 3,
    });
    expect(answers.flatMap((a) => a.dice.map((d) => d.face))).toEqual([8, 5, 7, 10, 2]);
  });

  it('says which dice of the round before no longer count (previousDice), in the documented shape', async () => {
    // SRD 5.2's Heroic Inspiration: the missed d20 (3) is rolled again (20), and the new roll must be used.
    const input = { abilityModifier: 5, ac: 15, heroicInspiration: true };
    const first = stepResponse.parse(await (await step('srd52', 'attack', { input, dice: [3] })).json());
    expect(first.previousDice).toBeUndefined();
    const body = { input, state: first.state, dice: [20], choices: { reroll: 0 } };
    const second = stepResponse.parse(await (await step('srd52', 'attack', body)).json());
    expect(second.previousDice).toEqual([{ index: 0, kept: false }]);
    expect(second.outcome).toMatchObject({ label: 'Critical Hit', natural: 20 });
  });

  it('refuses three faces for a two-dice round with dice_left_over, as resolve does', async () => {
    const problem = await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, dice: [8, 5, 7] }),
      422,
      'dice_left_over',
    );
    expect(problem.errors).toEqual([{ path: '/dice/2', message: 'die 3 was not needed' }]);
  });

  it('draws, round by round with seed and position, exactly the dice resolve draws with that seed', async () => {
    for (const seed of ['olaf', 'ragnhild', 'golden']) {
      const whole = outcomeResponse.parse(
        await (
          await post(app, '/v1/systems/d20-roll-under/tests/resist/resolve', { input: resist, seed })
        ).json(),
      );
      let body: Record<string, unknown> = { input: resist, seed };
      const faces: number[] = [];
      for (let round = 0; round < 1000; round++) {
        const answer = stepResponse.parse(await (await step('d20-roll-under', 'resist', body)).json());
        expect(answer.seed).toBe(seed);
        faces.push(...answer.dice.map((d) => d.face));
        if (answer.done) {
          expect(answer.outcome).toEqual(whole.outcome);
          break;
        }
        body = { input: resist, seed, state: answer.state, position: answer.position };
      }
      expect(faces).toEqual(whole.dice.map((d) => d.face));
    }
  });

  it('makes a fresh seed for a first round without dice or seed, and answers its position', async () => {
    const answer = stepResponse.parse(
      await (await step('d20-roll-under', 'resist', { input: resist })).json(),
    );
    expect(answer.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.position).toBeGreaterThanOrEqual(answer.dice.length);
  });

  it('answers the same errors as resolve', async () => {
    await expectProblem(await step('nope', 'resist', { input: {} }), 404, 'unknown_system');
    await expectProblem(await step('d20-roll-under', 'nope', { input: {} }), 404, 'unknown_test');
    await expectProblem(await step('d20-roll-under', 'resist', '{'), 400, 'malformed_json');
    const input = await expectProblem(
      await step('d20-roll-under', 'resist', { input: { ...resist, target: { will: 'x' } }, dice: [1, 2] }),
      422,
      'invalid_input',
    );
    expect(input.errors![0]!.path).toBe('/input/target/will');
    const state = await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, state: { nonsense: true }, dice: [1, 2] }),
      422,
      'invalid_state',
    );
    expect(state.errors![0]!.path).toMatch(/^\/state/);
    const unknown = await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, dice: [1, 2], seeds: 'x' }),
      422,
      'invalid_body',
    );
    expect(unknown.errors![0]!.path).toBe('');
    const position = await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, dice: [1, 2], position: 3 }),
      422,
      'invalid_body',
    );
    expect(position.errors![0]!.path).toBe('/position');
    const forgotten = await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, seed: 's', state: { round: 1, penalty: 0 } }),
      422,
      'invalid_body',
    );
    expect(forgotten.errors).toEqual([
      { path: '/position', message: expect.stringContaining('required with seed and state') },
    ]);
    await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, seed: 's', position: 1e9 }),
      422,
      'invalid_body',
    );
    await expectProblem(
      await step('d20-roll-under', 'resist', { input: resist, dice: [30, 1] }),
      422,
      'face_out_of_range',
    );
  });

  it('refuses choices a test does not declare, naming them', async () => {
    const problem = await expectProblem(
      await step('d20-roll-under', 'resist', {
        input: resist,
        dice: [8, 5],
        choices: { critical: 'penalty' },
      }),
      422,
      'invalid_input',
    );
    expect(problem.errors![0]!.path).toBe('/choices');
  });

  it('answers a test without rounds with a 404 that says so', async () => {
    const problem = await expectProblem(
      await step('d20-roll-under', 'check', { input: { value: 12 }, dice: [3] }),
      404,
      'unknown_test',
    );
    expect(problem.detail).toContain('has no rounds');
  });
});
