import {
  createSeed,
  createTray,
  DiceError,
  type DiceTray,
  type RandomSource,
  secureSource,
  seededSource,
  seedProblem,
} from '@verdict/dice';
import { VerdictError } from './errors.js';

/**
 * Where a request's dice come from: entered faces, its seed, or a fresh seed from `random`. A seed is checked by the
 * one rule every frontend shares (`seedProblem`: 1 to 256 characters, no control characters).
 */
export function openTray(
  request: { readonly dice?: readonly number[]; readonly seed?: string },
  random: RandomSource | undefined,
): { tray: DiceTray; seed?: string } {
  if (request.dice !== undefined) return { tray: createTray({ faces: request.dice }) };
  if (request.seed !== undefined) {
    const problem = seedProblem(request.seed);
    if (problem)
      throw new VerdictError('invalid_input', `seed: ${problem}`, [{ path: ['seed'], message: problem }]);
  }
  const seed = request.seed ?? createSeed(random ?? secureSource());
  return { tray: createTray({ source: seededSource(seed) }), seed };
}

/** Turns a dice problem into the engine's named error, with the same code and the die it names. */
export function withDiceErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DiceError) throw new VerdictError(error.code, error.message, error.issues);
    throw error;
  }
}
