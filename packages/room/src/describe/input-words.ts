/**
 * @module
 * Tests and inputs in people's words, for the room's sentences and its request cards: a test by its title, a
 * roll by its own name ("Sense evil (Check)"), an input by its schema's labels ("Skill 11, poor tackle -2").
 */
import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import {
  type DescribeInputOptions,
  type DisplayLabels,
  describeInput,
  type FormHints,
  groupLabel,
  hintAt,
  inputParties,
  type JsonSchema,
  labelFor,
  type Parties,
} from '@verdict/form';
import { NOTATION_SYSTEM } from '../notation/notation-system.js';

/** A test's title ("Check"), or its id when this registry does not know it. */
export function testTitle(registry: Registry | undefined, system: string, test: string): string {
  try {
    return registry ? registry.test(system, test).title : `${system}/${test}`;
  } catch {
    return `${system}/${test}`;
  }
}

/** A test's words for its values (winners, groups), when this registry knows it. */
export function testLabels(
  registry: Registry | undefined,
  system: string,
  test: string,
): DisplayLabels | undefined {
  try {
    return registry?.test(system, test).labels;
  } catch {
    return undefined;
  }
}

/**
 * The names a contest's input gives its sides (`{ first: 'Witch' }`), read where the test's `sides` label says,
 * else the ones its outcome carries; none for a test without sides or when this registry does not know it.
 */
export function sideNames(
  registry: Registry | undefined,
  subject: { readonly system: string; readonly test: string },
  content: { readonly input?: unknown; readonly outcome?: { readonly parties?: Parties } },
): Parties {
  const labels = testLabels(registry, subject.system, subject.test);
  return content.outcome?.parties ?? inputParties(labels, content.input);
}

/**
 * The names of a roll's dice groups in the test's words, a contest's side by the name its input gives it
 * (`{ first: 'Witch', second: 'Abbot' }`, `{ check: 'd20' }`): the log's dice rows read as the solo page's.
 */
export function diceGroupNames(
  registry: Registry | undefined,
  subject: { readonly system: string; readonly test: string },
  content: {
    readonly input?: unknown;
    readonly outcome?: { readonly parties?: Parties };
    readonly dice: readonly { readonly group: string }[];
  },
): Record<string, string> {
  const labels = testLabels(registry, subject.system, subject.test);
  const parties = sideNames(registry, subject, content);
  const groups = [...new Set(content.dice.map((die) => die.group))];
  return Object.fromEntries(groups.map((group) => [group, groupLabel(group, labels, parties)]));
}

/** `Sense evil (Check)` when the input names the roll, else `Check`; a notation roll `Strength (4d6kh3)` or `4d6kh3`. */
export function rollName(
  registry: Registry | undefined,
  system: string,
  test: string,
  input: unknown,
): string {
  const notation =
    system === NOTATION_SYSTEM ? (input as { notation?: unknown } | undefined)?.notation : undefined;
  // A notation roll is named by its notation (`Strength (4d6kh3)`), a test by its title.
  const title = typeof notation === 'string' ? notation : testTitle(registry, system, test);
  const name = (input as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name.trim() !== '' ? `${name.trim()} (${title})` : title;
}

/**
 * An input by its test's schema and hints (`describeInput`'s words; the roll's own name is left out, it is said as
 * the roll's name); by `field value` pairs when this registry does not know the test. Never JSON.
 *
 * @example
 * inputWords(registry, 'd20-roll-under', 'check', { value: 11, modifiers: [{ label: 'poor tackle', amount: -2 }] });
 * // 'Skill 11, poor tackle -2'
 */
export function inputWords(
  registry: Registry | undefined,
  system: string,
  test: string,
  input: unknown,
): string {
  const { schema, options } = schemaOf(registry, system, test);
  return schema ? describeInput(schema, input, options) : plainWords(input);
}

/**
 * What a roll was against: its input in words (`inputWords`), without the top-level fields left at their schema's
 * default (a GM option the roller did not touch is not what the roll was against).
 *
 * @example
 * againstWords(registry, 'd20-roll-under', 'check', { value: 13, strongSuccess: true }); // 'Skill 13'
 */
export function againstWords(
  registry: Registry | undefined,
  system: string,
  test: string,
  input: unknown,
): string {
  if (system === NOTATION_SYSTEM) return ''; // its notation is its name: against nothing more
  const { schema, options } = schemaOf(registry, system, test);
  if (!schema || typeof input !== 'object' || input === null || Array.isArray(input))
    return inputWords(registry, system, test, input);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const kept = Object.fromEntries(
    Object.entries(input).filter(([field, value]) => {
      const fallback = properties[field]?.default;
      return fallback === undefined || JSON.stringify(fallback) !== JSON.stringify(value);
    }),
  );
  return describeInput(schema, kept, options);
}

/** A test's input schema and hints, when this registry knows the test. */
function schemaOf(
  registry: Registry | undefined,
  system: string,
  test: string,
): { schema?: JsonSchema; options: DescribeInputOptions } {
  try {
    const definition = registry?.test(system, test);
    if (!definition) return { options: {} };
    const schema = definition.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) as JsonSchema;
    return { schema, options: definition.ui ? { hints: definition.ui as FormHints } : {} };
  } catch {
    return { options: {} };
  }
}

/** An input field's label, as the form says it (its hint's, its schema's title, or its key made readable). */
export function fieldTitle(
  registry: Registry | undefined,
  system: string,
  test: string,
  field: string,
): string {
  const { schema, options } = schemaOf(registry, system, test);
  const property = (schema?.properties as Record<string, JsonSchema> | undefined)?.[field] ?? {};
  return labelFor(property, field, hintAt(options.hints, [field]));
}

/**
 * The fields of a test's input a request in parts leaves to the player (every top-level field it does not
 * fix), with their titles, in the schema's order; empty when the registry does not know the test.
 *
 * @example
 * playerFields(registry, '2d6-pool', 'check', ['difficulty']); // [{ field: 'attribute', title: 'Attribute' }, ...]
 */
export function playerFields(
  registry: Registry | undefined,
  system: string,
  test: string,
  fixes: readonly string[],
): { readonly field: string; readonly title: string }[] {
  const { schema, options } = schemaOf(registry, system, test);
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return Object.keys(properties)
    .filter((field) => !fixes.includes(field))
    .map((field) => ({ field, title: labelFor(properties[field]!, field, hintAt(options.hints, [field])) }));
}

/** `difficulty and modifiers`: the fields a request fixes, by their titles, in a sentence. */
export function fixedWords(registry: Registry | undefined, request: RequestEntry): string {
  const titles = (request.fixes ?? []).map((f) =>
    fieldTitle(registry, request.system, request.test, f).toLowerCase(),
  );
  return titles.length > 1
    ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`
    : (titles[0] ?? 'nothing');
}

/** What a request card says: the roll's name, and its input in words (or `hidden difficulty`). */
export interface RequestWords {
  readonly roll: string;
  /** The request's input (the GM's part, for a request in parts) in words, or `hidden …`. */
  readonly input: string;
  /** A request in parts: the fields the answering player gives, with their titles. */
  readonly yours?: readonly { readonly field: string; readonly title: string }[];
}

/**
 * The words of a request card, the same on the web and in the terminal.
 *
 * @example
 * requestWords(request, registry); // { roll: 'Sense evil (Check)', input: 'Skill 11, poor tackle -2' }
 */
export function requestWords(request: RequestEntry, registry: Registry | undefined): RequestWords {
  const { system, test, fixes } = request;
  const hidden = fixes === undefined ? 'hidden difficulty' : `hidden ${fixedWords(registry, request)}`;
  return {
    roll: rollName(registry, system, test, request.input),
    input: request.input === undefined ? hidden : inputWords(registry, system, test, request.input),
    ...(fixes === undefined ? {} : { yours: playerFields(registry, system, test, fixes) }),
  };
}

/** An input without its schema: `field value` pairs by its keys made plain; `no fields` for an empty one. */
function plainWords(input: unknown): string {
  const parts: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        walk(inner, Array.isArray(value) ? path : path ? `${path} ${key}` : key);
    } else parts.push(path ? `${path} ${String(value)}` : String(value));
  };
  walk(input, '');
  return parts.length > 0 ? parts.join(', ') : 'no fields';
}
