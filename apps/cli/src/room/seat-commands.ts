/**
 * @module
 * Taking a seat: `room create` (the GM's), `room join` (a player's, or back to a kept seat), `room list`,
 * and finding the seat the other subcommands use (`--room <id>`, else the last one used).
 */
import { keptSeat, readJoinLink, seatRecoveryWords } from '@verdict/room';
import { writeJson } from '../commands/context.js';
import { UsageError } from '../errors.js';
import { terminalSafe } from '../format/terminal-text.js';
import { configureNetwork, networkOptions } from '../network/deadline.js';
import type { RoomContext } from './command.js';
import { cliError, normaliseServer } from './http.js';
import { heldSeat, joinOnce } from './join-seat.js';
import { seatClient } from './room-client.js';
import type { SavedSeat } from './seats-store.js';
import { orUsage } from './usage.js';

/**
 * `verdict room create <name> [--name <your name>]`: a room with you as GM, through the room client; prints the
 * invite, join link and GM recovery key, shown this once (`--json`: with the seat kept, without its token).
 */
export async function createRoomCommand(context: RoomContext): Promise<number> {
  const name = context.args.join(' ').trim();
  if (!name) throw new UsageError("Missing the room's name: verdict room create 'Friday table' --name Ada");
  const server = serverOf(context);
  const gmName = context.line.room.name ?? 'GM';
  const created = await seatClient({ server })
    .create({ name, gmName })
    .catch((error: unknown) => Promise.reject(cliError(error)));
  const { invite, joinUrl, recoveryKey } = created;
  const seat = { ...keptSeat(created.seat, { roomName: name, joinUrl }), server, invite };
  context.seats.save({ ...seat, usedAt: new Date().toISOString() });
  const { token: _secret, ...open } = seat;
  if (context.line.json) {
    writeJson(context, { ...open, recoveryKey });
    return 0;
  }
  const { style } = context.palette;
  // Names are what people typed, and the links come from the server: shown escaped.
  const shown = terminalSafe({ ...open, recoveryKey });
  const { name: keyName, shownOnce } = seatRecoveryWords(true);
  context.write(
    [
      `Room ${style('bold', shown.roomName)} (${shown.roomId}), you are its GM (${shown.memberName}).`,
      `Join link: ${shown.joinUrl}`,
      `Invite:    ${shown.invite}`,
      style('dim', `Players: verdict room join '${shown.joinUrl}' --name <name>, or open the link.`),
      style('dim', `Your token is kept in ${context.seats.file}.`),
      `${keyName}: ${style('bold', shown.recoveryKey)}`,
      style('dim', shownOnce),
      '',
    ].join('\n'),
  );
  return 0;
}

/**
 * `verdict room join <joinUrl | invite --room ID> --name N`: joins as a player, or takes back the seat
 * already held for that room (saying so: a second join would make a second member and lose this seat's
 * token), then opens the room screen in a terminal; elsewhere prints the seat.
 */
export async function joinRoomCommand(context: RoomContext): Promise<number> {
  const [target, extra] = context.args;
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}': join takes one link`);
  const name = context.line.room.name;
  let seat: SavedSeat | undefined;
  let held = false;
  if (target === undefined) {
    // `room join --room <id>` (the screen's 'Back in:' line) or the last seat: always one already held (N17).
    seat = seatOf(context);
    held = true;
  } else {
    const where = orUsage(readJoinLink(target, context.line.room));
    seat = await heldSeat(context.seats, where);
    held = seat !== undefined;
    if (!seat) {
      if (name === undefined)
        throw new UsageError('Missing --name: the name the table sees, e.g. --name Grog');
      seat = await joinOnce(context.seats, where, name);
    }
  }
  // A seat reached with --server keeps the server it was taken at.
  const server = context.seats.find(seat.roomId)?.server ?? seat.server;
  context.seats.save({ ...seat, server, usedAt: new Date().toISOString() });
  const safe = terminalSafe(seat);
  const notes = held
    ? [`You already hold the seat ${safe.memberName} in this room (${safe.roomName}): taking it back.`]
    : [];
  // A flag that was not used is a warning: on stderr, never in what a script reads from stdout.
  if (held && name !== undefined && name !== seat.memberName)
    context.stderr?.write(
      `verdict: --name ${terminalSafe(name)} is not used: a seat's name stays (one seat a room in ${context.seats.file}).\n`,
    );
  if (context.interactive && !context.line.json) {
    if (notes.length > 0) context.write(`${notes.join('\n')}\n`);
    // Ink and React load only here, so the scripting commands stay light.
    if (context.env.NO_COLOR) process.env.FORCE_COLOR = '0';
    delete process.env.CI;
    delete process.env.CONTINUOUS_INTEGRATION;
    // The screen shows its own state: no spinner line under Ink's frame.
    configureNetwork({ seconds: networkOptions().seconds });
    const { openRoomScreen } = await import('./screen/open.js');
    await openRoomScreen(seat, context.registry);
    return 0;
  }
  const { token: _secret, ...shown } = seat;
  if (context.line.json) writeJson(context, held ? { ...shown, alreadyHeld: true } : shown);
  else if (held) context.write(`${notes.join('\n')}\n`);
  else context.write(`Joined ${safe.roomName} (${safe.roomId}) as ${safe.memberName} (${safe.role}).\n`);
  return 0;
}

/** `verdict room list [--json]`: the seats kept in the config folder (tokens are not printed). */
export async function listRoomsCommand(context: RoomContext): Promise<number> {
  const seats = context.seats.list().map(({ token: _secret, ...seat }) => seat);
  if (context.line.json) writeJson(context, { rooms: seats });
  else if (seats.length === 0)
    context.write('No rooms yet: verdict room create <name>, or verdict room join <link>.\n');
  else
    for (const seat of terminalSafe(seats))
      context.write(
        `${seat.roomId}  ${seat.roomName}  as ${seat.memberName} (${seat.role})  ${seat.server}\n`,
      );
  return 0;
}

/**
 * The seat a subcommand acts on: `--room <id>`, else the last one used; refused when none is kept. `--server`
 * names the server to reach it at (the seat's own otherwise; VERDICT_SERVER does not override a kept seat).
 */
export function seatOf(context: RoomContext): SavedSeat {
  const seat = context.seats.find(context.line.room.room);
  const flag = context.line.room.serverFlag;
  if (!seat) {
    throw new UsageError(
      context.line.room.room === undefined
        ? 'No room yet: verdict room create <name>, or verdict room join <link> --name <name>'
        : `No seat kept for room '${context.line.room.room}' in ${context.seats.file}: join it first`,
    );
  }
  return flag === undefined ? seat : { ...seat, server: normaliseServer(flag) };
}

function serverOf(context: RoomContext): string {
  const server = context.line.room.server;
  if (server === undefined)
    throw new UsageError('Missing the server: --server http://host:8787, or VERDICT_SERVER');
  return normaliseServer(server);
}
