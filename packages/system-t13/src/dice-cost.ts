import type { CostKind, TestCost } from '@verdict/core';
import { keptOf, type Notation, type Term } from '@verdict/dice';
import { diceGroups, planDice } from './dice-plan.js';
import type { DiceInput } from './dice-schema.js';

/**
 * Steps (about a nanosecond each, see `TestCost.work`) of each inner loop of the exact odds, measured by
 * `bench/cost.mjs`: the sliding-window sum of dice, keep-highest by order statistics, a convolution, each with
 * exact (bigint) counts alongside while they are cheap, and judging one Score.
 */
export const DICE_STEPS = Object.freeze({
  sum: 20,
  /** Plus 1.5 per bit of the exact denominator: bigints of 240 bits cost four times those of 20. */
  sumExact: 100,
  keep: 8,
  keepExact: 60,
  convolve: 3,
  convolveExact: 120,
  judge: 1_500,
});

/** Bytes of one entry of the odds' level lists, with an exact fraction of long numbers. */
const ENTRY_BYTES = 300;

/** A distribution's estimated shape and the work that built it. */
interface Shape {
  /** Values it spans. */
  readonly width: number;
  /** Bits of the exact denominator, when it carries exact counts. */
  readonly bits: number | undefined;
  /** Steps spent so far. */
  readonly work: number;
}

const CONSTANT: Shape = { width: 1, bits: 0, work: 0 };
// `@verdict/dice` keeps exact counts while the denominator sides^n has at most 256 bits, and convolves them while
// the product of the widths is at most 4,000,000 (see its keep.ts and distribution.ts).
const MAX_EXACT_BITS = 256;
const EXACT_CONVOLUTION = 4_000_000;

/** X + Y: a multiply-add per pair of values, and a bigint one while exact and small enough. */
function convolveShape(a: Shape, b: Shape): Shape {
  const pairs = a.width * b.width;
  const bits =
    a.bits !== undefined && b.bits !== undefined && pairs <= EXACT_CONVOLUTION ? a.bits + b.bits : undefined;
  const each = DICE_STEPS.convolve + (bits === undefined ? 0 : DICE_STEPS.convolveExact + bits / 2);
  return { width: a.width + b.width - 1, bits, work: a.work + b.work + pairs * each };
}

/** One group of dice, as `@verdict/dice` computes it: a sliding-window sum, or order statistics for keep/drop. */
function termShape(term: Extract<Term, { kind: 'dice' }>): Shape {
  const { count: n, sides } = term;
  const { kept } = keptOf(n, term.keep);
  const denominatorBits = n * Math.log2(Math.max(2, sides));
  const bits = denominatorBits <= MAX_EXACT_BITS ? denominatorBits : undefined;
  if (kept >= n) {
    // Die d widens the table to d * (sides - 1) + 1 values.
    const steps = ((n * (n + 1)) / 2) * (sides - 1) + n;
    const each = DICE_STEPS.sum + (bits === undefined ? 0 : DICE_STEPS.sumExact + 1.5 * bits);
    return { width: n * (sides - 1) + 1, bits, work: steps * each };
  }
  if (kept <= 0) return CONSTANT;
  // For each face, each count of dice above it, each kept sum: up to k - m placements.
  const width = kept * sides + 1;
  const steps = sides * width * ((kept * (kept + 3)) / 2);
  return {
    width: kept * (sides - 1) + 1,
    bits,
    work: steps * (bits === undefined ? DICE_STEPS.keep : DICE_STEPS.keepExact),
  };
}

/** A notation's total: its dice terms convolved one after another (constants only shift it). */
export function notationShape(notation: Notation): Shape {
  let shape = CONSTANT;
  for (const term of notation.terms) if (term.kind === 'dice') shape = convolveShape(shape, termShape(term));
  return shape;
}

/**
 * The cost of a Dice Test, from its input alone. Odds: every group's exact distribution, their convolution, the
 * convolution with each Proficiency class (plain, Snake Eyes, Boxcars), and judging every Score; the answer lists
 * each distinct count of levels, which Multiples makes grow with the Score over the Difficulty. Resolve or a step:
 * a few steps per die drawn, and the faces listed in the steps.
 *
 * @example
 * diceCost(parsedInput, 'odds').work; // about 92 billion for main: 12d1000000 (refused: it took 14 s and more)
 */
export function diceCost(input: DiceInput, kind: CostKind): TestCost {
  const groups = diceGroups(input);
  const proficiency = planDice(input).proficiencyDice;
  if (kind !== 'odds') {
    let dice = proficiency;
    let faceBytes = 0;
    for (const g of groups) {
      for (const term of g.notation.terms) {
        if (term.kind !== 'dice') continue;
        dice += term.count;
        faceBytes += term.count * (Math.ceil(Math.log10(term.sides + 1)) + 2);
      }
    }
    return {
      work: dice * 50 + 10_000,
      output: 2_000 + Math.min(dice, 1_000) * 80 + faceBytes,
      path: ['main'],
    };
  }
  let main = CONSTANT;
  let costliest = { path: ['main'] as (string | number)[], work: -1 };
  let extra = 0;
  for (const g of groups) {
    const before = main.work;
    main = convolveShape(main, notationShape(g.notation));
    const path = g.group === 'extra' ? ['extra', extra++] : [g.group];
    if (main.work - before > costliest.work) costliest = { path, work: main.work - before };
  }
  // The Proficiency Dice's sum without Crisis spans 5k + 1 values; Snake Eyes and Boxcars are one value each.
  const classes = proficiency === 0 ? [1] : [5 * proficiency + 1, 1, 1];
  let work = main.work;
  for (const width of classes) {
    const rolled = convolveShape({ ...main, work: 0 }, { width, bits: 8 * proficiency, work: 0 });
    work += rolled.work + rolled.width * DICE_STEPS.judge;
  }
  const maxScore = main.width + 6 * proficiency + 5;
  const levels = input.multiples ? maxScore / input.difficulty + 2 * Math.sqrt(input.difficulty) : 0;
  return {
    work,
    output: Math.round(4_000 + 4 * (levels + 20) * ENTRY_BYTES),
    path: costliest.path,
    hint: 'fewer dice or fewer sides (the exact odds go through every total the dice can roll)',
  };
}
