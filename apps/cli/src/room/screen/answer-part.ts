/**
 * @module
 * The player's part of an answer to a request in parts (its `fixes` are the GM's fields): a saved character's input
 * with the fixed fields left out (`playerPart`), as `verdict room answer --character` and the room screen's prompt
 * both take it, or `field=value` pairs typed on the prompt.
 */

import type { Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { playerPart, readPartLine } from '@verdict/room';
import { type Character, charactersFile, createCharacterStore } from '../../characters.js';
import { type CharacterInput, characterInput } from '../../input/character-input.js';

/**
 * The saved character's part of an answer: its input for the request's test without the fields the GM fixed. An
 * unknown name is a usage error with a did-you-mean (as for `--character`).
 *
 * @example
 * characterPart(process.env, 'Grog', request); // { name: 'Grog', input: { attribute: 'might', rating: 3 } }
 */
export function characterPart(env: NodeJS.ProcessEnv, name: string, request: RequestEntry): CharacterInput {
  const saved = characterInput(env, name, request.system, request.test);
  return { name: saved.name, input: playerPart(saved.input, request.fixes ?? []) };
}

/** The characters saved for the request's test (none when the file cannot be read: the prompt still takes pairs). */
function savedFor(request: RequestEntry, env: NodeJS.ProcessEnv): Character[] {
  try {
    return createCharacterStore(charactersFile(env)).forTest(request.system, request.test);
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
 * The answer's input from the prompt's line (`@verdict/room`'s `readPartLine`): `field=value` pairs, else a saved
 * character's name (its part).
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
  return readPartLine({
    line,
    request,
    registry,
    command: 'verdict room answer',
    character: (name) => characterPart(env, name, request).input,
  });
}
