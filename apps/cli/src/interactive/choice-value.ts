/**
 * The GM's choices as they go to the engine: unset choices and empty groups dropped, `undefined` when none is
 * made (the round is played as the test says).
 *
 * @example
 * roundChoices({ criticalSuccess: { attacker: 'automatic', target: undefined } }); // { criticalSuccess: { attacker: 'automatic' } }
 */
export function roundChoices(value: unknown): Readonly<Record<string, unknown>> | undefined {
  const pruned = prune(value);
  return pruned !== null && typeof pruned === 'object' && !Array.isArray(pruned)
    ? (pruned as Record<string, unknown>)
    : undefined;
}

function prune(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const kept = Object.entries(value)
    .map(([key, inner]) => [key, prune(inner)] as const)
    .filter(([, inner]) => inner !== undefined);
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}
