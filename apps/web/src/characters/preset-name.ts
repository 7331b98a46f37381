/**
 * @module
 * What a saved input is called when the player gives no name: the test and the values that tell it apart
 * ("Check: Fishing 12", "Directed Contest of Wills: Sorcerer 12, Knight 11", "Check: Might, Rating 2"), read
 * from the input and the test's own words, with no system's fields known here.
 */
import type { TestManifest } from '@verdict/core';
import { type FormHints, hintAt, humanize, optionLabel } from '@verdict/form';

/** Names are at most this long (the name field's own limit). */
export const PRESET_NAME_MAX = 80;

/**
 * The default name of a preset: the test's title and, after a colon, the named things in the input with their
 * first number (a `name` field, the convention every Verdict system follows for who or what), else its first two
 * top-level values with their labels, else the first words it holds.
 *
 * @example
 * presetName(check, { name: 'Fishing', value: 12 }); // 'Check: Fishing 12'
 */
export function presetName(test: Pick<TestManifest, 'title' | 'ui'>, input: unknown): string {
  const hints = test.ui as FormHints | undefined;
  const parts = named(input, 0).slice(0, 3);
  if (parts.length === 0) parts.push(...topValues(input, hints));
  if (parts.length === 0) parts.push(...words(input, 0).slice(0, 2));
  const name = parts.length === 0 ? test.title : `${test.title}: ${parts.join(', ')}`;
  return name.length <= PRESET_NAME_MAX ? name : `${name.slice(0, PRESET_NAME_MAX - 1).trimEnd()}…`;
}

/**
 * A name not yet taken by another preset ("Check: Fishing 12 (2)" when the plain one is): compared as people see
 * names, ignoring case and spaces around.
 */
export function freeName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map(nameKey));
  if (!used.has(nameKey(name))) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, PRESET_NAME_MAX - suffix.length)}${suffix}`;
    if (!used.has(nameKey(candidate))) return candidate;
  }
}

/** How names are compared for duplicates: case, accents' composed forms and surrounding or repeated spaces aside. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

function named(value: unknown, depth: number): string[] {
  if (depth > 3 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => named(item, depth + 1));
  const record = value as Record<string, unknown>;
  const own = typeof record.name === 'string' && record.name.trim() !== '' ? [withNumber(record)] : [];
  return [...own, ...Object.values(record).flatMap((item) => named(item, depth + 1))];
}

function withNumber(record: Record<string, unknown>): string {
  const number = Object.values(record).find((item) => typeof item === 'number');
  return number === undefined ? String(record.name).trim() : `${String(record.name).trim()} ${number}`;
}

function topValues(input: unknown, hints: FormHints | undefined): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
  return Object.entries(input as Record<string, unknown>)
    .flatMap(([key, item]) => {
      const hint = hintAt(hints, [key]);
      if (typeof item === 'string' && item.trim() !== '') return [optionLabel(item, undefined, hint)];
      if (typeof item === 'number') return [`${hint?.label ?? humanize(key)} ${item}`];
      return [];
    })
    .slice(0, 2);
}

function words(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (depth > 3 || typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((item) => words(item, depth + 1));
}
