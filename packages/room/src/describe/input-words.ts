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
  type JsonSchema,
} from '@verdict/form';

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

/** `Sense evil (Check)` when the input names the roll, else `Check`. */
export function rollName(
  registry: Registry | undefined,
  system: string,
  test: string,
  input: unknown,
): string {
  const title = testTitle(registry, system, test);
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
  let schema: JsonSchema | undefined;
  let options: DescribeInputOptions = {};
  try {
    const definition = registry?.test(system, test);
    if (definition) {
      schema = definition.input['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) as JsonSchema;
      if (definition.ui) options = { hints: definition.ui as FormHints };
    }
  } catch {
    schema = undefined;
  }
  return schema ? describeInput(schema, input, options) : plainWords(input);
}

/** What a request card says: the roll's name, and its input in words (or `hidden difficulty`). */
export interface RequestWords {
  readonly roll: string;
  readonly input: string;
}

/**
 * The words of a request card, the same on the web and in the terminal.
 *
 * @example
 * requestWords(request, registry); // { roll: 'Sense evil (Check)', input: 'Skill 11, poor tackle -2' }
 */
export function requestWords(request: RequestEntry, registry: Registry | undefined): RequestWords {
  return {
    roll: rollName(registry, request.system, request.test, request.input),
    input:
      request.input === undefined
        ? 'hidden difficulty'
        : inputWords(registry, request.system, request.test, request.input),
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
