import type { ComparePoint, Keep } from '../grammar/ast.js';
import { type DieFate, mark } from './marks.js';
import type { PoolDie } from './roll-dice-node.js';

/** What is done with a pool once drawn. */
export interface PoolRules {
  readonly keep?: Keep | undefined;
  readonly success?: ComparePoint | undefined;
  readonly failure?: ComparePoint | undefined;
  readonly criticalSuccess?: ComparePoint | undefined;
  readonly criticalFailure?: ComparePoint | undefined;
}

const matchesAt = (at: ComparePoint, v: number) =>
  at.op === '='
    ? v === at.value
    : at.op === '>'
      ? v > at.value
      : at.op === '>='
        ? v >= at.value
        : at.op === '<'
          ? v < at.value
          : v <= at.value;

/**
 * Keeps or drops dice of a pool by value (among equal values the earlier die is kept, as in Verdict 1.0),
 * then sums the kept dice or counts their successes minus failures, marking each die.
 */
export function poolTotal(pool: PoolDie[], rules: PoolRules, fates: DieFate[] | undefined): number {
  const { keep, success, failure, criticalSuccess, criticalFailure } = rules;
  let kept: boolean[] | undefined;
  if (keep) {
    const n = pool.length;
    const count = keep.mode === 'keep' ? Math.min(keep.count, n) : Math.max(0, n - keep.count);
    const highest = (keep.mode === 'keep') === (keep.which === 'highest');
    kept = selectBest(pool, count, highest);
  }
  let total = 0;
  for (let i = 0; i < pool.length; i++) {
    const die = pool[i]!;
    if (kept && !kept[i]) {
      if (fates) {
        for (const at of die.draws) {
          fates[at]!.kept = false;
          mark(fates[at], 'dropped');
        }
      }
      continue;
    }
    if (success) {
      if (matchesAt(success, die.value)) {
        total++;
        if (fates) mark(fates[die.draws[0]!], 'success');
      } else if (failure && matchesAt(failure, die.value)) {
        total--;
        if (fates) mark(fates[die.draws[0]!], 'failure');
      }
    } else total += die.value;
    if (fates) {
      for (const at of die.draws) {
        const v = fates[at]!.value;
        if (criticalSuccess && matchesAt(criticalSuccess, v)) mark(fates[at], 'critical-success');
        if (criticalFailure && matchesAt(criticalFailure, v)) mark(fates[at], 'critical-failure');
      }
    }
  }
  return total;
}

/** Which dice are among the best `count` (stable: the earlier of equal dice wins). */
function selectBest(pool: readonly PoolDie[], count: number, highest: boolean): boolean[] {
  const order = pool.map((_, i) => i);
  const sign = highest ? -1 : 1;
  order.sort((a, b) => sign * (pool[a]!.value - pool[b]!.value) || a - b);
  const kept = new Array<boolean>(pool.length).fill(false);
  for (let r = 0; r < count; r++) kept[order[r]!] = true;
  return kept;
}
