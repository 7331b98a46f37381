import { type OutcomeResponse, resolveTest, type VerdictErrorCode } from '@verdict/core';
import { expect } from 'vitest';
import { describeError, isUserError, thrownBy, withContext } from './errors.js';
import { type CheckContext, exampleInputs, requestFor, seedFor } from './options.js';

/**
 * Entered dice round-trip, over seeded resolutions of every example input: entering the faces a seed
 * generated gives the same outcome, steps and dice; one face fewer is `dice_exhausted`, one more is
 * `dice_left_over`, and a 0 in place of the first face is `face_out_of_range`.
 */
export function checkEnteredDice(context: CheckContext): void {
  for (const input of exampleInputs(context.test)) {
    const request = requestFor(context, input);
    for (let i = 0; i < context.settings.seeds; i++) {
      const seed = seedFor(context, 'entered', i);
      const generated = resolveTest(context.registry, { ...request, seed });
      const faces = generated.dice.map((die) => die.face);
      const where = `${JSON.stringify(input)} with the faces [${faces.join(', ')}] that seed '${seed}' rolled`;
      const entered = withContext(`Resolving ${where}`, () =>
        resolveTest(context.registry, { ...request, dice: faces }),
      );
      expect(entered.outcome, `the outcome of ${where}`).toEqual(generated.outcome);
      expect(entered.steps, `the steps of ${where}`).toEqual(generated.steps);
      expect(entered.dice, `the dice of ${where}`).toEqual(asEntered(generated));
      const resolveWith = (dice: number[]) => () => resolveTest(context.registry, { ...request, dice });
      if (faces.length > 0) {
        expectCode(resolveWith(faces.slice(0, -1)), 'dice_exhausted', `one face fewer than ${where}`);
        expectCode(
          resolveWith([0, ...faces.slice(1)]),
          'face_out_of_range',
          `a 0 as the first face of ${where}`,
        );
      }
      expectCode(resolveWith([...faces, 1]), 'dice_left_over', `one face more than ${where}`);
    }
  }
}

/** The same seed gives the same response (outcome, steps, dice), and the response names that seed. */
export function checkSameSeed(context: CheckContext): void {
  for (const input of exampleInputs(context.test)) {
    const request = requestFor(context, input);
    for (let i = 0; i < context.settings.seeds; i++) {
      const seed = seedFor(context, 'same-seed', i);
      const first = resolveTest(context.registry, { ...request, seed });
      const second = resolveTest(context.registry, { ...request, seed });
      expect(second, `resolving ${JSON.stringify(input)} twice with seed '${seed}'`).toEqual(first);
      expect(first.seed, 'the response carries its seed').toBe(seed);
    }
  }
}

function asEntered(response: OutcomeResponse) {
  return response.dice.map((die) => ({ ...die, source: 'entered' }));
}

function expectCode(fn: () => unknown, code: VerdictErrorCode, what: string): void {
  const error = thrownBy(fn);
  if (isUserError(error) && (error as { code: string }).code === code) return;
  throw new Error(`${what}: expected a VerdictError ${code}, got ${describeError(error)}`);
}
