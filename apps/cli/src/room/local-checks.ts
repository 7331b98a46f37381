/**
 * @module
 * What the room commands check on this side before anything is sent (issue 38, N6-N8), so that a mistake is a
 * usage error (exit 2) said once in the log's own words, not a refusal (exit 5) naming the API's fields: the
 * visibility as the log says it (`secret`, `result only`; the protocol ids still work), a roll's input and
 * entered dice (the engine's own checks, as `verdict resolve` makes them), and the entry a reveal names.
 */
import { type Registry, resolveTest } from '@verdict/core';
import type { RequestEntry, RoomEntry, Visibility } from '@verdict/fair';
import {
  answerPartIssues,
  mergeAnswerInput,
  playerFields,
  unrevealedSeqs,
  VISIBILITIES,
  viewOf,
  visibilityName,
} from '@verdict/room';
import { didYouMean } from '../commands/known-ids.js';
import { UsageError } from '../errors.js';

/** The people's word for each visibility, as the log shows it (`public` has none there). */
const wordOf = (visibility: Visibility): string => visibilityName(visibility) ?? visibility;

/**
 * `--visibility`'s value: the log's word (`secret`, `result only`, also `result-only`) or the protocol id
 * (`gm`, `outcome`), any case.
 *
 * @example
 * visibilityOf('secret'); // 'gm'
 */
export function visibilityOf(value: string): Visibility {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  const found = VISIBILITIES.find((v) => v === key || wordOf(v) === key);
  if (found) return found;
  const words = VISIBILITIES.map(wordOf);
  throw new UsageError(
    `--visibility: expected one of ${words.join(', ')} (or ${VISIBILITIES.filter((v) => wordOf(v) !== v).join(', ')}), got '${value}'${didYouMean(value, words)}`,
  );
}

/**
 * Resolves the roll here, once, only to check it: an unknown or bad field, or an entered die the test cannot
 * take, throws the engine's named error (exit 2) before the server is asked.
 */
export function checkRollHere(
  registry: Registry,
  roll: { system: string; test: string; input: unknown; dice?: readonly number[] },
): void {
  resolveTest(registry, {
    system: roll.system,
    test: roll.test,
    input: roll.input,
    ...(roll.dice === undefined ? { seed: 'checked here, never sent' } : { dice: [...roll.dice] }),
  });
}

/** `sealed: 4, 5`, or `no entry is sealed`. */
const sealedList = (sealed: readonly number[]): string =>
  sealed.length === 0 ? 'no entry is sealed' : `sealed: ${sealed.join(', ')}`;

/**
 * The seq the room screen's Reveal prompt names (`7` or `#7`), checked against the sealed entries the screen lists:
 * an empty line, a word or an entry that seals nothing throws a UsageError saying so, and nothing is sent (N6).
 *
 * @example
 * revealSeqOf('#5', [4, 5]); // 5
 * revealSeqOf('', [4, 5]); // throws 'Type the seq of a sealed entry (sealed: 4, 5)'
 */
export function revealSeqOf(line: string, sealed: readonly number[]): number {
  const text = line.trim();
  if (text === '') throw new UsageError(`Type the seq of a sealed entry (${sealedList(sealed)})`);
  if (!/^#?\d{1,9}$/.test(text))
    throw new UsageError(`reveal: expected an entry's seq, got '${text}' (${sealedList(sealed)})`);
  const seq = Number(text.replace('#', ''));
  if (!sealed.includes(seq))
    throw new UsageError(`reveal: entry ${seq} seals nothing (${sealedList(sealed)})`);
  return seq;
}

/** Throws a UsageError naming the sealed entries when `seq` seals nothing not yet revealed. */
export function checkRevealable(entries: readonly RoomEntry[], seq: number): void {
  const sealed = unrevealedSeqs(entries);
  if (sealed.includes(seq)) return;
  const why = viewOf(entries).revealed.has(seq) ? 'is revealed already' : 'seals nothing';
  throw new UsageError(`reveal: entry ${seq} ${why} (${sealedList(sealed)})`);
}

/**
 * Checks an answer's part to a request in parts here, as the server would (N8): a field the GM fixed, and the
 * player's own fields against the test's schema. A field of the player's left out is said with the command that
 * gives it (`Request #11 leaves Rating (rating) to you: verdict room answer 11 rating=…`). Nothing of a hidden GM
 * part is needed or said: only the player's fields are checked. A request with a whole input, or of a system not
 * known here, is left to the server.
 */
export function checkAnswerPart(registry: Registry, request: RequestEntry, part: unknown): void {
  const { fixes, seq } = request;
  if (fixes === undefined || !registry.systems.some((system) => system.id === request.system)) return;
  const merged = mergeAnswerInput(seq, { input: {}, fixes }, part);
  if (!merged.ok) throw new UsageError(`answer: ${merged.problem.message}`);
  const issues = answerPartIssues(registry.test(request.system, request.test), part, fixes);
  if (issues.length === 0) return;
  const given = (typeof part === 'object' && part !== null ? part : {}) as Record<string, unknown>;
  const missing = [...new Set(issues.map((issue) => String(issue.path[0])))].filter(
    (field) => given[field] === undefined,
  );
  if (missing.length > 0) {
    const titles = playerFields(registry, request.system, request.test, fixes)
      .filter(({ field }) => missing.includes(field))
      .map(({ field, title }) => `${title} (${field})`);
    throw new UsageError(
      `Request #${seq} leaves ${titles.join(', ')} to you: verdict room answer ${seq} ${missing.map((f) => `${f}=…`).join(' ')}`,
    );
  }
  throw new UsageError(
    issues.map((issue) => `answer: input.${issue.path.join('.')}: ${issue.message}`).join('\n'),
  );
}
