import { parseNotation } from './notation.js';
import { createSeed, type RandomSource, secureSource } from './random-source.js';
import type { DieMark } from './roll/marks.js';
import { rollNotation } from './roll-notation.js';
import { seededSource } from './seeded-source.js';
import { createTray, type DieRecord } from './tray.js';

/** A request to roll notation: entered faces, a seed to replay, or neither (a fresh seed). */
export interface RollRequest {
  readonly notation: string;
  readonly seed?: string;
  readonly dice?: readonly number[];
}

/** One die of a rolled notation: the tray's record and what happened to it. */
export interface RolledDieRecord extends DieRecord {
  /** The value it counts as, when not its face: a Fate die's -1/0/+1, a custom face, after `min`/`max` or penetration. */
  readonly value?: number;
  /** What happened to it (`exploded`, `rerolled`, `dropped`, `success`, ...), when anything did. */
  readonly marks?: readonly DieMark[];
  /** The label of its group (`fire` in `2d6[fire]`). */
  readonly label?: string;
}

/** A rolled notation, as every frontend shows it (the body of the API's `POST /v1/roll`). */
export interface RollResponse {
  /** The notation in canonical form. */
  readonly notation: string;
  readonly total: number;
  /** Every die, in the order drawn, recorded under its group (`4d6kh3`), with kept or dropped. */
  readonly dice: readonly RolledDieRecord[];
  /** Present when the dice were generated: the same seed replays the same roll. */
  readonly seed?: string;
  /** The total of each labelled group (`2d6[fire] + 1d8[cold]`). */
  readonly labels?: readonly { readonly label: string; readonly value: number }[];
  /** The notation's comment (`1d20+5 # attack`). */
  readonly comment?: string;
}

/**
 * Rolls dice notation with entered faces, a seed, or a fresh seed from `random` (default: Web Crypto). Limits are
 * checked by the parser before any die is drawn; entered dice that run out, are left over or do not fit throw a
 * `DiceError` naming the die. Entered faces are the faces drawn: 1 to 3 for a Fate die (-, blank, +), and the
 * position of the face for custom faces (`d{2,3,5,7}`: 3 is the 5).
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
  const { notation, total, dice: fates, labels, comment } = rollNotation(parsed, tray);
  tray.finish();
  const dice = tray.records.map(({ sides, face, kept, group, source }, i): RolledDieRecord => {
    const fate = fates[i]!;
    return {
      sides,
      face,
      kept,
      group,
      source,
      ...(fate.value === face ? {} : { value: fate.value }),
      ...(fate.marks.length > 0 ? { marks: fate.marks } : {}),
      ...(fate.label === undefined ? {} : { label: fate.label }),
    };
  });
  return {
    notation,
    total,
    dice,
    ...(seed === undefined ? {} : { seed }),
    ...(labels ? { labels } : {}),
    ...(comment === undefined ? {} : { comment }),
  };
}
