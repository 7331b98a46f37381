/**
 * @module
 * The GM's tools from the command line: `room request`, `room reveal <seq>`, `room epoch`, `room close`.
 * The server refuses them (403) to players; the message says so.
 */
import { randomUUID } from 'node:crypto';
import type { RoomEntry } from '@verdict/fair';
import { viewOf } from '@verdict/table';
import { writeJson } from '../commands/context.js';
import { readTestRequest } from '../commands/test-request.js';
import { UsageError } from '../errors.js';
import type { RoomContext } from './command.js';
import { entryText } from './entry-text.js';
import { allEntries, callApi, roomPath } from './http.js';
import { positiveInteger, visibilityOf } from './play-commands.js';
import { seatOf } from './seat-commands.js';

/**
 * `verdict room request <system> <test> [field=value ...] --to all|<member ids, comma-separated>
 * [--hidden] [--note TEXT] [--visibility V]`: asks members to roll.
 */
export async function requestRoll(context: RoomContext): Promise<number> {
  const flags = context.line.room;
  const test = readTestRequest(context, 'room request');
  if (test.dice !== undefined || test.seed !== undefined)
    throw new UsageError('Unexpected --dice or --seed: a request asks others to roll');
  const to =
    flags.to === undefined || flags.to === 'all'
      ? 'all'
      : flags.to
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
  return post(context, 'requests', {
    to,
    system: test.system,
    test: test.test,
    input: test.input,
    ...(flags.hidden ? { hidden: true } : {}),
    ...(flags.note === undefined ? {} : { note: flags.note }),
    ...(flags.visibility === undefined ? {} : { visibility: visibilityOf(flags.visibility) }),
  });
}

/** `verdict room reveal <seq>`: publishes a sealed entry's hidden part. */
export async function revealEntry(context: RoomContext): Promise<number> {
  const [seq, extra] = context.args;
  if (seq === undefined || extra !== undefined)
    throw new UsageError('Expected one seq: verdict room reveal 7');
  return post(context, 'reveals', { of: positiveInteger(seq, 'reveal') });
}

/** `verdict room epoch`: reveals the epoch's server seed and commits the next. */
export async function endEpoch(context: RoomContext): Promise<number> {
  return post(context, 'epochs', {});
}

/** `verdict room close`: closes the room (only reveals may follow). */
export async function closeRoom(context: RoomContext): Promise<number> {
  return post(context, 'close', {});
}

async function post(context: RoomContext, route: string, body: object): Promise<number> {
  const seat = seatOf(context);
  const answer = await callApi<{ entry: RoomEntry; content?: unknown }>(
    seat.server,
    'POST',
    roomPath(seat, route),
    {
      token: seat.token,
      body,
      idempotencyKey: randomUUID(),
    },
  );
  if (context.line.json) writeJson(context, answer);
  else {
    const opened = new Map(answer.content === undefined ? [] : [[answer.entry.seq, answer.content]]);
    context.write(`${entryText(answer.entry, viewOf(await allEntries(seat), opened), context.registry)}\n`);
  }
  return 0;
}
