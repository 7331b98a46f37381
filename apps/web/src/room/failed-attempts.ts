/**
 * The GM's note of answers to a hidden request refused for its hidden input (`failedAttempts` in the GM's view
 * of the room: entered dice that did not fit, or a generated answer it made fail): the refusal told the player
 * nothing, so the GM is told who tried and how often.
 */

/** One member's failed answers to one request, as the server counts them. */
export interface FailedAttempts {
  readonly request: number;
  readonly member: string;
  readonly count: number;
}

/**
 * The note for one request, or undefined when nobody failed it.
 *
 * @example
 * failedAttemptsText([{ request: 4, member: 'm1', count: 2 }], new Map([['m1', 'Pip']]), 4);
 * // 'answers refused for the hidden input: Pip 2 times'
 */
export function failedAttemptsText(
  attempts: readonly FailedAttempts[],
  names: ReadonlyMap<string, string>,
  request: number,
): string | undefined {
  const mine = attempts.filter((a) => a.request === request && a.count > 0);
  if (mine.length === 0) return undefined;
  const who = mine.map(
    (a) => `${names.get(a.member) ?? 'someone'} ${a.count} ${a.count === 1 ? 'time' : 'times'}`,
  );
  return `answers refused for the hidden input: ${who.join(', ')}`;
}
