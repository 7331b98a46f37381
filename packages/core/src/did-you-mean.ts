/**
 * The edit distance between two strings, ignoring case: insertions, deletions, substitutions and swaps of two
 * neighbouring letters (`lable` is one edit from `label`), each counting 1 (optimal string alignment).
 *
 * @example
 * editDistance('modifers', 'modifiers'); // 1
 */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  // Three rows: the one before last is needed for swaps.
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const same = x[i - 1] === y[j - 1];
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The known name closest to a misspelt one, when it is close enough to be a typo: at most a third of its length
 * away (at least 1, so `bonusdice` finds `bonusDice` and `x` finds nothing). Ties go to the first name.
 *
 * @example
 * closestName('modifers', ['value', 'modifiers', 'name']); // 'modifiers'
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  // Long keys are someone's garbage, not a typo; comparing them would only cost time.
  if (name.length > 64) return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const allowed = Math.max(1, Math.floor(Math.max(name.length, best?.length ?? 0) / 3));
  return bestDistance <= allowed ? best : undefined;
}
