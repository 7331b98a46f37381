/**
 * @module
 * The room view a one-shot room command acts through, as the room screen does: `createRoomView` over the seat's
 * client (its one seat store), read once; then one of its typed actions (refused in its words, exit 2, nothing
 * sent), and its log line for what was appended (`--json`: the API's answer as it came).
 */
import { type Appended, createRoomView, type RoomAction, type RoomViewObserver } from '@verdict/room';
import { writeJson } from '../commands/context.js';
import { UsageError } from '../errors.js';
import type { RoomContext } from './command.js';
import { logLineText } from './entry-text.js';
import { cliError, type Seat } from './http.js';
import { rememberHead } from './live-head.js';
import { seatClient } from './room-client.js';

const sent = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => Promise.reject(cliError(error)));

/** The seat's client and room view, read once (the room's view, then its whole log). */
export async function readSeatView(context: RoomContext, seat: Seat) {
  const client = seatClient(seat, context.seats);
  const view = createRoomView(client, { registry: context.registry });
  await sent(view.getSnapshot().refetch());
  return { client, view };
}

/** Runs an action of the view; refused when the view says why not (exit 2). */
export function runAction<Run extends (...args: never[]) => Promise<Appended>>(
  name: string,
  action: RoomAction<Run>,
  run: (go: Run) => Promise<Appended>,
): Promise<Appended> {
  if (!action.allowed) throw new UsageError(`${name}: ${action.why}`);
  return sent(run(action.run));
}

/** Prints what was appended: the API's answer with `--json`, else the view's line (and `more` lines). */
export function printAppended(
  context: RoomContext,
  at: { seat: Seat; view: RoomViewObserver; appended: Appended; more?: readonly string[] },
): number {
  const { seat, view, appended } = at;
  rememberHead(seat.roomId, [appended.entry], context.env);
  if (context.line.json) writeJson(context, appended);
  else {
    const line = view.getSnapshot().log.find((one) => one.seq === appended.entry.seq);
    context.write(
      `${[line ? logLineText(line) : `#${appended.entry.seq}`, ...(at.more ?? [])].join('\n')}\n`,
    );
  }
  return 0;
}
