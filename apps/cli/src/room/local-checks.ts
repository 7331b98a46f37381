/**
 * @module
 * What the room commands check on this side before anything is sent (issue 38, N6-N8), so that a mistake is a
 * usage error (exit 2) said once in the log's own words, not a refusal (exit 5) naming the API's fields: the
 * visibility as the log says it (`secret`, `result only`; the protocol ids still work), a roll's input and
 * entered dice (the engine's own checks, as `verdict resolve` makes them), and the entry a reveal names.
 */
import { type Registry, resolveTest } from '@verdict/core';
import type { RoomEntry, Visibility } from '@verdict/fair';
import { VISIBILITIES, visibilityName } from '@verdict/room';
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

/** Throws a UsageError naming the sealed entries when `seq` seals nothing not yet revealed. */
export function checkRevealable(entries: readonly RoomEntry[], seq: number): void {
  const revealed = new Set(entries.flatMap((entry) => (entry.type === 'reveal' ? [entry.of] : [])));
  const sealed = entries
    .filter((entry) => 'sealed' in entry && entry.sealed !== undefined && !revealed.has(entry.seq))
    .map((entry) => entry.seq);
  if (sealed.includes(seq)) return;
  const why = revealed.has(seq) ? 'is revealed already' : 'seals nothing';
  const list = sealed.length === 0 ? 'no entry is sealed' : `sealed: ${sealed.join(', ')}`;
  throw new UsageError(`reveal: entry ${seq} ${why} (${list})`);
}
