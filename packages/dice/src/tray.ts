import { DiceError } from './errors.js';
import { LIMITS } from './limits.js';
import type { RandomSource } from './random-source.js';
import { rollDie } from './uniform.js';

/** One die drawn during a resolution, as it goes over the wire. */
export interface DieRecord {
  readonly sides: number;
  readonly face: number;
  /** Whether the die counted (false: dropped, e.g. the low dice of a keep-highest pool). */
  kept: boolean;
  /** What the die was for: 'check', 'pool', 'attacker', 'proficiency', ... */
  readonly group: string;
  readonly source: 'generated' | 'entered';
}

/** A die just drawn: its face, and a way to mark it dropped. */
export interface RolledDie {
  readonly face: number;
  readonly sides: number;
  /** Marks this die as not counted. */
  drop(): void;
  /**
   * Marks this die as counted again (one dropped earlier that a later die makes the kept one: the other d20 of
   * Advantage after the higher is rolled again). Optional for other {@link Dice}; the tray's dice have it.
   */
  keep?(): void;
}

/**
 * Where a resolver gets its dice. Every die it draws is recorded, in order. Resolvers receive one from
 * the core; they never see where the faces come from.
 *
 * @example
 * const [die] = dice.roll(1, 20, 'check'); // die.face in 1..20
 */
export interface Dice {
  /** Draws `count` dice with `sides` sides for `group`, in order. */
  roll(count: number, sides: number, group: string): RolledDie[];
  /** Draws one die and returns its face. */
  d(sides: number, group: string): number;
}

/** Options of {@link createTray}: generated dice from a source, or faces a player entered. */
export type TrayOptions =
  | { readonly source: RandomSource; readonly maxDice?: number }
  | { readonly faces: readonly number[]; readonly maxDice?: number };

/** A {@link Dice} that records every die drawn; `finish()` checks that entered faces were all used. */
export interface DiceTray extends Dice {
  /** Every die drawn so far, in order. */
  readonly records: readonly DieRecord[];
  /** Throws `dice_left_over` when entered faces were not all used. */
  finish(): void;
}

/**
 * Creates a tray of dice. With `faces`, each die takes the next entered face; too few, or a face that
 * does not fit its die, is an error naming the die (its position and sides).
 *
 * @example
 * const tray = createTray({ faces: [15] });
 * tray.d(20, 'check'); // 15
 */
export function createTray(options: TrayOptions): DiceTray {
  const records: DieRecord[] = [];
  const maxDice = options.maxDice ?? LIMITS.maxDicePerRequest;
  const entered = 'faces' in options ? options.faces : undefined;
  const source = 'source' in options ? options.source : undefined;

  const draw = (sides: number, group: string): RolledDie => {
    const position = records.length;
    if (position >= maxDice) {
      throw new DiceError(
        'limit_exceeded',
        `Too many dice: at most ${maxDice} dice can be drawn by one request`,
        [{ path: ['dice'], message: `at most ${maxDice} dice can be drawn by one request` }],
      );
    }
    let face: number;
    if (entered) {
      const value = entered[position];
      if (value === undefined) {
        const message = `Missing die ${position + 1} (a d${sides} for ${group}): ${entered.length} entered, more are needed`;
        throw new DiceError('dice_exhausted', message, [{ path: ['dice', position], message }]);
      }
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        const message = `Die ${position + 1} is a d${sides} (${group}): expected a face from 1 to ${sides}, got ${value}`;
        throw new DiceError('face_out_of_range', message, [{ path: ['dice', position], message }]);
      }
      face = value;
    } else {
      face = rollDie(source!, sides);
    }
    const record: DieRecord = { sides, face, kept: true, group, source: entered ? 'entered' : 'generated' };
    records.push(record);
    return new Rolled(record);
  };

  return {
    records,
    roll(count, sides, group) {
      const dice: RolledDie[] = new Array(count);
      for (let i = 0; i < count; i++) dice[i] = draw(sides, group);
      return dice;
    },
    d(sides, group) {
      return draw(sides, group).face;
    },
    finish() {
      if (entered && entered.length > records.length) {
        const extra = entered.length - records.length;
        const message = `${extra} entered ${extra === 1 ? 'die was' : 'dice were'} left over: the test used ${records.length} of ${entered.length}`;
        throw new DiceError(
          'dice_left_over',
          message,
          entered.slice(records.length).map((_, i) => ({
            path: ['dice', records.length + i],
            message: `die ${records.length + i + 1} was not needed`,
          })),
        );
      }
    },
  };
}

class Rolled implements RolledDie {
  constructor(private readonly record: DieRecord) {}
  get face(): number {
    return this.record.face;
  }
  get sides(): number {
    return this.record.sides;
  }
  drop(): void {
    this.record.kept = false;
  }
  keep(): void {
    this.record.kept = true;
  }
}
