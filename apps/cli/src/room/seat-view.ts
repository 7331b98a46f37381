/**
 * @module
 * The room view a one-shot room command acts through, as the room screen does: `createRoomView` over the seat's
 * client (its one seat store), read once before acting, so that what the member may do (the view's typed actions
 * and their reasons), the members and the sealed entries are the view's, and the printed line is its log line.
 */
import {
  type Appended,
  createRoomView,
  type RoomAction,
  type RoomClient,
  type RoomViewObserver,
} from '@verdict/room';
import { writeJson } from '../commands/context.js';
import { UsageError } from '../errors.js';
import type { RoomContext } from './command.js';
import { logLineText } from './entry-text.js';
import { cliError, type Seat } from './http.js';
import { rememberHead } from './live-head.js';
import { seatClient } from './room-client.js';

/** A server's refusal as the CLI says it (exit 5), any other failure as it is. */
export const sent = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw cliError(error);
  });

/**
 * The seat's room view, read once (the room's view, then its whole log; the sealed entries this member may open
 * are opened as the live client opens them).
 *
 * @example
 * const { view } = await readSeatView(context, seat);
 * const appended = await runAction('epoch', view.getSnapshot().actions.rotate, (rotate) => rotate());
 */
export async function readSeatView(
  context: RoomContext,
  seat: Seat,
): Promise<{ client: RoomClient; view: RoomViewObserver }> {
  const client = seatClient(seat, context.seats);
  const view = createRoomView(client, { registry: context.registry });
  await sent(view.getSnapshot().refetch());
  return { client, view };
}

/** Runs an action of the view, refused before anything is sent when the view says why not (exit 2). */
export function runAction<Run extends (...args: never[]) => Promise<Appended>>(
  name: string,
  action: RoomAction<Run>,
  run: (go: Run) => Promise<Appended>,
): Promise<Appended> {
  if (!action.allowed) throw new UsageError(`${name}: ${action.why}`);
  return sent(run(action.run));
}

/**
 * What a command prints of what it appended: `--json`, the API's answer as it came; else the view's line for the
 * entry (with `more` lines after it).
 */
export function printAppended(
  context: RoomContext,
  at: { seat: Seat; view: RoomViewObserver; appended: Appended; more?: readonly string[] },
): number {
  const { seat, view, appended } = at;
  rememberHead(seat.roomId, [appended.entry], context.env);
  if (context.line.json) {
    writeJson(context, appended);
    return 0;
  }
  const line = view.getSnapshot().log.find((one) => one.seq === appended.entry.seq);
  const text = line ? logLineText(line) : `#${appended.entry.seq}`;
  context.write(`${[text, ...(at.more ?? [])].join('\n')}\n`);
  return 0;
}
