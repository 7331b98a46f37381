/**
 * The GM's choices for one round as they go to the engine: what was left "as the test says" (unset fields, groups
 * left empty) is dropped, and no choice at all is `undefined`, so a round without choices is played (and
 * recorded) exactly as before.
 *
 * @example
 * roundChoices({ criticalSuccess: { attacker: undefined } }); // undefined
 * roundChoices({ criticalSuccess: { attacker: 'automatic' } }); // { criticalSuccess: { attacker: 'automatic' } }
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
