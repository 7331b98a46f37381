/**
 * @module
 * `@verdict/room`'s checks of what a person typed (members, requests and visibilities by name, a reveal's seq, an
 * answer's part), said as the CLI says a mistake: a usage error (exit 2), once, before anything is sent.
 */
import { type Addressed, visibilityOf } from '@verdict/room';
import { UsageError } from '../errors.js';

/** The value understood, or a UsageError with the sentence that says why not. */
export function orUsage<T>(checked: Addressed<T>): T {
  if (!checked.ok) throw new UsageError(checked.problem);
  return checked.value;
}

/** Throws a UsageError with `problem`, when there is one. */
export function refuseIf(problem: string | undefined): void {
  if (problem !== undefined) throw new UsageError(problem);
}

/** `--visibility`'s value: the log's word (`secret`, `result only`) or the protocol id, any case. */
export const visibilityFlag = (value: string) => orUsage(visibilityOf(value, '--visibility'));
