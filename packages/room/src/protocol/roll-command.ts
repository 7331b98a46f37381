/**
 * @module
 * `POST /v1/rooms/{id}/rolls`'s body as a command of the room: a roll of the member's own, or an answer to
 * the request it names. The server rules on that command (`planRoll`, `decide`); the body is checked first
 * by `rollBody`, so one of `clientSeed` or `dice` is there, and a roll of one's own names its test.
 */
import type { RoomCommand } from '../rules/commands.js';
import type { RollBody } from './bodies.js';

/**
 * The command a checked roll body gives.
 *
 * @example
 * rollCommand({ request: 8, clientSeed: 'abc' }); // { kind: 'answer', request: 8, clientSeed: 'abc' }
 */
export function rollCommand(body: RollBody): Extract<RoomCommand, { kind: 'roll' | 'answer' }> {
  const from = body.dice === undefined ? { clientSeed: body.clientSeed! } : { dice: body.dice };
  const visibility = body.visibility === undefined ? {} : { visibility: body.visibility };
  if (body.request !== undefined)
    return {
      kind: 'answer',
      request: body.request,
      ...(body.system === undefined ? {} : { system: body.system }),
      ...(body.test === undefined ? {} : { test: body.test }),
      ...visibility,
      ...(body.input === undefined ? {} : { input: body.input }),
      ...from,
    };
  return { kind: 'roll', system: body.system!, test: body.test!, input: body.input, ...visibility, ...from };
}
