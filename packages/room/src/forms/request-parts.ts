/**
 * @module
 * The GM's request form's split of the input: the fields each player gives (ticked: their skill, attribute, name,
 * from their saved character or typed), the rest the GM's part (fixed, hidden with the input when asked).
 */
import type { Registry } from '@verdict/core';
import { playerFields } from '../describe/input-words.js';

/**
 * The body's input and fixes for a request whose ticked fields are the players': nothing changes when none are.
 * A hidden request fixes only the fields the GM filled: one left empty is the player's to give or not, since
 * the server refuses to hide an empty field whose presence decides whether an answer is accepted (issue 34, N9:
 * SRD 5.2's attack reads `abilityScore` to refuse it beside `abilityModifier`).
 *
 * @example
 * requestParts(registry, choice, new Set(['value'])); // { input: { modifiers: [...] }, fixes: ['modifiers', 'name', ...] }
 */
export function requestParts(
  registry: Registry,
  choice: { readonly system: string; readonly test: string; readonly input: unknown },
  theirs: ReadonlySet<string>,
  hidden = false,
): { input: unknown; fixes?: string[] } {
  const fields = playerFields(registry, choice.system, choice.test, []).map((f) => f.field);
  if (!fields.some((field) => theirs.has(field))) return { input: choice.input };
  const given = (choice.input ?? {}) as Record<string, unknown>;
  const fixes = fields.filter((field) => !theirs.has(field) && (!hidden || given[field] !== undefined));
  const input = Object.fromEntries(Object.entries(given).filter(([field]) => fixes.includes(field)));
  return { input, fixes };
}
