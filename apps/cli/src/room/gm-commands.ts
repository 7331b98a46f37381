/**
 * @module
 * The GM's tools from the command line: `room request`, `room reveal <seq>`, `room epoch`, `room close`, through
 * @verdict/room's room view as the room screen takes them: its members for `--to`, its sealed entries for a reveal,
 * and its typed actions, whose reasons refuse a player (or a closed table) before anything is sent (exit 2).
 */
import {
  type Appended,
  gmAnswerWords,
  memberIdsByName,
  type RequestCommand,
  type RoomActions,
  revealRefusalIn,
} from '@verdict/room';
import { readTestRequest } from '../commands/test-request.js';
import { UsageError } from '../errors.js';
import type { RoomContext } from './command.js';
import { positiveInteger } from './play-commands.js';
import { seatOf } from './seat-commands.js';
import { printAppended, readSeatView, runAction } from './seat-view.js';
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
  const seat = seatOf(context);
  const { view } = await readSeatView(context, seat);
  const to: RequestCommand['to'] =
    flags.to === undefined || flags.to === 'all'
      ? 'all'
      : orUsage(memberIdsByName(view.getSnapshot().members, flags.to, '--to'));
  // --parts: the fields given are the GM's part (fixed); every other field is each answer's.
  const fixes = flags.parts && isObject(test.input) ? Object.keys(test.input) : undefined;
  const command = {
    to,
    system: test.system,
    test: test.test,
    input: test.input,
    ...(fixes === undefined ? {} : { fixes }),
    ...(flags.hidden ? { hidden: true } : {}),
    ...(flags.note === undefined ? {} : { note: flags.note }),
    ...(flags.visibility === undefined ? {} : { visibility: visibilityFlag(flags.visibility) }),
  };
  const { request } = view.getSnapshot().actions;
  const appended = await runAction('request', request, (ask) => ask(command));
  return printAppended(context, { seat, view, appended });
}

/** `verdict room reveal <seq>`: publishes a sealed entry's hidden part. */
export async function revealEntry(context: RoomContext): Promise<number> {
  const [seq, extra] = context.args;
  if (seq === undefined || extra !== undefined)
    throw new UsageError('Expected one seq: verdict room reveal 7');
  const of = positiveInteger(seq, 'reveal');
  const seat = seatOf(context);
  const { view } = await readSeatView(context, seat);
  const screen = view.getSnapshot();
  // The view says who may reveal and what is sealed (nothing is sent when it says no).
  refuseIf(revealRefusalIn(screen, of));
  const appended = await runAction('reveal', screen.actions.reveal, (reveal) => reveal(of));
  return printAppended(context, { seat, view, appended });
}

/** `verdict room epoch`: publishes the epoch's server seed; says what becomes computable to whom. */
export async function endEpoch(context: RoomContext): Promise<number> {
  return gmAction(context, (actions) => runAction('epoch', actions.rotate, (rotate) => rotate()));
}

/** `verdict room close [--reveal-all]`: closes the room; `--reveal-all` reveals every sealed entry first. */
export async function closeRoom(context: RoomContext): Promise<number> {
  const revealAll = context.line.room.revealAll ? { revealAll: true } : {};
  return gmAction(context, (actions) => runAction('close', actions.close, (close) => close(revealAll)));
}

async function gmAction(context: RoomContext, act: (actions: RoomActions) => Promise<Appended>) {
  const seat = seatOf(context);
  const { view } = await readSeatView(context, seat);
  const appended = await act(view.getSnapshot().actions);
  return printAppended(context, { seat, view, appended, more: gmAnswerWords(appended) });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
