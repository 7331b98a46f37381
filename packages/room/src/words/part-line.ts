/**
 * @module
 * A player's part of an answer to a request in parts, typed on one line (moved from the CLI's room screen, issue 36):
 * `field=value` pairs read as the test's schema expects them, or a saved character's name (its input, the fields the
 * GM fixed left out: the client's characters, passed in), then checked as the server would check it.
 */
import { describeSystem, type Registry } from '@verdict/core';
import type { RequestEntry } from '@verdict/fair';
import { applyFieldPairs } from '@verdict/form';
import { playerFields } from '../describe/input-words.js';
import { answerPartRefusal } from './checks-here.js';

/** What a part line is read with. */
export interface PartLine {
  readonly line: string;
  readonly request: RequestEntry;
  readonly registry: Registry;
  /** How the client's person answers a request (`verdict room answer`), for the refusal's words. */
  readonly command: string;
  /** The player's part from a saved character of this name; throws a readable Error for a name not saved. */
  character(name: string): unknown;
}

/**
 * The player's part from the line; throws an Error saying what to mend (an empty line, a test not known here, a pair
 * that cannot be read, a field the GM fixed or one of the player's missing).
 *
 * @example
 * readPartLine({ line: 'value=11', request, registry, command: 'verdict room answer', character }); // { value: 11 }
 */
export function readPartLine(at: PartLine): unknown {
  const { request, registry } = at;
  const text = at.line.trim();
  const schema = describeSystem(registry, request.system).tests.find(
    (t) => t.id === request.test,
  )?.inputSchema;
  if (schema === undefined)
    throw new Error(`This server's test ${request.system}/${request.test} is not known here`);
  if (text === '') throw new Error("Give your part: a saved character's name, or field=value …");
  // A line without a pair names a character (a name may hold spaces: "Olaf: Fishing 12").
  const part = text.includes('=') ? applyFieldPairs({}, text.split(/\s+/), schema) : at.character(text);
  const refusal = answerPartRefusal({ registry, request, part, command: at.command });
  if (refusal !== undefined) throw new Error(refusal);
  return part;
}

/**
 * The fields a request in parts leaves to the player, by title and how to type them on a part line, or `none`.
 *
 * @example
 * partFieldsWords(registry, request); // 'Skill (value=), Name (name=)'
 */
export function partFieldsWords(registry: Registry, request: RequestEntry): string {
  const fields = playerFields(registry, request.system, request.test, request.fixes ?? []);
  return fields.map(({ field, title }) => `${title} (${field}=)`).join(', ') || 'none';
}
