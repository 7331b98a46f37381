import { type Notation, parseNotation } from './notation.js';
import { compileExpression, type Evaluator } from './roll/evaluate.js';
import type { DieFate, DrawContext } from './roll/marks.js';
import type { Dice, RolledDie } from './tray.js';

/** The result of rolling a notation. */
export interface NotationRoll {
  readonly notation: string;
  readonly total: number;
  /** Every die drawn, in order, with the value it counts as and what happened to it. */
  readonly dice: readonly DieFate[];
  /** The total of each labelled group (`2d6[fire]`), in the order rolled. */
  readonly labels?: readonly { readonly label: string; readonly value: number }[];
  /** The notation's comment (`# attack`). */
  readonly comment?: string;
}

const compiled = new WeakMap<Notation, Map<string | undefined, Evaluator>>();
function evaluatorOf(notation: Notation, group: string | undefined, cache: boolean): Evaluator {
  if (!cache) return compileExpression(notation.expr, group);
  let byGroup = compiled.get(notation);
  if (!byGroup) {
    byGroup = new Map();
    compiled.set(notation, byGroup);
  }
  let run = byGroup.get(group);
  if (!run) {
    run = compileExpression(notation.expr, group);
    byGroup.set(group, run);
  }
  return run;
}

/**
 * Rolls parsed (or unparsed) notation with the given dice; dropped and rerolled dice are marked on the tray.
 * Each group of dice is recorded under `group`, or, by default, under its own text (`4d6kh3`), so a roll of
 * `1d20+1d6` says which die is which. Dice are drawn left to right, each die followed by its rerolls and
 * explosions. Parse once with {@link parseNotation} and roll many times for speed.
 *
 * @example
 * rollNotation(parseNotation('4d6kh3'), createTray({ source: seededSource('x') })).total;
 */
export function rollNotation(notation: Notation | string, dice: Dice, group?: string): NotationRoll {
  const parsed = typeof notation === 'string' ? parseNotation(notation) : notation;
  const run = evaluatorOf(parsed, group, typeof notation !== 'string');
  const rolled: RolledDie[] = [];
  const fates: DieFate[] = [];
  const labels: { label: string; value: number }[] = [];
  const ctx: DrawContext = {
    next(sides, name) {
      const die = dice.roll(1, sides, name)[0]!;
      rolled.push(die);
      return die.face;
    },
    nextMany(count, sides, name, into) {
      for (const die of dice.roll(count, sides, name)) {
        rolled.push(die);
        into.push(die.face);
      }
    },
    fates,
    labels,
  };
  const total = run(ctx);
  for (let i = 0; i < rolled.length; i++) if (!fates[i]!.kept) rolled[i]!.drop();
  return {
    notation: parsed.text,
    total,
    dice: fates,
    ...(labels.length > 0 ? { labels } : {}),
    ...(parsed.comment === undefined ? {} : { comment: parsed.comment }),
  };
}
