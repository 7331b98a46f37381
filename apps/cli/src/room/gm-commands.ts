/**
 * @module
 * The GM's tools from the command line: `room request`, `room reveal <seq>`, `room epoch`, `room close`.
 * The server refuses them (403) to players; the message says so.
 */
import { randomUUID } from 'node:crypto';
import type { ComputableAtEpochEnd, RoomEntry } from '@verdict/fair';
import { gmAnswerWords, memberIdsByName, type RoomMember, revealRefusal, viewOf } from '@verdict/room';
import { writeJson } from '../commands/context.js';
import { readTestRequest } from '../commands/test-request.js';
import { UsageError } from '../errors.js';
import type { RoomContext } from './command.js';
import { entryText } from './entry-text.js';
import { allEntries, callApi, roomPath, type Seat } from './http.js';
import { rememberHead } from './live-head.js';
import { positiveInteger } from './play-commands.js';
import { seatOf } from './seat-commands.js';
import { orUsage, refuseIf, visibilityFlag } from './usage.js';

/**
 * `verdict room request <system> <test> [field=value ...] --to all|<member names or ids, comma-separated>
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
      : orUsage(memberIdsByName(await roomMembers(seatOf(context)), flags.to, '--to'));
  // --parts: the fields given are the GM's part (fixed); every other field is each answer's.
  const fixes = flags.parts && isObject(test.input) ? Object.keys(test.input) : undefined;
  return post(context, 'requests', {
    to,
    system: test.system,
    test: test.test,
    input: test.input,
    ...(fixes === undefined ? {} : { fixes }),
    ...(flags.hidden ? { hidden: true } : {}),
    ...(flags.note === undefined ? {} : { note: flags.note }),
    ...(flags.visibility === undefined ? {} : { visibility: visibilityFlag(flags.visibility) }),
  });
}

/** `verdict room reveal <seq>`: publishes a sealed entry's hidden part. */
export async function revealEntry(context: RoomContext): Promise<number> {
  const [seq, extra] = context.args;
  if (seq === undefined || extra !== undefined)
    throw new UsageError('Expected one seq: verdict room reveal 7');
  const of = positiveInteger(seq, 'reveal');
  refuseIf(revealRefusal(await allEntries(seatOf(context)), of));
  return post(context, 'reveals', { of });
}

/**
 * `verdict room epoch`: reveals the epoch's server seed and commits the next; says how many unrevealed
 * blind rolls (and answers to hidden requests) become computable to their rollers.
 */
export async function endEpoch(context: RoomContext): Promise<number> {
  return post(context, 'epochs', {});
}

/**
 * `verdict room close [--reveal-all]`: closes the room (only reveals may follow); with `--reveal-all`,
 * reveals every sealed entry first, so that the export verifies completely (verdict verify exits 0).
 */
export async function closeRoom(context: RoomContext): Promise<number> {
  return post(context, 'close', context.line.room.revealAll ? { revealAll: true } : {});
}

/** What the GM's answers may add: what ending an epoch makes computable, how many entries were revealed. */
interface GmAnswer {
  entry: RoomEntry;
  content?: unknown;
  computable?: ComputableAtEpochEnd;
  revealed?: number;
}

async function post(context: RoomContext, route: string, body: object): Promise<number> {
  const seat = seatOf(context);
  const answer = await callApi<GmAnswer>(seat.server, 'POST', roomPath(seat, route), {
    token: seat.token,
    body,
    idempotencyKey: randomUUID(),
  });
  rememberHead(seat.roomId, [answer.entry], context.env);
  if (context.line.json) writeJson(context, answer);
  else {
    const opened = new Map(answer.content === undefined ? [] : [[answer.entry.seq, answer.content]]);
    const entries = await allEntries(seat);
    rememberHead(seat.roomId, entries, context.env);
    context.write(
      `${[entryText(answer.entry, viewOf(entries, opened), context.registry), ...gmAnswerWords(answer)].join('\n')}\n`,
    );
  }
  return 0;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The room's members as the server's view of the room says them (who may be asked), in join order. */
async function roomMembers(seat: Seat): Promise<readonly RoomMember[]> {
  const view = await callApi<{ members: RoomMember[] }>(seat.server, 'GET', roomPath(seat), {
    token: seat.token,
  });
  return view.members;
}
