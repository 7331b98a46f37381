/**
 * @module
 * Scripting a seat: `room roll` (a fresh random client seed per roll unless `--client-seed`), `room log`
 * (`--json` prints the API's entries) and `room export` (the protocol's JSON, for `verdict verify`).
 */
import { randomBytes } from 'node:crypto';
import { checkClientSeed, type RoomEntry } from '@verdict/fair';
import {
  checkRollHere,
  type LogView,
  logLines,
  notationWords,
  readLog,
  requestToAnswer,
} from '@verdict/room';
import { parseDiceFaces } from '../args.js';
import { writeJson } from '../commands/context.js';
import { checkWholeInput, readTestRequest } from '../commands/test-request.js';
import { UsageError } from '../errors.js';
import type { RoomContext } from './command.js';
import { logLineText } from './entry-text.js';
import { allEntries, cliError } from './http.js';
import { rememberHead } from './live-head.js';
import { seatClient } from './room-client.js';
import { seatOf } from './seat-commands.js';
import { printAppended, readSeatView, runAction } from './seat-view.js';
import type { SavedSeat } from './seats-store.js';
import { orUsage, visibilityFlag } from './usage.js';

/** A fresh client seed: 128 random bits as hex, made for each roll. */
export const freshClientSeed = () => randomBytes(16).toString('hex');

/**
 * `verdict room roll <system> <test> [field=value ...] [--visibility V] [--client-seed S | --dice 15,7]`, plain
 * notation `verdict room roll 4d6kh3 [name=Strength]` (anything that does not begin with a system id), or
 * `verdict room roll --request <seq>` to answer a request (its test and input are the request's).
 */
export async function rollCommand(context: RoomContext): Promise<number> {
  const seat = seatOf(context);
  const flags = context.line.room;
  if (context.line.seed !== undefined)
    throw new UsageError('Unexpected --seed: in a room, choose --client-seed');
  if (flags.clientSeed !== undefined && context.line.dice !== undefined)
    throw new UsageError('Unexpected --client-seed with --dice: entered dice take no client seed');
  // The protocol's rule (the server's too), checked before anything is sent.
  const seedIssue = flags.clientSeed === undefined ? undefined : checkClientSeed(flags.clientSeed);
  if (seedIssue) throw new UsageError(`--client-seed: the client seed ${seedIssue}`);
  const request = flags.request === undefined ? undefined : positiveInteger(flags.request, '--request');
  const notation = notationWords(context.line.positionals, context.registry);
  const test =
    request !== undefined && context.args.length === 0
      ? undefined
      : (notation ?? readTestRequest(context, 'room roll'));
  const visibility = flags.visibility === undefined ? undefined : visibilityFlag(flags.visibility);
  const dice = context.line.dice === undefined ? undefined : parseDiceFaces(context.line.dice);
  // A system's roll is checked here first (its input and entered dice); notation is the server's to check, as its
  // cost is (a local resolve of a notation past the budget would be the very work the budget refuses).
  if (test && request === undefined && !notation && 'manifest' in test) {
    checkWholeInput(context, test);
    checkRollHere(context.registry, { ...test, ...(dice === undefined ? {} : { dice }) });
  }
  const { client, view } = await readSeatView(context, seat);
  const command = {
    ...(test ? { system: test.system, test: test.test, input: test.input } : {}),
    ...(visibility === undefined ? {} : { visibility }),
    ...(dice === undefined ? { clientSeed: flags.clientSeed ?? freshClientSeed() } : { dice }),
  };
  // A request is named as `room answer` names it: one waiting for this seat, else the room's words (nothing sent).
  const asked = request && orUsage(requestToAnswer(client.getSnapshot(), String(request), 'roll')).seq;
  const { actions } = view.getSnapshot();
  const appended = await (asked === undefined
    ? runAction('roll', actions.roll, (roll) => roll(command))
    : runAction('roll', actions.answer, (answer) => answer(asked, command)));
  return printAppended(context, { seat, view, appended });
}

/** `verdict room log [--json]`: every entry the seat may see, oldest first. */
export async function logCommand(context: RoomContext): Promise<number> {
  const seat = seatOf(context);
  const entries = await allEntries(seat);
  rememberHead(seat.roomId, entries, context.env);
  if (context.line.json) {
    writeJson(context, { entries });
    return 0;
  }
  const { opened } = await readSeatLog(seat, entries);
  const { lines } = logLines(entries, opened, context.registry);
  context.write(lines.map((line) => `${logLineText(line)}\n`).join(''));
  return 0;
}

/** `verdict room export > room.json`: the protocol's export, as the API gives it. */
export async function exportCommand(context: RoomContext): Promise<number> {
  const seat = seatOf(context);
  const exported = await seatClient(seat)
    .export()
    .catch((error: unknown) => Promise.reject(cliError(error)));
  writeJson(context, JSON.parse(exported));
  return 0;
}

export function positiveInteger(value: string, flag: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value))
    throw new UsageError(`${flag}: expected an entry's seq (1, 2, ...), got '${value}'`);
  return Number(value);
}

/** The log as this seat sees it, its sealed parts opened by the room's rule (`readLog`) through the room client. */
export function readSeatLog(seat: SavedSeat, entries: readonly RoomEntry[]): Promise<LogView> {
  const client = seatClient(seat);
  return readLog(entries, {
    member: { id: seat.memberId, role: seat.role },
    open: (seq) => client.open(seq).catch((error: unknown) => Promise.reject(cliError(error))),
  });
}
