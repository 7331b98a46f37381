/**
 * A test an outcome proposes next, as data: the Horror Check's recovery check. A frontend renders it as a
 * button ("Recover") and starts a play of `test` with `input`, with the same dice source as any other play
 * (a seed, or the player's entered faces): it needs no knowledge of the system.
 *
 * @example
 * const followUp: FollowUpV1 = { test: 'check', label: 'Recover', input: { value: 12, modifiers: [...] } };
 */
export interface FollowUpV1 {
  /** The test's id, in the same system. */
  readonly test: string;
  /** The button's words ("Recover"). */
  readonly label: string;
  /** Why or when, in a sentence ("A Will test at -2 ends the -2 and the fear"). */
  readonly description?: string;
  /** The follow-up test's raw input, validated like any request when it is played. */
  readonly input: unknown;
}
