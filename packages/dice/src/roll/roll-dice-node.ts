import { type DiceNode, faceCount, faceValue, matches } from '../grammar/ast.js';
import { formatDiceNode } from '../grammar/format.js';
import { LIMITS } from '../limits.js';
import { type DieFate, type DrawContext, mark } from './marks.js';

/** A die of a pool: what it counts as, and the draws that make it (for marks). */
export interface PoolDie {
  value: number;
  /** Indexes in `fates` of its draws (the die and what compounded into it); empty when not recording. */
  readonly draws: number[];
}

const groupNames = new WeakMap<DiceNode, string>();
/** The tray group of a dice node: its label, or its own text (`4d6kh3`), as in Verdict 1.0. */
export function groupOf(node: DiceNode): string {
  let name = groupNames.get(node);
  if (name === undefined) {
    name = formatDiceNode(node.label === undefined ? node : ({ ...node, label: undefined } as DiceNode));
    groupNames.set(node, name);
  }
  return name;
}

/**
 * Draws the dice of a group in the order the peers do (each die, then its rerolls, then its explosions,
 * before the next die) and returns the pool before keep/drop and success counting.
 */
export function drawPool(node: DiceNode, ctx: DrawContext, group: string): PoolDie[] {
  const { die, mods } = node;
  const sides = faceCount(die);
  const fates = ctx.fates;
  const pool: PoolDie[] = [];
  const { reroll, explode, min, max } = mods;
  const draw = (): { natural: number; value: number; at: number } => {
    let natural = faceValue(die, ctx.next(sides, group));
    let at = record(ctx, natural, node);
    if (reroll) {
      for (
        let times = 0;
        times < (reroll.once ? 1 : LIMITS.maxRepeatsPerDie) && matches(reroll.at, natural);
        times++
      ) {
        if (fates) {
          fates[at]!.kept = false;
          mark(fates[at], 'rerolled');
        }
        natural = faceValue(die, ctx.next(sides, group));
        at = record(ctx, natural, node);
      }
    }
    let value = natural;
    if (min !== undefined && value < min) {
      value = min;
      mark(fates?.[at], 'min');
    }
    if (max !== undefined && value > max) {
      value = max;
      mark(fates?.[at], 'max');
    }
    if (fates) fates[at]!.value = value;
    return { natural, value, at };
  };
  for (let i = 0; i < node.count; i++) {
    let current = draw();
    const unit: PoolDie = { value: current.value, draws: fates ? [current.at] : [] };
    pool.push(unit);
    if (!explode) continue;
    const compound = explode.style === 'compound' || explode.style === 'compound-penetrate';
    const penetrate = explode.style === 'penetrate' || explode.style === 'compound-penetrate';
    for (let n = 0; n < LIMITS.maxRepeatsPerDie && matches(explode.at, current.natural); n++) {
      mark(fates?.[current.at], 'exploded');
      current = draw();
      const value = penetrate ? current.value - 1 : current.value;
      if (fates) {
        const fate = fates[current.at]!;
        fate.value = value;
        mark(fate, 'explosion');
        if (penetrate) mark(fate, 'penetrated');
        if (compound) mark(fate, 'compounded');
      }
      if (compound) {
        unit.value += value;
        if (fates) unit.draws.push(current.at);
      } else {
        pool.push({ value, draws: fates ? [current.at] : [] });
      }
    }
  }
  return pool;
}

function record(ctx: DrawContext, value: number, node: DiceNode): number {
  const fates = ctx.fates;
  if (!fates) return -1;
  const fate: DieFate = { value, kept: true, marks: [] };
  if (node.label !== undefined) fate.label = node.label;
  fates.push(fate);
  return fates.length - 1;
}
