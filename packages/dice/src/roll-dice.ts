import { parseNotation } from './notation.js';
import { createSeed, type RandomSource, secureSource } from './random-source.js';
import { rollNotation } from './roll-notation.js';
import { seededSource } from './seeded-source.js';
import { createTray, type DieRecord } from './tray.js';

/** A request to roll notation: entered faces, a seed to replay, or neither (a fresh seed). */
export interface RollRequest {
  readonly notation: string;
  readonly seed?: string;
  readonly dice?: readonly number[];
}

/** A rolled notation, as every frontend shows it (the body of the API's `POST /v1/roll`). */
export interface RollResponse {
  /** The notation in canonical form. */
  readonly notation: string;
  readonly total: number;
  /** Every die, recorded under its term (`4d6kh3`), with kept or dropped. */
  readonly dice: readonly DieRecord[];
  /** Present when the dice were generated: the same seed replays the same roll. */
  readonly seed?: string;
}

/**
 * Rolls dice notation with entered faces, a seed, or a fresh seed from `random` (default: Web Crypto). Limits are
 * checked by the parser before any die is drawn; entered dice that run out, are left over or do not fit throw a
 * `DiceError` naming the die.
 *
 * @example
 * rollDice({ notation: '2d6+3', dice: [4, 5] }).total; // 12
 */
export function rollDice(request: RollRequest, random: RandomSource = secureSource()): RollResponse {
  const parsed = parseNotation(request.notation);
  const seed = request.dice === undefined ? (request.seed ?? createSeed(random)) : undefined;
  const tray = createTray(
    request.dice === undefined ? { source: seededSource(seed!) } : { faces: request.dice },
  );
  const { notation, total } = rollNotation(parsed, tray);
  tray.finish();
  const dice = tray.records.map(({ sides, face, kept, group, source }) => ({
    sides,
    face,
    kept,
    group,
    source,
  }));
  return { notation, total, dice, ...(seed === undefined ? {} : { seed }) };
}
