import {
  createSeed,
  createTray,
  DiceError,
  type DiceTray,
  type RandomSource,
  secureSource,
  seedProblem,
} from '@verdict/dice';
import { VerdictError } from './errors.js';
import { type SeedStream, seedStream } from './seed-stream.js';

/**
 * Where a request's dice come from: entered faces, or its seed's stream from `position` (a fresh seed from
 * `random` when none is given). A seed is checked by the one rule every frontend shares (`seedProblem`: 1 to 256
 * characters, no control characters).
 */
export function openTray(
  request: { readonly dice?: readonly number[]; readonly seed?: string; readonly position?: number },
  random: RandomSource | undefined,
): { tray: DiceTray; seed?: string; stream?: SeedStream } {
  if (request.dice !== undefined) return { tray: createTray({ faces: request.dice }) };
  if (request.seed !== undefined) {
    const problem = seedProblem(request.seed);
    if (problem)
      throw new VerdictError('invalid_input', `seed: ${problem}`, [{ path: ['seed'], message: problem }]);
  }
  const seed = request.seed ?? createSeed(random ?? secureSource());
  const stream = seedStream(seed, request.position ?? 0);
  return { tray: createTray({ source: stream }), seed, stream };
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
