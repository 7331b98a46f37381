import {
  createSeed,
  createTray,
  DiceError,
  type DiceTray,
  type DieRecord,
  type RandomSource,
  secureSource,
  seededSource,
} from '@verdict/dice';
import { VerdictError } from './errors.js';

/** Where a request's dice come from: entered faces, its seed, or a fresh seed from `random`. */
export function openTray(
  request: { readonly dice?: readonly number[]; readonly seed?: string },
  random: RandomSource | undefined,
): { tray: DiceTray; seed?: string } {
  if (request.dice !== undefined) return { tray: createTray({ faces: request.dice }) };
  const seed = request.seed ?? createSeed(random ?? secureSource());
  return { tray: createTray({ source: seededSource(seed) }), seed };
}

/** The dice drawn, as plain records for the response. */
export function snapshot(records: readonly DieRecord[]): DieRecord[] {
  return records.map((r) => ({
    sides: r.sides,
    face: r.face,
    kept: r.kept,
    group: r.group,
    source: r.source,
  }));
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
