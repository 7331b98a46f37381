/**
 * @module
 * The player's part of an answer typed on the room screen, for a request in parts (its `fixes` are the GM's
 * fields): a saved character's name (its input, the fixed fields left out, as `verdict room answer --character`
 * does), or `field=value` pairs.
 */

import { describeSystem, type Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { playerPart } from '@verdict/room';
import { type Character, charactersFile, createCharacterStore } from '../../characters.js';
import { UsageError } from '../../errors.js';
import { readInput } from '../../input/read-input.js';

/** The characters saved for the request's test (none when the file cannot be read: the prompt still takes pairs). */
function savedFor(request: RequestEntry, env: NodeJS.ProcessEnv): Character[] {
  try {
    return createCharacterStore(charactersFile(env))
      .list()
      .filter((c) => c.system === request.system && c.test === request.test);
  } catch {
    return [];
  }
}

/**
 * The name to offer in the prompt: the saved character named as the seat's member, else the only one saved for the
 * request's test.
 *
 * @example
 * offeredCharacter(request, 'Grog', process.env); // 'Grog' when a character "Grog" is saved for Check
 */
export function offeredCharacter(
  request: RequestEntry,
  memberName: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const saved = savedFor(request, env);
  return (saved.find((c) => c.name === memberName) ?? (saved.length === 1 ? saved[0] : undefined))?.name;
}

/**
 * The answer's input from the prompt's line: a saved character's part, or the line's `field=value` pairs.
 *
 * @example
 * answerPart('value=11', request, registry); // { value: 11 }
 */
export function answerPart(
  line: string,
  request: RequestEntry,
  registry: Registry,
  env: NodeJS.ProcessEnv = process.env,
): unknown {
  const text = line.trim();
  const character = savedFor(request, env).find((c) => c.name === text);
  if (character) return playerPart(character.input, request.fixes);
  const schema = describeSystem(registry, request.system).tests.find(
    (t) => t.id === request.test,
  )?.inputSchema;
  if (schema === undefined)
    throw new UsageError(`This server's test ${request.system}/${request.test} is not known here`);
  if (text === '') throw new UsageError("Give your part: a saved character's name, or field=value …");
  // As typed: a field the GM fixed is refused by the server, naming it.
  return readInput({ pairs: text.split(/\s+/), readStdin: () => '' }, schema);
}
