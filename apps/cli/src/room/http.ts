/**
 * @module
 * The room client's refusals as the CLI's commands say them: a RoomApiError (exit 2) whose message has a line per
 * field the server named; and the server flag's URL normalised. Every call goes through the room client
 * (`room-client.ts`), never a route path of the CLI's own.
 */
import type { RoomEntry } from '@verdict/fair';
import { RoomCallError, serverUrlOf } from '@verdict/room';
import { UsageError } from '../errors.js';
import { timedOutError } from '../network/deadline.js';
import { seatClient } from './room-client.js';
import { orUsage } from './usage.js';

/** A member's seat at a room: which server, which room, and the bearer token. */
export interface Seat {
  readonly server: string;
  readonly roomId: string;
  readonly token: string;
}

/** A failed room call: the HTTP status and the API's problem (exit 2, not a bug of the CLI). */
export class RoomApiError extends UsageError {
  constructor(
    readonly status: number,
    message: string,
    /** The server's problem+json body, passed through as is by `--json`. */
    readonly problem?: unknown,
  ) {
    super(message, { code: status === 0 ? 'server_unreachable' : 'server_refused' });
  }
}

/** Turns `http://host:8787/` or `host:8787` into `http://host:8787`, refusing anything else (exit 2). */
export const normaliseServer = (value: string): string => orUsage(serverUrlOf(value));

/** A RoomCallError as the CLI says it: the problem, then a line per field. */
export function cliError(error: unknown): unknown {
  if (!(error instanceof RoomCallError)) return error;
  // A deadline that passed reads as itself (exit 6, naming the wait), not as "cannot reach: aborted".
  if (error.status === 0) return timedOutError() ?? new RoomApiError(0, error.message);
  const problem = (error.problem ?? {}) as { title?: string; detail?: string };
  const lines = [`${problem.detail ?? problem.title ?? 'the server refused'} (HTTP ${error.status})`];
  for (const field of error.fields) lines.push(`  ${field.path}: ${field.message}`);
  return new RoomApiError(error.status, lines.join('\n'), error.problem);
}

/** Every entry of a room visible to the seat after `after`, oldest first, a page at a time. */
export function allEntries(seat: Seat, after = 0): Promise<RoomEntry[]> {
  return seatClient(seat)
    .readAll(after)
    .catch((error) => {
      throw cliError(error);
    });
}
